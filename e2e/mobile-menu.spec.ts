import { expect, test } from './support/test';
import { headerActions, headerNav } from '../content/site';
import { menuToggle } from './support/pages';
import { waitForHydration } from './support/hydration';

/** A phone's width, on the worker's shared page (`sharedPage` of support/test.ts), which starts each test at 1280 px. */
test.beforeEach(async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
});

test('on a phone the menu button opens the same entries, Escape closes it and focus returns', async ({ sharedPage: page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const button = menuToggle(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: headerNav[1]!.label, exact: true })).toBeHidden();

  await waitForHydration(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  for (const item of [...headerNav, headerActions.signUp, headerActions.signIn]) {
    await expect(panel.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  }
  // Keyboard: the first entry is the next tab stop after the button.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: headerNav[0]!.label, exact: true })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(panel).toBeHidden();
});

test('choosing an entry navigates and folds the menu', async ({ sharedPage: page }) => {
  await page.goto('/');
  const button = menuToggle(page);
  await button.click();
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a click outside closes the menu', async ({ sharedPage: page }) => {
  await page.goto('/features');
  const button = menuToggle(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Below the open panel: a point on the page itself.
  await page.mouse.click(200, 720);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
