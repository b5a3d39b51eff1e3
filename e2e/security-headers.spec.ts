import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import { routeEntries } from './support/pages';

/**
 * The response headers under the preview server with the real out/_headers, checked against what the
 * issue asks for. Hashes are recomputed here from the served HTML, parsed by the browser.
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

/** sha256 sources of the inline JavaScript of a served HTML document, as the browser parses it. */
async function inlineScriptHashes(page: Page, html: string): Promise<string[]> {
  const texts = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('script:not([src])')]
      .filter((script) => !script.getAttribute('type') || script.getAttribute('type') === 'text/javascript')
      .map((script) => script.textContent ?? '');
  }, html);
  return [...new Set(texts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`))].sort();
}

/** The policy every page shares, apart from its own script hashes. */
function expectPagePolicy(policy: Map<string, string[]>, delivery: 'header' | 'meta') {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = policy.get('script-src')!;
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  // The practice answer plays from a blob: URL made in the page; no other media origin.
  expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
  // 'self' for the router's RSC payloads; otherwise only the gateway, the contact endpoint (and vitals).
  expect(policy.get('connect-src')).toEqual(["'self'", ...connectOrigins]);
  expect(policy.get('form-action')).toEqual(["'self'", originOf(config.contactUrl)]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  if (delivery === 'header') expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // A <meta> policy cannot carry frame-ancestors (browsers ignore it and log an error).
  else expect(policy.has('frame-ancestors')).toBe(false);
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

for (const [, route] of routeEntries) {
  test(`${route.path}: one CSP header with exactly this page's inline-script hashes`, async ({ page, request }) => {
    const { response, headers, body } = await get(request, route.path);
    expect(response.status()).toBe(200);
    const header = headers['content-security-policy']!;
    // Two rules setting it would arrive joined by ", ": both would be enforced.
    expect(header).not.toContain(',');
    const policy = directives(header);
    expectPagePolicy(policy, 'header');
    const hashes = await inlineScriptHashes(page, body);
    expect(hashes.length).toBeGreaterThan(0);
    expect(policy.get('script-src')!.slice(1).sort()).toEqual(hashes);
    expect(headers['cache-control']).toBe(revalidate);
  });
}

test('/ and /features: site-wide security headers and HTML revalidation', async ({ request }) => {
  for (const path of [routes.home.path, routes.features.path]) {
    const { headers } = await get(request, path);
    expectSiteWideHeaders(headers, path);
    expect(headers['cache-control'], path).toBe(revalidate);
    expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
  }
});

test('Permissions-Policy: camera and microphone granted to the page itself on routes that ask, denied everywhere else', async ({ request }) => {
  for (const [, route] of routeEntries) {
    const { headers } = await get(request, route.path);
    const entries = (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim());
    const allowed: readonly string[] = 'allow' in route ? route.allow : [];
    // Denied first by the site-wide rule; a later `=(self)` for the same key is the value browsers keep.
    for (const feature of ['camera', 'microphone'] as const) {
      expect(entries.indexOf(`${feature}=()`), route.path).toBeGreaterThanOrEqual(0);
      const grant = entries.lastIndexOf(`${feature}=(self)`);
      if (allowed.includes(feature)) expect(grant, route.path).toBeGreaterThan(entries.indexOf(`${feature}=()`));
      else expect(grant, route.path).toBe(-1);
    }
    expect(entries.filter((entry) => !/=\(\)$/.test(entry)), route.path).toEqual(allowed.map((feature) => `${feature}=(self)`));
  }
  expect(routes.practice.allow).toEqual(['camera', 'microphone']);
});

test('a /_next/static file: immutable for a year, no page policy', async ({ request }) => {
  const asset = readFileSync('out/index.html', 'utf8').match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const { response, headers } = await get(request, asset!);
  expect(response.status()).toBe(200);
  expect(headers['cache-control']).toBe(immutable);
  expect(headers['content-type']).toContain('javascript');
  expect(headers['content-security-policy']).toBeUndefined();
  expectSiteWideHeaders(headers, asset!);
});

test('an unknown path: 404.html with its policy as the first <meta> after the charset, not cached forever', async ({ page, request }) => {
  const { response, headers, body } = await get(request, '/no-such-page');
  expect(response.status()).toBe(404);
  expectSiteWideHeaders(headers, '/no-such-page');
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['cache-control'] ?? '').not.toContain('immutable');
  const head = body.slice(0, body.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/g)];
  expect(metas).toHaveLength(1);
  // Before every script, or the scripts ahead of it would run unchecked.
  expect(head.indexOf(metas[0]![0])).toBeLessThan(head.indexOf('<script'));
  expect(head.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv')).toBe(true);
  const policy = directives(metas[0]![1]!.replace(/&#x27;|&#39;/g, "'"));
  expectPagePolicy(policy, 'meta');
  expect(policy.get('script-src')!.slice(1).sort()).toEqual(await inlineScriptHashes(page, body));
});

test('RSC payloads, sitemap, robots and brand files revalidate; RSC payloads are not indexed', async ({ request }) => {
  const segment = readdirSync('out/features').find((file) => file.endsWith('.txt'));
  expect(segment).toBeTruthy();
  for (const path of ['/index.txt', '/features.txt', `/features/${segment}`]) {
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

test("Next's /_not-found export is gone: that path is unknown like any other", async ({ request }) => {
  expect((await request.get('/_not-found')).status()).toBe(404);
});
