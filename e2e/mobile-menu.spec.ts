import { expect, test } from './support/test';
import { headerActions, headerCandidateLink, headerLibraryLink, headerNav } from '../content/site';
import { questionRoles } from '../content/questions';
import { roleHref } from '../content/questions/library';
import { routes } from '../content/routes';
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

test('the open menu links to the question library beside Practice, marked current on the library’s pages', async ({ sharedPage: page }) => {
  const role = questionRoles[0]!;
  for (const { path, current } of [
    { path: routes.features.path, current: null },
    { path: routes.questions.path, current: 'page' },
    { path: roleHref(role), current: 'true' },
    { path: `${roleHref(role)}/${role.questions[0]!.id}`, current: 'true' },
  ]) {
    await page.goto(path);
    const header = page.getByRole('banner');
    const library = header.getByRole('link', { name: headerLibraryLink.label, exact: true });
    await expect(library).toBeHidden();
    await menuToggle(page).click();
    await expect(library, path).toBeVisible();
    await expect(library).toHaveAttribute('href', routes.questions.path);
    if (current) await expect(library, path).toHaveAttribute('aria-current', current);
    else await expect(library, path).not.toHaveAttribute('aria-current');
    // Its full name shows in the menu, right above Practice.
    await expect(library).toHaveText(headerLibraryLink.label);
    const practice = header.getByRole('link', { name: headerCandidateLink.label, exact: true });
    const [above, below] = [await library.boundingBox(), await practice.boundingBox()];
    expect(below!.y).toBeGreaterThanOrEqual(above!.y + above!.height);
  }
});
