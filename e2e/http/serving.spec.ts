import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/test';
import { headersForPath, parseHeadersFile } from '../../build/headers-file';
import { hostConfigFiles, type createPagesWorker } from '../../edge/cloudflare-worker';
import { servedHome } from '../support/served-home';
import { cleanUrlRedirectStatus } from '../../testing/cloudflare-homes';
import { searchIndexScript } from '../../lib/search';
import { localOnly, skipWhenDeployed } from '../support/deployment';

/**
 * The site is served by Cloudflare's own runtime (`wrangler pages dev`, serve/pages-dev.ts). These check
 * that what it sends is what our reading of out/_headers (build/headers-file.ts, which postbuild's checks
 * use) says it sends, with out/_worker.js (run here in Node) on top for the paths out/_routes.json gives it: if
 * Cloudflare read the file differently, as it did two `/*` blocks, or applied it after the worker, this fails.
 */
test('Cloudflare’s runtime sends exactly the headers our model of out/_headers and out/_worker.js predicts', async ({ request }) => {
  skipWhenDeployed(localOnly.outDir);
  const rules = parseHeadersFile(readFileSync('out/_headers', 'utf8'));
  const worker = (await import(pathToFileURL(path.resolve('out/_worker.js')).href)).default as ReturnType<typeof createPagesWorker>;
  const asset = readFileSync('out/index.html', 'utf8').match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const pages = ['/', '/features', '/practice', '/search', '/no-such-page'];
  for (const path of [...pages, '/features.txt', searchIndexScript, '/sitemap.xml', asset!]) {
    const response = await request.get(path);
    const modelled = Object.fromEntries([...headersForPath(rules, path.split('?')[0]!).values()].map(({ name, value }) => [name, value]));
    expect(Object.keys(modelled).length, path).toBeGreaterThan(5);
    // What the asset server answers the worker (as modelled), then what the worker makes of it.
    const expected = pages.includes(path)
      ? await worker.fetch(new Request(new URL(path, 'https://x.example')), {
          ASSETS: { fetch: async () => new Response(null, { status: response.status(), headers: modelled }) },
        })
      : new Response(null, { headers: modelled });
    for (const [name, value] of expected.headers) {
      // The asset server's own answer for an unknown path: no-store, whatever _headers says.
      if (name === 'cache-control' && response.status() === 404) continue;
      expect(response.headers()[name], `${name} on ${path}`).toBe(value);
    }
  }
});

test('the host config files are never served: each is an unknown path', async ({ request }) => {
  // The worker answers the ones that reach it (Pages would serve .assetsignore, which only Workers reads) as it answers
  // any unknown path. _routes.json never reaches it on Pages (its own `/*.json` rule): Cloudflare Pages does not
  // upload it, though `wrangler pages dev` serves it locally; on Workers `.assetsignore` keeps it out.
  const files = [...hostConfigFiles].filter((file) => file !== '/_routes.json' || servedHome().home === 'workers');
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(404);
    const body = await response.text();
    expect(body, file).not.toContain('sha256-');
    expect(body, file).not.toContain('_worker.js');
  }
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
    // Pages answers 308; Workers static assets 307 (docs/deploy.md).
    expect(response.status(), path).toBe(cleanUrlRedirectStatus(servedHome().home));
    expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe('/features');
  }
});
