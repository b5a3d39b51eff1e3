import { expect, test, type Page } from './support/test';
import { config } from '../lib/config';
import { cookieBanner } from '../content/site';
import { routes } from '../content/routes';
import { waitForHydration } from './support/hydration';

const banner = (page: Page) => page.getByRole('region', { name: cookieBanner.label });
const DAY = 24 * 60 * 60;

/*
 * A first visit each time: tests that only visit, press and read use the worker's shared page (`sharedPage` of support/test.ts:
 * no cookies, storage or routes from the test before); those that put a script before the page's own (a cookie-write
 * counter, Do Not Track, Global Privacy Control) take a fresh one (`test`), whose init scripts end with it.
 */

test('a first visit shows the banner; I Understand stores the consent cookie and hides it for good', async ({ sharedPage: page }) => {
  const context = page.context();
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await waitForHydration(page);
  await expect(banner(page)).toContainText(cookieBanner.text);
  await expect(banner(page).getByRole('link', { name: cookieBanner.linkText })).toHaveAttribute('href', routes.privacy.path);
  expect(await context.cookies()).toEqual([]);

  const before = Date.now() / 1000;
  await banner(page).getByRole('button', { name: cookieBanner.button }).click();
  await expect(banner(page)).toHaveCount(0);

  const cookies = await context.cookies();
  expect(cookies).toHaveLength(1);
  const [cookie] = cookies;
  expect(cookie).toMatchObject({
    name: config.consentCookieName,
    value: 'true',
    path: '/',
    sameSite: 'Lax',
    // Served over http here: Secure is set only on https.
    secure: false,
    httpOnly: false,
  });
  expect(cookie!.name).toBe(`${config.productName}CookieConsent`);
  const days = (cookie!.expires - before) / DAY;
  expect(days).toBeGreaterThan(149.9);
  expect(days).toBeLessThan(150.1);

  await page.reload();
  await waitForFooter(page);
  await expect(banner(page)).toHaveCount(0);
  await page.goto(routes.contact.path);
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

async function waitForFooter(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

// The banner on every page, at 1280 and at 320 px: every-page.spec.ts.

/** Pages whose chunks never arrive: what a visitor sees between the first paint and hydration. */
async function withoutHydration(page: Page) {
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
}

test('a new visitor sees the banner in the first paint, before any chunk has run', async ({ sharedPage: page, request }) => {
  expect(await (await request.get('/features')).text()).toContain(cookieBanner.text);
  await withoutHydration(page);
  await page.goto('/features');
  await expect(banner(page)).toBeVisible();
});

test('one handler stores consent: one cookie, one write, whichever moment the button is pressed', async ({ page, context }) => {
  await context.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const writes: string[] = [];
    (window as unknown as { cookieWrites: string[] }).cookieWrites = writes;
    Object.defineProperty(document, 'cookie', {
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
  });
  await page.goto('/features');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: cookieBanner.button }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites)).toHaveLength(1);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([config.consentCookieName]);
});

test('a visitor who agreed never sees it, not even before hydration', async ({ sharedPage: page, baseURL }) => {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
  await withoutHydration(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('without JavaScript no banner is shown: it could not be dismissed, and no cookie is ever set', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await context.close();
});

test('the banner stays at the bottom of the viewport while the page scrolls (e2e/fallbacks.spec.ts: never over the footer)', async ({ sharedPage: page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  const viewport = page.viewportSize()!;
  for (const y of [0, 1500, 3000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(async () => {
      const box = (await banner(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    }).toPass();
  }
});

for (const [signal, script] of [
  ['Do Not Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })"],
  ['Global Privacy Control', "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })"],
] as const) {
  test(`under ${signal} no banner is shown and no cookie is written`, async ({ page, context }) => {
    await context.addInitScript(script);
    await page.goto(routes.contact.path);
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/');
    // The banner would render on hydration: after the mark, it is absent for good.
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);
  });

  test(`under ${signal} the banner is not shown before hydration either`, async ({ page, context }) => {
    await context.addInitScript(script);
    await withoutHydration(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
}

test('the banner is reachable by keyboard and I Understand works with Enter', async ({ sharedPage: page }) => {
  const context = page.context();
  await page.goto('/features');
  const button = banner(page).getByRole('button', { name: cookieBanner.button });
  await waitForHydration(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([config.consentCookieName]);
});
