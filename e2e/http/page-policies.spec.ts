import { expect, test, type APIRequestContext } from '../support/test';
import { Checklist } from '../support/checklist';
import { eachInPool } from '../support/pool';
import { checkHeaderLimits, describeHeaderLimits } from '../../build/header-limits';
import { workerMarker } from '../../edge/cloudflare-worker';
import { searchIndexScript } from '../../lib/search';
import { practiceQuestionsPath } from '../../lib/practice/question-link';
import { firstOfEachTemplate, inlineScriptHashes, policyHashes, samplePaths } from '../../testing/csp-sample';
import { localOnly, skipWhenDeployed } from '../support/deployment';
import { servedHome } from '../support/served-home';
import { cleanUrlRedirectStatus } from '../../testing/cloudflare-homes';

/**
 * Each page's own headers come from out/_worker.js (edge/cloudflare-worker.ts), which runs on the paths
 * out/_routes.json gives it; everything else keeps out/_headers. Checked here as Cloudflare's runtime serves it.
 * security-headers.spec.ts checks every route's policy against its scripts, every-page.spec.ts that no page
 * load of the first page of each template sees a violation; this spec checks the mechanism, and reads every page of
 * the sitemap (178 today): every page's own policy and hashes over HTTP, and no violation on the load of the first
 * page of each template (in the sample's seeded order) in the browser, whoever serves the build. A random sample
 * instead, for a large build (tests/build-variant.test.ts does that for the 1,000-question library):
 *   CSP_SAMPLE_SIZE=50 CSP_SAMPLE_SEED=12345 CSP_SAMPLE_PREFIX=/questions/ npx playwright test e2e/http/page-policies.spec.ts
 * (every sitemap path, seed 39, by default; the seed and the paths are printed).
 */

const csp = 'content-security-policy';
const marker = workerMarker[0].toLowerCase();

async function headersOf(request: APIRequestContext, path: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await request.fetch(path, { method, maxRedirects: 0 });
  const all = response.headersArray();
  return { status: response.status(), values: (name: string) => all.filter((header) => header.name.toLowerCase() === name).map((header) => header.value) };
}

test('the build stays within Cloudflare’s limits for _headers, _routes.json and the worker', () => {
  skipWhenDeployed(localOnly.outDir);
  const limits = checkHeaderLimits('out');
  test.info().annotations.push({ type: 'limits', description: describeHeaderLimits(limits) });
  expect(limits.problems).toEqual([]);
});

test('the worker runs on pages and unknown paths, and never on assets, payloads or the search index', async ({ request }) => {
  const home = await request.get('/');
  const asset = (await home.text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset, 'Home names a /_next/static script').toBeTruthy();
  const fallback = (await headersOf(request, '/no-such-page')).values(csp);
  for (const path of [asset!, searchIndexScript, '/features.txt', '/sitemap.xml', '/robots.txt', '/og-image.png', practiceQuestionsPath]) {
    const { status, values } = await headersOf(request, path);
    expect(status, path).toBe(200);
    expect(values(marker), path).toEqual([]);
    // The `_headers` fallback: 404.html's policy, once.
    expect(values(csp), path).toEqual(fallback);
  }
  for (const [path, status] of [['/', 200], ['/features', 200], ['/no-such-page', 404], ['/questions/no-such-question', 404]] as const) {
    const { status: answered, values } = await headersOf(request, path);
    expect(answered, path).toBe(status);
    expect(values(marker), path).toEqual([workerMarker[1]]);
    // Replaced, not added: one header, one policy.
    expect(values(csp), path).toHaveLength(1);
    expect(values(csp)[0], path).not.toContain(',');
    if (status === 200) expect(values(csp), path).not.toEqual(fallback);
    else expect(values(csp), path).toEqual(fallback);
  }
});

test('a page’s policy whichever way it is asked for: HEAD, a percent-encoded path; its redirects and 404s keep the fallback', async ({ request }) => {
  const page = (await headersOf(request, '/features')).values(csp);
  expect((await headersOf(request, '/features', 'HEAD')).values(csp)).toEqual(page);
  const encoded = await headersOf(request, '/fe%61tures');
  if (servedHome().home === 'workers') {
    // Workers static assets redirects an encoded path to its decoded form, where the page gets its own policy.
    expect(encoded.status).toBe(cleanUrlRedirectStatus('workers'));
    expect(encoded.values('location')).toEqual(['/features']);
  } else {
    expect(encoded.status).toBe(200);
    expect(encoded.values(csp)).toEqual(page);
  }
  // The clean-URL redirects lead to the page itself, which gets its own policy there (Pages: 308, Workers: 307).
  for (const path of ['/features/', '/features.html']) expect((await headersOf(request, path)).status, path).toBe(cleanUrlRedirectStatus(servedHome().home));
  const fallback = (await headersOf(request, '/no-such-page')).values(csp);
  for (const path of ['/Features', '/features/extra']) {
    const { status, values } = await headersOf(request, path);
    expect(status, path).toBe(404);
    expect(values(csp), path).toEqual(fallback);
  }
});

test('every page of the sitemap (or a seeded sample): its own policy, its scripts’ hashes exactly, no violation on load', async ({ page, request }) => {
  const seed = Number(process.env.CSP_SAMPLE_SEED?.trim() || 39);
  const size = Number(process.env.CSP_SAMPLE_SIZE?.trim() || Number.MAX_SAFE_INTEGER);
  const prefix = process.env.CSP_SAMPLE_PREFIX?.trim() || '/';
  expect(Number.isInteger(seed) && Number.isInteger(size) && size > 0, 'CSP_SAMPLE_SEED and CSP_SAMPLE_SIZE are integers').toBe(true);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname.replace(/(.)\/$/, '$1'))
    .filter((path) => path.startsWith(prefix));
  expect(paths.length, `sitemap paths under ${prefix}`).toBeGreaterThan(0);
  const sample = samplePaths(paths, size, seed);
  const line = `CSP sample: seed ${seed}, ${sample.length} of ${paths.length} sitemap paths under ${prefix}: ${sample.join(' ')}`;
  console.log(line);
  test.info().annotations.push({ type: 'csp-sample', description: line });
  test.setTimeout(30_000 + sample.length * 3_000);
  // Every path's headers and HTML are checked over HTTP, and the first page of each template in the sample's order is
  // loaded in the browser: what a browser makes of a page is its HTML and its headers, which the HTTP checks prove to
  // be that path's own (its policy lists exactly its inline scripts' hashes), and a template's pages run the same
  // scripts (budget.spec.ts: every question page names the first one's). The 20 routes are loaded again, with every
  // check, by every-page.spec.ts.
  const loaded = firstOfEachTemplate(sample);
  // One page, one visit per loaded path: the suite's page fixture fails the test on any violation in any of them. The
  // other paths are read over HTTP, each checked in one list (support/checklist.ts) that fails once with every problem.
  const list = new Checklist();
  /** A browser's Response or a request's APIResponse: the status, the headers as sent, the body. */
  type Answer = { status(): number; headersArray(): { name: string; value: string }[] | Promise<{ name: string; value: string }[]>; text(): Promise<string> };
  const checkHeaders = async (path: string, response: Answer) => {
    list.equal(response.status(), 200, `${path}: status`);
    const policies = (await response.headersArray()).filter((header) => header.name.toLowerCase() === csp).map((header) => header.value);
    list.equal(policies.length, 1, `${path}: Content-Security-Policy headers`);
    list.equal(policyHashes(policies[0] ?? ''), inlineScriptHashes(await response.text()), `${path}: the policy's hashes are its inline scripts'`);
    list.that((policies[0] ?? '').includes("require-trusted-types-for 'script'; trusted-types default"), `${path}: Trusted Types required`);
  };
  for (const path of loaded) {
    await test.step(path, async () => {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response, path).toBeTruthy();
      await checkHeaders(path, response!);
    });
  }
  await eachInPool(
    sample.filter((path) => !loaded.includes(path)),
    async (path) => checkHeaders(path, await request.get(path, { maxRedirects: 0 })),
  );
  list.expectNone(`${sample.length} sitemap paths: each its own policy`);
});

