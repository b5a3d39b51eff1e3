import { expect, test, type Page } from '@playwright/test';
import { routes } from '../content/routes';
import { cookieBanner, headerNav, primaryNavLabel } from '../content/site';
import { watch } from './support/page-watch';
import { routeEntries } from './support/pages';

/**
 * Under Cloudflare's runtime (wrangler pages dev) with the real out/_headers: client-side navigation stays within the
 * policy, and the policy is enforced. Each page's own load and job, without a violation or a console error, is
 * checked by every-page.spec.ts.
 */

/** The banner only renders after hydration: accepting it proves the page's scripts ran. */
async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: cookieBanner.label });
  await banner.getByRole('button', { name: cookieBanner.button }).click();
  await expect(banner).toHaveCount(0);
}

test('client-side navigation (RSC payload fetches) stays within the policy', async ({ page }) => {
  const { consoleProblems, violations } = await watch(page);
  const payloads: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.txt')) payloads.push({ path: url.pathname, status: response.status() });
  });
  await page.goto(routes.home.path);
  await acceptCookies(page);
  // A full page load would drop this marker: its survival shows the router navigated in place.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const titles = new Map<string, string>(routeEntries.map(([, route]) => [route.path, route.title]));
  for (const link of headerNav.filter((entry) => entry.href !== routes.home.path)) {
    await page.getByRole('navigation', { name: primaryNavLabel }).getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page).toHaveTitle(titles.get(link.href)!);
    expect(payloads.some((payload) => payload.path.startsWith(link.href) && payload.status === 200), link.href).toBe(true);
  }
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(payloads.filter((payload) => payload.status !== 200)).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

for (const path of [routes.features.path, '/no-such-page']) {
  test(`the policy is enforced on ${path}: an injected inline script and style are blocked and reported`, async ({ page }) => {
    const { violations } = await watch(page);
    await page.goto(path);
    await acceptCookies(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.append(style);
      return (window as Window & { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).map((violation) => violation.directive).sort()).toEqual([
      'script-src-elem',
      'style-src-elem',
    ]);
  });
}
