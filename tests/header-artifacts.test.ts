import { expect, test } from '@playwright/test';
import { headerArtifacts, isRscPayload } from '../build/header-artifacts';
import { headerDifferences, headersWithoutWorkerRules, pathsWithRules } from '../build/documented-headers';
import { headersForPath, parseHeadersFile } from '../build/headers-file';
import { mergeRuleSpecs, renderHeadersFile } from '../build/security-headers';
import { permissionsPolicy, promisedHeaderNames, siteWideHeaders } from '../build/site-headers';
import { pageHeaders } from '../edge/page-headers';

/**
 * out/_headers and the worker's manifest come from one source (build/header-artifacts.ts). Wherever both apply (a
 * page or an unknown path on a host that applies `_headers` as wrangler does, then runs the worker), they must not
 * disagree: the site-wide headers are the same, an unknown path gets the same 404.html policy from both, and on a
 * page the worker changes only what is the page's own (its policy, its Permissions-Policy grant, its caching).
 */
const digest = (seed: string) => Buffer.from(seed.padEnd(32, '.')).toString('base64');
const shared = ['a', 'b', 'c'].map(digest);
const input = {
  pages: [
    { path: '/', hashes: [...shared, digest('home')] },
    { path: '/features', hashes: [...shared, digest('features')] },
    { path: '/practice', hashes: [...shared, digest('practice')], allow: ['camera', 'microphone'] },
    { path: '/search', hashes: [...shared, digest('search')], webAssembly: true },
  ],
  notFoundHashes: [...shared, digest('404')],
  textFiles: ['/index.txt', '/features.txt', '/robots.txt', '/.well-known/security.txt'],
};
const reportingCases = [
  { label: 'without reporting', reporting: { siteUrl: 'http://localhost:3000' } },
  { label: 'with the Reporting API', reporting: { siteUrl: 'https://www.example', cspReportUrl: 'https://reports.example/csp' } },
];

for (const { label, reporting } of reportingCases) {
  test(`_headers and the worker agree on every path both cover (${label})`, () => {
    const { rules, manifest } = headerArtifacts({ ...input, reporting });
    const parsed = parseHeadersFile(renderHeadersFile(mergeRuleSpecs([], rules)));
    const own = new Set(['content-security-policy', 'permissions-policy', 'cache-control']);
    const unknown = ['/no-such-page', '/a/b/c', '/features/extra'];
    for (const [path, status] of [...input.pages.map((page) => [page.path, 200] as const), ...unknown.map((path) => [path, 404] as const)]) {
      const fromFile = headersForPath(parsed, path);
      const fromWorker = new Map(pageHeaders(manifest, path, status).map(([name, value]) => [name.toLowerCase(), value]));
      // The worker sends the whole promised set itself, whatever _headers says.
      for (const name of promisedHeaderNames) expect(fromWorker.has(name.toLowerCase()), `${name} from the worker on ${path}`).toBe(true);
      for (const [name, { value }] of fromFile) {
        if (!fromWorker.has(name)) continue;
        // An unknown path's answer is 404.html's from both; a page's own headers are the worker's to set.
        if (status === 200 && own.has(name)) continue;
        expect(fromWorker.get(name), `${name} on ${path}`).toBe(value);
      }
      // Every site-wide header is in both, with one value.
      for (const [name, value] of siteWideHeaders) {
        if (status === 200 && own.has(name.toLowerCase())) continue;
        expect(fromFile.get(name.toLowerCase())?.value, `${name} in _headers for ${path}`).toBe(value);
        expect(fromWorker.get(name.toLowerCase()), `${name} from the worker on ${path}`).toBe(value);
      }
    }
    // On the pages, what differs is exactly each page's own: its policy's hashes and features, its grant.
    const practice = new Map(pageHeaders(manifest, '/practice', 200));
    expect(practice.get('Permissions-Policy')).toBe(permissionsPolicy(['camera', 'microphone']));
    expect(practice.get('Content-Security-Policy')).toContain("media-src 'self' blob:");
    expect(new Map(pageHeaders(manifest, '/search', 200)).get('Content-Security-Policy')).toContain("'wasm-unsafe-eval'");
    expect(new Map(pageHeaders(manifest, '/features', 200)).get('Content-Security-Policy')).toContain(`'sha256-${digest('features')}'`);
    expect(new Map(pageHeaders(manifest, '/features', 200)).get('Content-Security-Policy')).not.toContain(`'sha256-${digest('404')}'`);
  });
}

test('_headers: noindex on RSC payloads only, immutable caching on hashed assets only', () => {
  const parsed = parseHeadersFile(renderHeadersFile(mergeRuleSpecs([], headerArtifacts(input).rules)));
  for (const file of input.textFiles) expect(headersForPath(parsed, file).has('x-robots-tag'), file).toBe(isRscPayload(file));
  expect(headersForPath(parsed, '/_next/static/chunks/a.js').get('cache-control')?.value).toBe('public, max-age=31536000, immutable');
  expect(headersForPath(parsed, '/features').get('cache-control')?.value).toBe('public, max-age=0, must-revalidate');
});

test('the documented-production copy of _headers: no rule reaches a worker path, every file keeps exactly its headers', () => {
  const text = renderHeadersFile(mergeRuleSpecs([], headerArtifacts(input).rules));
  const routes = { version: 1 as const, include: ['/*'], exclude: ['/_next/static/*', '/pagefind/*', '/*.json', '/*.png', '/*.txt'] };
  const stripped = headersWithoutWorkerRules(text, routes);
  expect(pathsWithRules(stripped, ['/', '/features', '/practice', '/no-such-page', '/a/b/c', '/features/'])).toEqual([]);
  const files = ['/_next/static/chunks/a.js', '/_next/static/media/logo.png', '/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/questions.json', '/og-image.png', '/index.txt', '/robots.txt', '/.well-known/security.txt'];
  expect(headerDifferences(text, stripped, files)).toEqual([]);
  // A file two re-aimed rules match still gets each header once, with the later rule's value.
  const parsed = parseHeadersFile(stripped);
  expect(headersForPath(parsed, '/pagefind/pagefind-entry.json').get('content-security-policy')?.value).not.toContain(', ');
  expect(headersForPath(parsed, '/_next/static/media/logo.png').get('cache-control')?.value).toBe('public, max-age=31536000, immutable');
  // Taking the site-wide rule away entirely would be caught: every file must keep what it had.
  expect(headerDifferences(text, '/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n', files).length).toBe(files.length);
});
