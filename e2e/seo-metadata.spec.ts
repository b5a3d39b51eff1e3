import { expect, test, type APIRequestContext } from './support/test';
import { brand } from '../lib/brand';
import { config } from '../lib/config';
import { routeList } from '../content/routes';
import { routeEntries } from './support/pages';
import { pngSize } from '../testing/png';
import { servedPage } from './support/served-html';

/** Home's canonical is the bare site URL (no trailing slash), the URL sitemap.xml lists; others add their path. */
const canonicalOf = (path: string) => (path === '/' ? config.siteUrl : `${config.siteUrl}${path}`);
const socialImageUrl = `${config.siteUrl}${brand.socialImage.path}`;

/** The site under test is served at baseURL; absolute URLs in the pages use config.siteUrl. */
async function fetchOwn(request: APIRequestContext, url: string) {
  expect(url.startsWith(config.siteUrl) || url.startsWith('/'), url).toBe(true);
  return request.get(url.startsWith('/') ? url : url.slice(config.siteUrl.length) || '/');
}

test('every route has its own meta description', () => {
  const descriptions = routeList.map((route) => route.description);
  expect(new Set(descriptions).size).toBe(routeList.length);
  for (const description of descriptions) expect(description.length).toBeGreaterThan(50);
});

for (const [, route] of routeEntries) {
  test(`${route.path}: title, description, canonical, Open Graph and Twitter card`, async () => {
    const page = await servedPage(route.path);
    const at = (what: string) => `${route.path}: ${what} (${page.source})`;
    const shareTitle = 'shareTitle' in route ? route.shareTitle : route.title;
    // One <title> in <head>, the route's.
    expect(page.headTitles, at('<title>')).toEqual([route.title]);
    // Each tag once, so a second, different value cannot hide behind the first.
    expect(page.meta('name', 'description'), at('meta description')).toEqual([route.description]);
    expect(page.linkHrefs('canonical'), at('canonical')).toEqual([canonicalOf(route.path)]);
    expect(page.meta('property', 'og:type'), at('og:type')).toEqual(['website']);
    expect(page.meta('property', 'og:url'), at('og:url')).toEqual([canonicalOf(route.path)]);
    expect(page.meta('property', 'og:site_name'), at('og:site_name')).toEqual([config.productName]);
    expect(page.meta('property', 'og:title'), at('og:title')).toEqual([shareTitle]);
    expect(page.meta('property', 'og:description'), at('og:description')).toEqual([route.description]);
    expect(page.meta('property', 'og:image'), at('og:image')).toEqual([socialImageUrl]);
    expect(page.meta('property', 'og:image:width'), at('og:image:width')).toEqual([String(brand.socialImage.width)]);
    expect(page.meta('property', 'og:image:height'), at('og:image:height')).toEqual([String(brand.socialImage.height)]);
    expect(page.meta('property', 'og:image:alt'), at('og:image:alt')).toHaveLength(1);
    expect(page.meta('property', 'og:image:alt')[0], at('og:image:alt')).toBeTruthy();
    expect(page.meta('name', 'twitter:card'), at('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('name', 'twitter:title'), at('twitter:title')).toEqual([shareTitle]);
    expect(page.meta('name', 'twitter:description'), at('twitter:description')).toEqual([route.description]);
    expect(page.meta('name', 'twitter:image'), at('twitter:image')).toEqual([socialImageUrl]);
    // Indexable: no robots meta at all on a route.
    expect(page.meta('name', 'robots'), at('robots meta')).toEqual([]);
    // theme-color for light and dark (app/layout.tsx viewport).
    expect(page.meta('name', 'theme-color'), at('theme-color')).toHaveLength(2);
  });
}

test('the social image is a 1200×630 PNG at an absolute URL', async ({ request }) => {
  const [url] = (await servedPage('/')).meta('property', 'og:image');
  expect(url).toMatch(/^https?:\/\//);
  const response = await fetchOwn(request, url!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});

test('favicon (SVG), apple-touch-icon (180×180 PNG) and web manifest answer with the right types', async ({ request }) => {
  const page = await servedPage('/features');
  const href = (rel: string) => {
    const hrefs = page.linkHrefs(rel);
    expect(hrefs, `/features: <link rel="${rel}">`).toHaveLength(1);
    return hrefs[0]!;
  };

  const icon = await request.get(href('icon'));
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const svg = await icon.text();
  expect(svg).toContain(brand.color);
  expect(svg.startsWith('<svg')).toBe(true);

  const touch = await request.get(href('apple-touch-icon'));
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  const manifestResponse = await request.get(href('manifest'));
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; type: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({
    name: config.productName,
    short_name: config.productName,
    start_url: '/',
    theme_color: brand.color,
    background_color: brand.backgroundColor,
  });
  expect(manifest.icons.map((entry) => entry.src).sort()).toEqual([brand.appleTouchIcon.path, brand.icon.path].sort());
  for (const entry of manifest.icons) {
    const response = await request.get(entry.src);
    expect(response.status(), entry.src).toBe(200);
    expect(response.headers()['content-type'], entry.src).toContain(entry.type);
  }
});

test('the 404 page carries exactly one robots meta, and it says noindex', async ({ request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404);
  const page = await servedPage('/no-such-page');
  const robots = page.meta('name', 'robots');
  expect(robots, `/no-such-page: robots meta (${page.source})`).toHaveLength(1);
  expect(robots[0], `/no-such-page: robots meta (${page.source})`).toMatch(/(^|,\s*)noindex(\s*,|$)/);
});
