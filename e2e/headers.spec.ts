import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { headersForPath, parseHeadersFile } from '../build/headers-file';
import { searchIndexScript } from '../lib/search';
import { localOnly, skipWhenDeployed } from './support/deployment';

/**
 * The site is served by Cloudflare's own runtime (`wrangler pages dev`, serve/pages-dev.ts). These check
 * that what it sends is what our reading of out/_headers (build/headers-file.ts, which postbuild's checks
 * use) says it sends: if Cloudflare read the file differently, as it did two `/*` blocks, this fails.
 */
test('Cloudflare’s runtime sends exactly the headers our model of out/_headers predicts', async ({ request }) => {
  skipWhenDeployed(localOnly.outDir);
  const rules = parseHeadersFile(readFileSync('out/_headers', 'utf8'));
  const asset = readFileSync('out/index.html', 'utf8').match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  for (const path of ['/', '/features', '/practice', '/search', '/features.txt', searchIndexScript, '/sitemap.xml', asset!, '/no-such-page']) {
    const response = await request.get(path);
    const expected = headersForPath(rules, path.split('?')[0]!);
    expect(expected.size, path).toBeGreaterThan(5);
    for (const { name, value } of expected.values()) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  }
});

test('the host config file itself is never served', async ({ request }) => {
  const response = await request.get('/_headers');
  // Cloudflare Pages does not upload it; wrangler's local server answers 502 for it. Either way, not the file.
  expect(response.status()).not.toBe(200);
  expect(await response.text()).not.toContain('Content-Security-Policy');
});

test('pages are compressed and typed', async ({ request }) => {
  const response = await request.get('/features', { headers: { 'Accept-Encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect((await request.get('/sitemap.xml')).headers()['content-type']).toContain('xml');
  expect((await request.get('/robots.txt')).headers()['content-type']).toContain('text/plain');
});

test('clean URLs: /features.html and /features/ redirect to /features', async ({ request }) => {
  for (const path of ['/features.html', '/features/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe('/features');
  }
});
