import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { routes } from '../content/routes';
import { config } from '../lib/config';
import { listen } from '../serve/http-server';
import { cspReportsPath } from '../serve/gateway/paths';
import { createGateway } from '../serve/gateway/server';
import { freePort, startPagesDev, type PagesDevServer } from '../serve/pages-dev';
import { serverConfig } from '../serve/server-config';
import { chromiumArgs, fullChromiumForTests } from '../testing/find-chromium';
import { localOnly, skipWhenDeployed } from './support/deployment';

/**
 * A CSP violation reaches the sample gateway's file, delivered by the browser itself, both ways a policy can ask:
 *
 * - `report-uri`, which every browser delivers: the suite's own build, whose report URL is the local gateway over http.
 *   On http the policy carries report-uri alone, because Chromium sends nothing at all from an http page whose policy
 *   also names `report-to` (build/security-headers.ts, usesReportingApi).
 * - `report-to` (the Reporting API, through the Reporting-Endpoints header), which Chromium delivers only from an https
 *   page to an https endpoint: the same build's headers written again for an https site and an https report URL
 *   (build/postbuild.ts, the step that reads NEXT_PUBLIC_CSP_REPORT_URL; nothing else in the build reads it), served by
 *   `wrangler pages dev --local-protocol https`, with a sample gateway over https. Both use a test-only certificate
 *   (tests/fixtures/tls), which this file's browser accepts.
 *
 * The injected inline script is what a CDN feature or a tag manager would add: the test's copy of the export serves
 * /features with one more `<script>` before `</body>`. An HTML string given to a DOM XSS sink is the Trusted Types
 * violation. Both run in the served copy, never in out/. Bad report bodies are tested in tests/hostile-input.test.ts.
 */
skipWhenDeployed(localOnly.reportFile);
test.use({
  expectedViolations: true,
  // The https endpoint's certificate is the test's own: the Reporting API's uploads are the network service's, which
  // a context's ignoreHTTPSErrors does not reach. Chromium queues Reporting API reports and sends a batch about once a
  // minute; --short-reporting-delay makes that 100 ms (the first report of a page went at once either way, a later
  // one waited past 18 s). The full browser: Debian's headless shell never sent them.
  launchOptions: { executablePath: fullChromiumForTests(), args: [...chromiumArgs, '--ignore-certificate-errors', '--short-reporting-delay'] },
  ignoreHTTPSErrors: true,
});

const tls = {
  keyPath: path.resolve('tests/fixtures/tls/localhost-key.pem'),
  certPath: path.resolve('tests/fixtures/tls/localhost-cert.pem'),
};
const injected = '<script>window.__injected = true</script>';

interface StoredReport {
  type: string;
  url: string | null;
  body: Record<string, string | number | undefined>;
}

/** The reports in `file` whose page carried `marker` in its query. */
function reportsIn(file: string, marker: string): StoredReport[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line) as StoredReport);
}

/** A copy of out/ in .cache/, where build/postbuild.ts can run too (it reads out/ and the guides under its working directory). */
function copyOfExport(): { root: string; out: string; remove(): void } {
  mkdirSync(path.resolve('.cache'), { recursive: true });
  const root = mkdtempSync(path.resolve('.cache', 'csp-reports-'));
  cpSync(path.resolve('out'), path.join(root, 'out'), { recursive: true });
  // The route table reads the question guides under the working directory (content/questions/guide-library.ts).
  symlinkSync(path.resolve('content'), path.join(root, 'content'), 'dir');
  return { root, out: path.join(root, 'out'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** What a CDN feature would do: one more inline script in the served /features page. */
function injectScript(out: string) {
  const file = path.join(out, 'features.html');
  const html = readFileSync(file, 'utf8');
  expect(html.includes('</body>')).toBe(true);
  writeFileSync(file, html.replace('</body>', `${injected}</body>`));
}

/** Loads the page, checks the injected script did not run, then hands a DOM XSS sink an HTML string. */
async function violateBothWays(page: Page, url: string) {
  await page.goto(url);
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
}

test('report-uri: the browser delivers an injected inline script’s and a Trusted Types violation’s reports to the sample gateway', async ({ page }) => {
  expect(config.cspReportUrl, 'the build and this run need NEXT_PUBLIC_CSP_REPORT_URL (npm test sets it)').toBeTruthy();
  expect(config.cspReportUrl!.startsWith('http:'), 'this run serves http, so its build’s report URL is http').toBe(true);
  const marker = `csp-report-${randomUUID()}`;
  const copy = copyOfExport();
  let site: PagesDevServer | undefined;
  try {
    injectScript(copy.out);
    site = await startPagesDev(copy.out, { output: 'ignore' });
    const answer = await page.request.get(new URL(routes.features.path, site.origin).href);
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(new RegExp(`; report-uri ${config.cspReportUrl!.replaceAll('.', '\\.')}$`));
    expect(policy).not.toContain('report-to');
    expect(answer.headers()['reporting-endpoints']).toBeUndefined();

    await violateBothWays(page, new URL(`${routes.features.path}?${marker}`, site.origin).href);
    await expect
      .poll(() => reportsIn(serverConfig.gateway.reportsFile, marker).map((report) => `${report.type} ${report.body['effective-directive']}`).sort(), {
        timeout: 10_000,
      })
      .toEqual(['csp-violation require-trusted-types-for', 'csp-violation script-src-elem']);
    for (const report of reportsIn(serverConfig.gateway.reportsFile, marker)) expect(report.url).toContain(`${routes.features.path}?${marker}`);
  } finally {
    await site?.stop();
    copy.remove();
  }
});

test('report-to: over https the browser delivers both reports through the Reporting API to the sample gateway', async ({ page }) => {
  test.setTimeout(90_000);
  const marker = `csp-report-${randomUUID()}`;
  const copy = copyOfExport();
  const reportsFile = path.join(copy.root, 'csp-reports.jsonl');
  const [sitePort, gatewayPort] = [await freePort(), await freePort()];
  const siteOrigin = `https://localhost:${sitePort}`;
  const reportUrl = `https://localhost:${gatewayPort}${cspReportsPath}`;
  const gateway = createGateway({
    port: gatewayPort,
    allowedOrigins: [siteOrigin],
    reportsFile,
    tls: { key: readFileSync(tls.keyPath), cert: readFileSync(tls.certPath) },
  });
  let site: PagesDevServer | undefined;
  try {
    await listen(gateway, gatewayPort, [
      { host: '127.0.0.1', optional: false },
      { host: '::1', optional: true },
    ]);
    // The headers step of the build, for a site and a report URL on https (the pages are the suite's build).
    execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('build/postbuild.ts')], {
      cwd: copy.root,
      env: { ...process.env, NEXT_PUBLIC_SITE_URL: siteOrigin, NEXT_PUBLIC_CSP_REPORT_URL: reportUrl },
      stdio: 'pipe',
    });
    injectScript(copy.out);
    site = await startPagesDev(copy.out, { port: sitePort, tls, output: 'ignore' });
    expect(site.origin).toBe(siteOrigin);
    const answer = await page.request.get(new URL(routes.features.path, siteOrigin).href);
    expect(answer.headers()['content-security-policy']).toContain(`; report-to csp; report-uri ${reportUrl}`);
    expect(answer.headers()['reporting-endpoints']).toBe(`csp="${reportUrl}"`);

    await violateBothWays(page, new URL(`${routes.features.path}?${marker}`, siteOrigin).href);
    await expect
      .poll(() => reportsIn(reportsFile, marker).map((report) => `${report.type} ${report.body.effectiveDirective}`).sort(), { timeout: 10_000 })
      .toEqual(['csp-violation require-trusted-types-for', 'csp-violation script-src-elem']);
    for (const report of reportsIn(reportsFile, marker)) expect(report.url).toBe(`${siteOrigin}${routes.features.path}?${marker}`);
  } finally {
    await site?.stop();
    gateway.close();
    gateway.closeAllConnections();
    copy.remove();
  }
});
