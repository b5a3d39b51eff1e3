import { expect, test } from '@playwright/test';
import { routes } from '../content/routes';

test.use({ viewport: { width: 320, height: 640 } });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no route scrolls sideways at 320 px (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const path of [...Object.values(routes).map((route) => route.path), '/no-such-page']) {
      await page.goto(path);
      if (path === '/' || path === '/demo') await expect(page.getByTestId('demo-card').first()).toBeVisible();
      await page.locator('details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    // With the cookie banner shown as well.
    await page.context().clearCookies();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'I Understand' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
