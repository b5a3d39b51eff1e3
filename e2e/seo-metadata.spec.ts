import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { brand } from '../lib/brand';
import { config } from '../lib/config';
import { routeList } from '../content/routes';
import { routeEntries } from './support/pages';
import { pngSize } from '../testing/png';

/** Home's canonical is the bare site URL (no trailing slash), the URL sitemap.xml lists; others add their path. */
const canonicalOf = (path: string) => (path === '/' ? config.siteUrl : `${config.siteUrl}${path}`);
const socialImageUrl = `${config.siteUrl}${brand.socialImage.path}`;

const metaContent = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');

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
  test(`${route.path}: title, description, canonical, Open Graph and Twitter card`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await metaContent(page, 'name="description"')).toBe(route.description);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(route.path));
    expect(await metaContent(page, 'property="og:type"')).toBe('website');
    expect(await metaContent(page, 'property="og:url"')).toBe(canonicalOf(route.path));
    expect(await metaContent(page, 'property="og:site_name"')).toBe(config.productName);
    expect(await metaContent(page, 'property="og:title"')).toBe(('shareTitle' in route ? route.shareTitle : route.title));
    expect(await metaContent(page, 'property="og:description"')).toBe(route.description);
    expect(await metaContent(page, 'property="og:image"')).toBe(socialImageUrl);
    expect(await metaContent(page, 'property="og:image:width"')).toBe(String(brand.socialImage.width));
    expect(await metaContent(page, 'property="og:image:height"')).toBe(String(brand.socialImage.height));
    expect(await metaContent(page, 'property="og:image:alt"')).toBeTruthy();
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await metaContent(page, 'name="twitter:title"')).toBe(('shareTitle' in route ? route.shareTitle : route.title));
    expect(await metaContent(page, 'name="twitter:description"')).toBe(route.description);
    expect(await metaContent(page, 'name="twitter:image"')).toBe(socialImageUrl);
    // Indexable: no robots meta at all on a route.
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    // theme-color for light and dark (app/layout.tsx viewport).
    await expect(page.locator('head meta[name="theme-color"]')).toHaveCount(2);
  });
}

test('the social image is a 1200×630 PNG at an absolute URL', async ({ page, request }) => {
  await page.goto('/');
  const url = (await metaContent(page, 'property="og:image"'))!;
  expect(url).toMatch(/^https?:\/\//);
  const response = await fetchOwn(request, url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});

test('favicon (SVG), apple-touch-icon (180×180 PNG) and web manifest answer with the right types', async ({ page, request }) => {
  await page.goto('/features');
  const href = (selector: string) => page.locator(`head link[rel="${selector}"]`).getAttribute('href');

  const icon = await request.get((await href('icon'))!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const svg = await icon.text();
  expect(svg).toContain(brand.color);
  expect(svg.startsWith('<svg')).toBe(true);

  const touch = await request.get((await href('apple-touch-icon'))!);
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  const manifestResponse = await request.get((await href('manifest'))!);
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

test('the 404 page carries exactly one robots meta, and it says noindex', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const robots = page.locator('head meta[name="robots"]');
  await expect(robots).toHaveCount(1);
  await expect(robots).toHaveAttribute('content', /(^|,\s*)noindex(\s*,|$)/);
});
