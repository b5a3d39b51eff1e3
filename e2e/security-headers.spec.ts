import type { APIRequestContext, APIResponse, Page } from './support/test';
import { expect, test } from './support/shared-page';
import { config } from '../lib/config';
import { competencyKey, questionRoleKey, routes } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { practiceQuestionsPath } from '../lib/practice/question-link';
import { searchIndexDir, searchIndexScript } from '../lib/search';
import { routeEntries } from './support/pages';
import { waitForHydration } from './support/hydration';
import { promisedHeaderNames } from '../build/site-headers';
import { inlineScriptHashes } from '../testing/csp-sample';

/**
 * The response headers as served (locally Cloudflare's own runtime, `wrangler pages dev`, with the real out/_headers),
 * checked against what the issues ask for. Hashes are recomputed here from the served HTML (parse5, in Node).
 */

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';
const originOf = (url: string) => new URL(url).origin;
const connectOrigins = [
  ...new Set([config.gatewayUrl, config.contactUrl, ...(config.vitalsUrl ? [config.vitalsUrl] : [])].map(originOf)),
];

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';').map((text) => text.trim()).filter(Boolean)) {
    const [name, ...values] = part.split(/\s+/);
    expect(map.has(name!), `${name} appears once`).toBe(false);
    map.set(name!, values);
  }
  return map;
}

const wasm = "'wasm-unsafe-eval'";

/** script-src's sha256 sources: what follows 'self' and, on a page that runs WebAssembly, 'wasm-unsafe-eval'. */
const scriptHashes = (policy: Map<string, string[]>) => policy.get('script-src')!.filter((source) => source.startsWith("'sha256-")).sort();

/** The policy every page shares, apart from its own script hashes. */
function expectPagePolicy(policy: Map<string, string[]>, { recordsMedia = false, webAssembly = false } = {}) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = policy.get('script-src')!;
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  // Only the page that searches (/search) compiles WebAssembly, the index's reader; no JavaScript eval anywhere.
  expect(scriptSrc.includes(wasm)).toBe(webAssembly);
  expect(scriptSrc.slice(1).filter((source) => source !== wasm && !source.startsWith("'sha256-"))).toEqual([]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  // Only a page that records (/practice) plays media from a blob: URL it made; elsewhere default-src rules.
  expect(policy.get('media-src')).toEqual(recordsMedia ? ["'self'", 'blob:'] : undefined);
  // 'self' for the router's RSC payloads; otherwise only the gateway, the contact endpoint (and vitals).
  expect(policy.get('connect-src')).toEqual(["'self'", ...connectOrigins]);
  expect(policy.get('form-action')).toEqual(["'self'", originOf(config.contactUrl)]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
}

function expectSiteWideHeaders(headers: Record<string, string>, path: string) {
  const hsts = headers['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `HSTS on ${path}`).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toContain('includeSubDomains');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], path).toBe('DENY');
  const features = (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim());
  for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features, path).toContain(`${denied}=()`);
  // Every feature listed is denied to every origin.
  for (const feature of features) expect(feature, path).toMatch(/^[a-z-]+=\(\)$/);
  expect(features.length, path).toBeGreaterThan(15);
}

async function get(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { response, headers: response.headers(), body: await response.text() };
}

/** A /_next/static script that Home loads, as served (no build output needed: works against a deployment too). */
async function servedAsset(request: APIRequestContext): Promise<string> {
  const asset = (await get(request, routes.home.path)).body.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset, 'Home names a /_next/static script').toBeTruthy();
  return asset!;
}

/**
 * The path of one RSC segment payload of `target` (a file under its folder, named by Next), as the router asks for it:
 * pointing at a link to `target` on `from` prefetches them.
 */
async function prefetchedSegment(page: Page, from: string, target: string): Promise<string> {
  await page.goto(from);
  await waitForHydration(page);
  const prefetch = page.waitForRequest((request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith(`${target}/`) && pathname.endsWith('.txt');
  });
  await page.locator(`a[href="${target}"]:visible`).first().hover();
  return new URL((await prefetch).url()).pathname;
}

// An HTML parser in Node (parse5, the standard's parsing algorithm) reads the scripts: no browser needed for what a
// header says. That the browser runs every page under its policy is page-headers.spec.ts's sweep and every-page's.
// One test, a step per route (a failure names its route): until 2026-11-29 a test per route, 177 tests whose own
// setup (a request context, the site's liveness probe) cost more than their requests.
test(`every route: one CSP header with exactly this page's inline-script hashes`, async ({ request }) => {
  for (const [, route] of routeEntries) {
    await test.step(route.path, async () => {
      const { response, headers, body } = await get(request, route.path);
      expect(response.status(), route.path).toBe(200);
      const header = headers['content-security-policy']!;
      // Two rules setting it would arrive joined by ", ": both would be enforced.
      expect(header, route.path).not.toContain(',');
      const policy = directives(header);
      expectPagePolicy(policy, { recordsMedia: 'allow' in route, webAssembly: 'webAssembly' in route });
      const hashes = inlineScriptHashes(body);
      expect(hashes.length, route.path).toBeGreaterThan(0);
      expect(scriptHashes(policy), route.path).toEqual(hashes);
      expect(headers['cache-control'], route.path).toBe(revalidate);
    });
  }
});

test('/ and /features: site-wide security headers and HTML revalidation', async ({ request }) => {
  for (const path of [routes.home.path, routes.features.path]) {
    const { headers } = await get(request, path);
    expectSiteWideHeaders(headers, path);
    expect(headers['cache-control'], path).toBe(revalidate);
    expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
  }
});

test('Permissions-Policy: camera and microphone granted to the page itself on routes that ask, denied everywhere else', async ({ request }) => {
  const probes = [...routeEntries.map(([, route]) => route), { path: '/no-such-page' }, { path: '/practice.txt' }];
  for (const route of probes) {
    const { headers } = await get(request, route.path);
    // One header, one entry per feature: a route that asks detaches the site-wide value and sends its own.
    const entries = (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim());
    const allowed: readonly string[] = ('allow' in route ? route.allow : undefined) ?? [];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'] as const) {
      const expected = allowed.includes(feature) ? `${feature}=(self)` : `${feature}=()`;
      expect(entries.filter((entry) => entry.startsWith(`${feature}=`)), route.path).toEqual([expected]);
    }
    expect(entries.filter((entry) => !/=\(\)$/.test(entry)), route.path).toEqual(allowed.map((feature) => `${feature}=(self)`));
  }
  expect(routes.practice.allow).toEqual(['camera', 'microphone']);
});

test('WebAssembly is allowed on /search alone: not on other pages, unknown paths, payloads or the index files', async ({ request }) => {
  const searchRoutes = routeEntries.filter(([, route]) => 'webAssembly' in route).map(([, route]) => route.path);
  expect(searchRoutes).toEqual([routes.search.path]);
  const probes = [...routeEntries.map(([, route]) => route.path), '/search.txt', searchIndexScript, `/${searchIndexDir}/pagefind-entry.json`, '/no-such-page'];
  for (const path of probes) {
    const { response, headers } = await get(request, path);
    expect(response.status(), path).toBeLessThan(path === '/no-such-page' ? 500 : 300);
    const policy = headers['content-security-policy']!;
    expect(policy.includes(wasm), path).toBe(path === routes.search.path);
    expect(policy, path).not.toContain('unsafe-inline');
  }
  // The index's files revalidate, like every file whose name carries no content hash.
  expect((await get(request, searchIndexScript)).headers['cache-control']).toBe(revalidate);
});

test('a /_next/static file: immutable for a year, and the one site-wide policy', async ({ request }) => {
  const asset = await servedAsset(request);
  const { response, headers } = await get(request, asset);
  expect(response.status()).toBe(200);
  expect(headers['cache-control']).toBe(immutable);
  expect(headers['content-type']).toContain('javascript');
  expect(headers['content-security-policy']).toBe((await get(request, '/no-such-page')).headers['content-security-policy']);
  expectSiteWideHeaders(headers, asset);
});

for (const path of ['/no-such-page', '/a/b/c']) {
  test(`an unknown path (${path}): 404.html with one CSP header of its own hashes, framing refused, not cached forever`, async ({ request }) => {
    const { response, headers, body } = await get(request, path);
    expect(response.status()).toBe(404);
    expectSiteWideHeaders(headers, path);
    expect(headers['cache-control'] ?? '').not.toContain('immutable');
    const header = headers['content-security-policy']!;
    expect(header).not.toContain(',');
    const policy = directives(header);
    expectPagePolicy(policy);
    expect(scriptHashes(policy)).toEqual(inlineScriptHashes(body));
    // The exported HTML is Next's own: no policy was written into it.
    expect(body).not.toContain('http-equiv="Content-Security-Policy"');
  });
}

test('RSC payloads, sitemap, robots and brand files revalidate; RSC payloads are not indexed', async ({ page, request }) => {
  const segment = await prefetchedSegment(page, routes.home.path, routes.features.path);
  for (const path of ['/index.txt', '/features.txt', segment]) {
    const { response, headers } = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(headers['cache-control'], path).toBe(revalidate);
    expect(headers['x-robots-tag'], path).toBe('noindex');
  }
  for (const path of ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/icon.svg', '/og-image.png']) {
    const { response, headers } = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(headers['cache-control'], path).toBe(revalidate);
    expect(headers['x-robots-tag'], path).toBeUndefined();
  }
});

test('the question library: its pages are indexed, its RSC payloads are not, its JSON revalidates', async ({ page, request }) => {
  const role = questionRoles[0]!;
  const rolePath = routes[questionRoleKey(role.slug)]!.path;
  const nested = await prefetchedSegment(page, routes.questions.path, rolePath);
  for (const path of [routes.questions.path, rolePath, routes[competencyKey(competencies[0]!.id)]!.path]) {
    const { response, headers } = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(headers['x-robots-tag'], path).toBeUndefined();
    expect(headers['cache-control'], path).toBe(revalidate);
  }
  for (const path of ['/questions.txt', `${rolePath}.txt`, nested]) {
    const { response, headers } = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(headers['cache-control'], path).toBe(revalidate);
    expect(headers['x-robots-tag'], path).toBe('noindex');
  }
  const { response, headers } = await get(request, practiceQuestionsPath);
  expect(response.status()).toBe(200);
  expect(headers['content-type']).toContain('application/json');
  expect(headers['cache-control']).toBe(revalidate);
});

test("Next's /_not-found export is gone: that path is unknown like any other", async ({ request }) => {
  expect((await request.get('/_not-found')).status()).toBe(404);
});

/** Each promised header's values on one response: every one of them must be there exactly once. */
function promisedValues(response: APIResponse, path: string) {
  const all = response.headersArray();
  const values = (name: string) => all.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((header) => header.value);
  for (const name of promisedHeaderNames) {
    const sent = values(name);
    expect(sent, `${name} exactly once on ${path} (${response.status()})`).toHaveLength(1);
    // Two rules, or a rule and the worker, setting it would arrive joined by ", ".
    if (name !== 'Permissions-Policy') expect(sent[0], `${name} on ${path}: one value, not a joined pair`).not.toMatch(/, (default-src|max-age|nosniff|DENY|same-origin|strict-origin)/);
  }
  return values;
}

test('every sitemap route and an unknown path, by GET, HEAD and a revalidating GET (304): every promised header exactly once', async ({ request }) => {
  // About 540 requests: four at a time, and room for a loaded 2-core machine.
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname.replace(/(.)\/$/, '$1'));
  expect(paths.length).toBe(routeEntries.length);
  const granted = new Set<string>(routeEntries.filter(([, route]) => 'allow' in route).map(([, route]) => route.path));
  expect([...granted]).toEqual([routes.practice.path]);
  let revalidated = 0;
  const queue: (readonly [string, number])[] = [...paths.map((path) => [path, 200] as const), ['/no-such-page/at/all', 404] as const];
  const check = async ([path, status]: readonly [string, number]) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const values = promisedValues(response, path);
    const csp = values('content-security-policy');
    expect(Number(/max-age=(\d+)/.exec(values('strict-transport-security')[0] ?? '')?.[1]), `HSTS on ${path}`).toBeGreaterThanOrEqual(31_536_000);
    expect(csp[0], path).toContain("frame-ancestors 'none'");
    expect(values('x-frame-options'), path).toEqual(['DENY']);
    expect(values('cross-origin-opener-policy'), path).toEqual(['same-origin']);
    expect(values('x-content-type-options'), path).toEqual(['nosniff']);
    expect(values('referrer-policy'), path).toEqual(['strict-origin-when-cross-origin']);
    const entries = values('permissions-policy')[0]!.split(',').map((entry) => entry.trim());
    const device = granted.has(path) ? '(self)' : '()';
    expect(entries.filter((entry) => /^(camera|microphone)=/.test(entry)).sort(), path).toEqual([`camera=${device}`, `microphone=${device}`]);
    // HEAD: the same headers, no body.
    const head = await request.fetch(path, { method: 'HEAD' });
    expect(head.status(), `HEAD ${path}`).toBe(status);
    const headValues = promisedValues(head, `HEAD ${path}`);
    for (const name of promisedHeaderNames) expect(headValues(name), `HEAD ${path}: ${name}`).toEqual(values(name));
    // A browser revalidating its copy of a page: 304, which refreshes the cached headers, so it carries them all too.
    const etag = response.headers().etag;
    if (status === 200 && etag) {
      const notModified = await request.get(path, { headers: { 'If-None-Match': etag } });
      expect(notModified.status(), `revalidated ${path}`).toBe(304);
      const refreshed = promisedValues(notModified, `304 ${path}`);
      for (const name of promisedHeaderNames) expect(refreshed(name), `304 ${path}: ${name}`).toEqual(values(name));
      revalidated += 1;
    }
  };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await check(next);
    }),
  );
  // Every page is revalidated (the asset server sends an ETag for each).
  expect(revalidated).toBe(paths.length);
});
