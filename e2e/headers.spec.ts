import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../scripts/headers-file';

const rules = parseHeadersFile(readFileSync('out/_headers', 'utf8'));

test('the preview server applies out/_headers to pages, static files and unknown paths', async ({ request }) => {
  const asset = readFileSync('out/index.html', 'utf8').match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  for (const path of ['/', '/features', asset!, '/no-such-page']) {
    const response = await request.get(path);
    const expected = headersForPath(rules, path.split('?')[0]!);
    expect(expected.size, path).toBeGreaterThan(0);
    for (const { name, value } of expected.values()) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  }
});

test('the host config file itself is not served', async ({ request }) => {
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('pages are compressed and typed', async ({ request }) => {
  const response = await request.get('/features', { headers: { 'Accept-Encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect((await request.get('/sitemap.xml')).headers()['content-type']).toContain('xml');
  expect((await request.get('/robots.txt')).headers()['content-type']).toContain('text/plain');
});
