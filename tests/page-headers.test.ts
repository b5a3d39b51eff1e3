import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPagesWorker, type PagesAssetsEnv } from '../edge/cloudflare-worker';
import { buildPageHeadersManifest, hashesSlot, pageHeaders, type PageHeaderEntry } from '../edge/page-headers';
import { checkHeaderLimits } from '../build/header-limits';
import { readWorkerManifest, routesJson, routesJsonProblems, routesRuleMatches, writeWorker } from '../build/worker-bundle';
import { contentSecurityPolicy } from '../build/security-headers';

const csp = 'Content-Security-Policy';
const shared = ['c2hhcmVkLTE=', 'c2hhcmVkLTI='];
const entries: PageHeaderEntry[] = [
  { path: '/', headers: [[csp, contentSecurityPolicy([hashesSlot])]], hashes: [...shared, 'aG9tZQ=='] },
  { path: '/features', headers: [[csp, contentSecurityPolicy([hashesSlot])]], hashes: [...shared, 'ZmVhdHVyZXM='] },
  {
    path: '/practice',
    headers: [[csp, contentSecurityPolicy([hashesSlot], { recordsMedia: true })], ['Permissions-Policy', 'camera=(self)']],
    hashes: [...shared, 'cHJhY3RpY2U=', 'cHJhY3RpY2U='],
  },
];
const sources = (hashes: readonly string[]) => hashes.map((hash) => `'sha256-${hash}'`);
const siteWide: [string, string][] = [
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=()'],
];
const fallback = { headers: [[csp, contentSecurityPolicy([hashesSlot])]] as [string, string][], hashes: ['NDA0'] };
const manifestOf = (pages: readonly PageHeaderEntry[]) => buildPageHeadersManifest(pages, siteWide, fallback);
const fallbackPolicy = contentSecurityPolicy(sources(['NDA0']));

test('the manifest stores each hash and each profile once, and gives every page the site-wide set and its own headers', () => {
  const manifest = manifestOf(entries);
  expect(manifest.hashes).toEqual([...shared, 'aG9tZQ==', 'ZmVhdHVyZXM=', 'cHJhY3RpY2U=', 'NDA0']);
  expect(manifest.profiles).toHaveLength(2);
  expect(pageHeaders(manifest, '/', 200)).toEqual([...siteWide, [csp, contentSecurityPolicy(sources([...shared, 'aG9tZQ==']))]]);
  expect(pageHeaders(manifest, '/features', 200)).toEqual([...siteWide, [csp, contentSecurityPolicy(sources([...shared, 'ZmVhdHVyZXM=']))]]);
  // A repeated script is listed once; a page's own header replaces the site-wide one of the same name, in its place.
  expect(pageHeaders(manifest, '/practice', 200)).toEqual([
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(self)'],
    [csp, contentSecurityPolicy(sources([...shared, 'cHJhY3RpY2U=']), { recordsMedia: true })],
  ]);
  expect(() => manifestOf([...entries, entries[0]!])).toThrow(/\/ twice/);
  expect(() => manifestOf([{ ...entries[0]!, hashes: [] }])).toThrow(/no script hashes/);
});

test('a page of the manifest answered with anything but 404 gets its own headers; everything else the site-wide set and 404.html’s policy', () => {
  const manifest = manifestOf(entries);
  const own = pageHeaders(manifest, '/features', 200);
  // HEAD answers and 304s that refresh a cached page carry the page's policy too.
  expect(pageHeaders(manifest, '/features', 304)).toEqual(own);
  const notFound = [...siteWide, [csp, fallbackPolicy]];
  expect(pageHeaders(manifest, '/features', 404)).toEqual(notFound);
  for (const unknown of ['/nope', '/features/', '/features.html', '/Features', '/__proto__', '/constructor', '/features/x', '/%E0%A4%A']) {
    for (const status of [200, 308, 404]) expect(pageHeaders(manifest, unknown, status), `${unknown} ${status}`).toEqual(notFound);
  }
  // The asset server decodes the path before it finds the file, so the lookup does too.
  expect(pageHeaders(manifest, '/fe%61tures', 200)).toEqual(own);
  // Every response gets each header once.
  for (const headers of [own, notFound, pageHeaders(manifest, '/practice', 200)]) {
    const names = headers.map(([name]) => name!.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  }
});

function assets(status: number, headers: Record<string, string>): PagesAssetsEnv {
  return { ASSETS: { fetch: async () => new Response(status === 304 ? null : '<html></html>', { status, headers }) } };
}

test('the Cloudflare adapter sets the whole set whether or not the host applied _headers: each header once, the worker’s value', async () => {
  const manifest = manifestOf(entries);
  const worker = createPagesWorker(manifest);
  // As wrangler answers (with _headers applied to the asset response), and as Cloudflare documents production (without).
  const hostHeaders: Record<string, string>[] = [{ [csp]: 'fallback', 'X-Frame-Options': 'SAMEORIGIN', 'Cache-Control': 'no-cache' }, { 'Cache-Control': 'no-cache' }];
  for (const host of hostHeaders) {
    const page = await worker.fetch(new Request('https://site.example/features?x=1'), assets(200, host));
    expect(page.status).toBe(200);
    for (const [name, value] of pageHeaders(manifest, '/features', 200)) expect(page.headers.get(name), name).toBe(value);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(page.headers.get('Server-Timing')).toBe('page-headers');
    expect(await page.text()).toBe('<html></html>');
    const missing = await worker.fetch(new Request('https://site.example/no-such-page'), assets(404, host));
    expect(missing.status).toBe(404);
    expect(missing.headers.get(csp)).toBe(fallbackPolicy);
    expect(missing.headers.get('X-Frame-Options')).toBe('DENY');
    const notModified = await worker.fetch(new Request('https://site.example/'), assets(304, host));
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get(csp)).toContain("'sha256-aG9tZQ=='");
    expect(notModified.headers.get('Permissions-Policy')).toBe('camera=()');
  }
});

test('_routes.json: the asset folders and every extension but .html stay off the worker', () => {
  const routes = routesJson(['/index.html', '/features.txt', '/features/__next._tree.txt', '/og-image.png', '/sitemap.xml', '/pagefind/pagefind.js', '/.well-known/security.txt'], [
    '_next/static',
    'pagefind',
  ]);
  expect(routes).toEqual({ version: 1, include: ['/*'], exclude: ['/_next/static/*', '/pagefind/*', '/*.png', '/*.txt', '/*.xml'] });
  expect(routesJsonProblems(routes, ['/', '/features', '/questions/crew-member'])).toEqual([]);
  // A page whose path ends like a file's extension would lose its own policy: the build refuses it.
  expect(routesJsonProblems(routes, ['/notes.txt'])).toEqual(['_routes.json keeps the page /notes.txt off the worker (/*.txt)']);
  // As wrangler matches: a folder rule takes the folder itself too.
  expect(routesRuleMatches('/pagefind/*', '/pagefind')).toBe(true);
  expect(routesRuleMatches('/*.txt', '/features/__next._tree.txt')).toBe(true);
  expect(routesRuleMatches('/*.txt', '/features')).toBe(false);
  expect(routesJsonProblems({ version: 1, include: [], exclude: [] })).toEqual(['_routes.json has no include rule']);
  const many = { version: 1 as const, include: ['/*'], exclude: Array.from({ length: 100 }, (_, i) => `/p${i}/*`) };
  expect(routesJsonProblems(many)).toEqual(['_routes.json has 101 rules; Cloudflare reads at most 100']);
  expect(routesJsonProblems({ version: 1, include: [`/${'a'.repeat(100)}`], exclude: ['x'] })).toEqual([
    expect.stringMatching(/over 100 characters/),
    '_routes.json rule x does not start with /',
  ]);
});

/** Pages shaped like the site's: four scripts every page shares, three or four of its own, three profiles. */
function syntheticEntries(count: number): PageHeaderEntry[] {
  const digest = (seed: string) => Buffer.from(seed.padEnd(32, '.')).toString('base64');
  return Array.from({ length: count }, (_, i) => ({
    path: `/questions/role-${i % 14}/question-${i}`,
    headers: [[csp, contentSecurityPolicy([hashesSlot], { webAssembly: i % 500 === 1 })]],
    hashes: [...['a', 'b', 'c', 'd'].map(digest), ...Array.from({ length: 3 + (i % 2) }, (_, j) => digest(`${i}-${j}`))],
  }));
}

test('a build of 1,100 pages: the same five _headers rules, and a worker well inside Cloudflare’s size limit', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-headers-'));
  try {
    // Read as an ES module, as out/_worker.js is inside the repository's `"type": "module"`.
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(path.join(dir, '_headers'), '/*\n  Content-Security-Policy: a\n  Permissions-Policy: camera=()\n');
    writeFileSync(path.join(dir, '_routes.json'), JSON.stringify(routesJson([], ['_next/static', 'pagefind'])));
    const manifest = manifestOf(syntheticEntries(1_100));
    await writeWorker(path.join(dir, '_worker.js'), manifest);
    const limits = checkHeaderLimits(dir);
    expect(limits.problems).toEqual([]);
    expect(limits.workerBytes).toBeLessThan(400 * 1024);
    expect(readWorkerManifest(path.join(dir, '_worker.js')).manifest).toEqual(manifest);
    // The bundle is the real artifact: loaded as Cloudflare loads it, it answers a synthetic page with its own hashes.
    const worker = (await import(pathToFileURL(path.join(dir, '_worker.js')).href)).default as ReturnType<typeof createPagesWorker>;
    const response = await worker.fetch(new Request('https://x.example/questions/role-3/question-1011'), assets(200, { [csp]: 'fallback' }));
    expect(response.headers.get(csp)).toBe(new Map(pageHeaders(manifest, '/questions/role-3/question-1011', 200)).get(csp));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
