import { expect, test } from './support/test';
import { config } from '../lib/config';
import { homeHero } from '../content/home';

for (const path of ['/no-such-page', '/features/extra', '/deep/nested/path?x=1']) {
  test(`${path} shows the Home page with status 404`, async ({ sharedPage: page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(config.productName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}
