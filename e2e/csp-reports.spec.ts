import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { routes } from '../content/routes';
import { config } from '../lib/config';
import { serverConfig } from '../serve/server-config';
import { localOnly, skipWhenDeployed } from './support/deployment';

/**
 * With NEXT_PUBLIC_CSP_REPORT_URL set (as `npm start` and `npm test` set it: the sample gateway's /csp-reports), every
 * page's CSP names it twice: `report-to` (the Reporting API, through the Reporting-Endpoints header) and `report-uri`
 * (browsers without it). A browser uses report-to when it has both. The headless Chromium these tests run never
 * delivered a Reporting API batch (none arrived in 75 s, with or without `--short-reporting-delay`), so this test is
 * a browser without the Reporting API: Chromium's own interception drops `report-to` from this one document's policy
 * and adds an inline script to its HTML (as a CDN feature would); an HTML string given to a DOM XSS sink is the Trusted
 * Types violation. The browser's report-uri requests are read, and the gateway must store exactly those bodies. The
 * gateway's handling of Reporting API bodies and of bad ones is tested in tests/hostile-input.test.ts.
 */
skipWhenDeployed(localOnly.reportFile);
test.use({ expectedViolations: true });

interface StoredReport {
  type: string;
  url: string | null;
  body: Record<string, string | number | undefined>;
}

/** The reports whose page carried `marker` in its query. */
function reportsFor(marker: string): StoredReport[] {
  const file = serverConfig.gateway.reportsFile;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line) as StoredReport);
}

test('an injected inline script and a Trusted Types violation reach the sample gateway’s file within seconds', async ({ page }) => {
  expect(config.cspReportUrl, 'the build and this run need NEXT_PUBLIC_CSP_REPORT_URL (npm test sets it)').toBeTruthy();
  const marker = `csp-report-${randomUUID()}`;
  const path = `${routes.features.path}?${marker}`;
  const served: Record<string, string> = {};
  // Chromium's own interception, for this one document only: page.route() would hold every request of the page, and
  // Chromium fails a report's keepalive request while requests are held.
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', async (event) => {
    const headers = event.responseHeaders ?? [];
    for (const { name, value } of headers) served[name.toLowerCase()] = value;
    const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId: event.requestId });
    const html = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    await cdp.send('Fetch.fulfillRequest', {
      requestId: event.requestId,
      responseCode: event.responseStatusCode ?? 200,
      responseHeaders: headers.map((header) =>
        header.name.toLowerCase() === 'content-security-policy' ? { ...header, value: header.value.replace(/; report-to [^;]+/, '') } : header,
      ),
      // What a CDN feature or a tag manager would do: an inline script added to the served HTML.
      body: Buffer.from(html.replace('</body>', '<script>window.__injected = true</script></body>')).toString('base64'),
    });
  });
  const sent: { contentType: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.url() === config.cspReportUrl && request.method() === 'POST') {
      sent.push({ contentType: request.headers()['content-type'] ?? '', body: request.postData() ?? '' });
    }
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${marker}`, requestStage: 'Response' }] });
  await page.goto(path);
  await cdp.send('Fetch.disable');
  expect(served['reporting-endpoints']).toBe(`csp="${config.cspReportUrl}"`);
  expect(served['content-security-policy']).toContain(`; report-to csp; report-uri ${config.cspReportUrl}`);
  // The injected script did not run; a DOM XSS sink given a string is refused.
  const refused = await page.evaluate(() => {
    const ran = (window as Window & { __injected?: boolean }).__injected === true;
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src=x>');
      return { ran, html: false };
    } catch {
      return { ran, html: true };
    }
  });
  expect(refused).toEqual({ ran: false, html: true });
  // The browser sends one report per violation to the configured URL…
  await expect
    .poll(() => sent.map(({ body }) => (JSON.parse(body) as { 'csp-report': Record<string, string> })['csp-report']['effective-directive']).sort())
    .toEqual(['require-trusted-types-for', 'script-src-elem']);
  // …and the sample gateway stores exactly those bodies. (From a document answered through interception, Chromium's
  // own upload ends in net::ERR_FAILED; from a document served directly the same browser delivers it to this gateway,
  // but then the policy keeps report-to, which this Chromium never delivers. So they are posted from here.)
  for (const { contentType, body } of sent) {
    expect(contentType).toBe('application/csp-report');
    const answer = await fetch(config.cspReportUrl!, { method: 'POST', headers: { 'Content-Type': contentType, Origin: new URL(config.siteUrl).origin }, body });
    expect(answer.status).toBe(204);
  }
  await expect
    .poll(() => reportsFor(marker).map((report) => `${report.type} ${report.body['effective-directive']}`).sort(), { timeout: 5_000 })
    .toEqual(['csp-violation require-trusted-types-for', 'csp-violation script-src-elem']);
  for (const report of reportsFor(marker)) expect(report.url).toContain(path);
});
