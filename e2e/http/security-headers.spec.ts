import { expect, test, type APIRequestContext, type APIResponse, type Page } from '../support/test';
import { Checklist } from '../support/checklist';
import { eachInPool } from '../support/pool';
import { config } from '../../lib/config';
import { competencyKey, questionRoleKey, routes } from '../../content/routes';
import { questionRoles } from '../../content/questions';
import { competencies } from '../../content/questions/competencies';
import { mockInterviewHref } from '../../content/questions/library';
import { practiceQuestionsPath } from '../../lib/practice/question-link';
import { searchIndexDir, searchIndexScript } from '../../lib/search';
import { routeEntries } from '../support/pages';
import { waitForHydration } from '../support/hydration';
import { promisedHeaderNames } from '../../build/site-headers';
import { inlineScriptHashes } from '../../testing/csp-sample';

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
/** The policy of a page (`label` names it): checked in `list`, or asserted at once without one. */
function expectPagePolicy(policy: Map<string, string[]>, { recordsMedia = false, webAssembly = false } = {}, label = 'the page', list?: Checklist) {
  const checks = list ?? new Checklist();
  checks.equal(policy.get('default-src'), ["'self'"], `${label}: default-src`);
  const scriptSrc = policy.get('script-src') ?? [];
  checks.equal(scriptSrc[0], "'self'", `${label}: script-src starts with 'self'`);
  checks.that(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), `${label}: script-src without 'unsafe-inline' or 'unsafe-eval'`);
  // Only the page that searches (/search) compiles WebAssembly, the index's reader; no JavaScript eval anywhere.
  checks.equal(scriptSrc.includes(wasm), webAssembly, `${label}: script-src allows WebAssembly`);
  checks.equal(scriptSrc.slice(1).filter((source) => source !== wasm && !source.startsWith("'sha256-")), [], `${label}: script-src sources beyond 'self', hashes and WebAssembly`);
  checks.equal(policy.get('style-src'), ["'self'"], `${label}: style-src`);
  checks.equal(policy.get('img-src'), ["'self'", 'data:'], `${label}: img-src`);
  // Only a page that records (/practice) plays media from a blob: URL it made; elsewhere default-src rules.
  checks.equal(policy.get('media-src'), recordsMedia ? ["'self'", 'blob:'] : undefined, `${label}: media-src`);
  // 'self' for the router's RSC payloads; otherwise only the gateway, the contact endpoint (and vitals).
  checks.equal(policy.get('connect-src'), ["'self'", ...connectOrigins], `${label}: connect-src`);
  checks.equal(policy.get('form-action'), ["'self'", originOf(config.contactUrl)], `${label}: form-action`);
  checks.equal(policy.get('base-uri'), ["'self'"], `${label}: base-uri`);
  checks.equal(policy.get('object-src'), ["'none'"], `${label}: object-src`);
  checks.equal(policy.get('frame-ancestors'), ["'none'"], `${label}: frame-ancestors`);
  if (!list) checks.expectNone(`the policy of ${label}`);
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
// header says. That the browser runs every page under its policy is http/page-policies.spec.ts's sweep and every-page's.
// One test, a step per route (a failure names its route): a test per route would spend more on its own setup (a
// request context) than on its requests.
test(`every route: one CSP header with exactly this page's inline-script hashes`, async ({ request }) => {
  const list = new Checklist();
  // Four requests at a time, as the header sweep below.
  await eachInPool(routeEntries, async ([, route]) => {
    const { response, headers, body } = await get(request, route.path);
    list.equal(response.status(), 200, `${route.path}: status`);
    const header = headers['content-security-policy'] ?? '';
    // Two rules setting it would arrive joined by ", ": both would be enforced.
    list.that(header !== '' && !header.includes(','), `${route.path}: one Content-Security-Policy, not none or a joined pair`);
    const policy = directives(header);
    expectPagePolicy(policy, { recordsMedia: 'allow' in route, webAssembly: 'webAssembly' in route }, route.path, list);
    const hashes = inlineScriptHashes(body);
    list.that(hashes.length > 0, `${route.path}: inline scripts`);
    list.equal(scriptHashes(policy), hashes, `${route.path}: the policy's hashes are its inline scripts'`);
    list.equal(headers['cache-control'], revalidate, `${route.path}: Cache-Control`);
  });
  list.expectNone(`the policies of ${routeEntries.length} routes`);
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
  const probes: { path: string; allow?: readonly string[] }[] = [...routeEntries.map(([, route]) => route), { path: '/no-such-page' }, { path: '/practice.txt' }];
  const list = new Checklist();
  await eachInPool(probes, async (route) => {
    const { headers } = await get(request, route.path);
    // One header, one entry per feature: a route that asks detaches the site-wide value and sends its own.
    const entries = (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim());
    const allowed: readonly string[] = route.allow ?? [];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'] as const) {
      const expected = allowed.includes(feature) ? `${feature}=(self)` : `${feature}=()`;
      list.equal(entries.filter((entry) => entry.startsWith(`${feature}=`)), [expected], `${route.path}: ${feature}`);
    }
    list.equal(entries.filter((entry) => !/=\(\)$/.test(entry)), allowed.map((feature) => `${feature}=(self)`), `${route.path}: features granted`);
  });
  list.expectNone(`Permissions-Policy on ${probes.length} paths`);
  expect(routes.practice.allow).toEqual(['camera', 'microphone']);
});

test('WebAssembly is allowed on /search alone: not on other pages, unknown paths, payloads or the index files', async ({ request }) => {
  const searchRoutes = routeEntries.filter(([, route]) => 'webAssembly' in route).map(([, route]) => route.path);
  expect(searchRoutes).toEqual([routes.search.path]);
  const probes = [...routeEntries.map(([, route]) => route.path), '/search.txt', searchIndexScript, `/${searchIndexDir}/pagefind-entry.json`, '/no-such-page'];
  const list = new Checklist();
  await eachInPool(probes, async (path) => {
    const { response, headers } = await get(request, path);
    list.that(response.status() < (path === '/no-such-page' ? 500 : 300), `${path}: status ${response.status()}`);
    const policy = headers['content-security-policy'] ?? '';
    list.equal(policy.includes(wasm), path === routes.search.path, `${path}: allows WebAssembly`);
    list.that(!policy.includes('unsafe-inline'), `${path}: no 'unsafe-inline'`);
  });
  list.expectNone(`the policies of ${probes.length} paths`);
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

/** Each promised header's values on one response: every one of them must be there exactly once (checked in `list`). */
function promisedValues(response: APIResponse, path: string, list: Checklist) {
  const all = response.headersArray();
  const values = (name: string) => all.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((header) => header.value);
  for (const name of promisedHeaderNames) {
    const sent = values(name);
    list.equal(sent.length, 1, `${name} exactly once on ${path} (${response.status()})`);
    // Two rules, or a rule and the worker, setting it would arrive joined by ", ".
    if (name !== 'Permissions-Policy') {
      list.that(!/, (default-src|max-age|nosniff|DENY|same-origin|strict-origin)/.test(sent[0] ?? ''), `${name} on ${path}: one value, not a joined pair`);
    }
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
  // /practice and each role's mock interview use the camera and microphone; no other page may.
  expect([...granted]).toEqual([routes.practice.path, ...questionRoles.map((role) => mockInterviewHref(role))]);
  let revalidated = 0;
  const list = new Checklist();
  const queue: (readonly [string, number])[] = [...paths.map((path) => [path, 200] as const), ['/no-such-page/at/all', 404] as const];
  const check = async ([path, status]: readonly [string, number]) => {
    const response = await request.get(path);
    list.equal(response.status(), status, `${path}: status`);
    const values = promisedValues(response, path, list);
    const csp = values('content-security-policy');
    list.that(Number(/max-age=(\d+)/.exec(values('strict-transport-security')[0] ?? '')?.[1]) >= 31_536_000, `HSTS on ${path}: max-age of a year or more`);
    list.that((csp[0] ?? '').includes("frame-ancestors 'none'"), `${path}: frame-ancestors 'none'`);
    list.equal(values('x-frame-options'), ['DENY'], `${path}: X-Frame-Options`);
    list.equal(values('cross-origin-opener-policy'), ['same-origin'], `${path}: Cross-Origin-Opener-Policy`);
    list.equal(values('x-content-type-options'), ['nosniff'], `${path}: X-Content-Type-Options`);
    list.equal(values('referrer-policy'), ['strict-origin-when-cross-origin'], `${path}: Referrer-Policy`);
    const entries = (values('permissions-policy')[0] ?? '').split(',').map((entry) => entry.trim());
    const device = granted.has(path) ? '(self)' : '()';
    list.equal(entries.filter((entry) => /^(camera|microphone)=/.test(entry)).sort(), [`camera=${device}`, `microphone=${device}`], `${path}: camera and microphone`);
    // HEAD: the same headers, no body.
    const head = await request.fetch(path, { method: 'HEAD' });
    list.equal(head.status(), status, `HEAD ${path}: status`);
    const headValues = promisedValues(head, `HEAD ${path}`, list);
    for (const name of promisedHeaderNames) list.equal(headValues(name), values(name), `HEAD ${path}: ${name}`);
    // A browser revalidating its copy of a page: 304, which refreshes the cached headers, so it carries them all too.
    const etag = response.headers().etag;
    if (status === 200 && etag) {
      const notModified = await request.get(path, { headers: { 'If-None-Match': etag } });
      list.equal(notModified.status(), 304, `revalidated ${path}: status`);
      const refreshed = promisedValues(notModified, `304 ${path}`, list);
      for (const name of promisedHeaderNames) list.equal(refreshed(name), values(name), `304 ${path}: ${name}`);
      revalidated += 1;
    }
  };
  await eachInPool(queue, check);
  list.expectNone(`the headers of ${paths.length + 1} paths, by GET, HEAD and a revalidating GET`);
  // Every page is revalidated (the asset server sends an ETag for each).
  expect(revalidated).toBe(paths.length);
});
