import { expect, test, type Locator, type Page } from './support/test';
import { closingCta } from '../content/home';
import { contactPage } from '../content/contact';
import { headerActions, menuButtonLabel, primaryNavLabel } from '../content/site';
import { routes } from '../content/routes';

/**
 * Checks a screenshot alone would not hold: where-you-are, focus shape, dark panels. On the worker's shared page
 * (`sharedPage` of support/test.ts), which starts each test at 1280×800 in its theme.
 */

const rgb = (value: string) => value.match(/[\d.]+/g)!.slice(0, 3).map(Number);
/** WCAG relative luminance of a computed `rgb(...)` colour: 0 black, 1 white. */
function luminance(value: string) {
  const [r, g, b] = rgb(value).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('never reached by Tab');
}

test.describe('at 1280 px', () => {
  // aria-current="page" on the current entry alone is checked on every page by every-page.spec.ts.
  test('the top bar marks the page you are on visibly, not only for screen readers', async ({ sharedPage: page }) => {
    const nav = page.getByRole('navigation', { name: primaryNavLabel });
    await page.goto(routes.pricing.path);
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
    // The current entry's background differs from a plain one's.
    const background = (label: string) => nav.getByRole('link', { name: label, exact: true }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Pricing')).not.toBe(await background('Features'));
  });

  test('focus rings on Sign In and Sign Up keep the pill shape', async ({ sharedPage: page }) => {
    await page.goto(routes.features.path);
    for (const action of [headerActions.signIn, headerActions.signUp]) {
      const link = page.getByRole('banner').getByRole('link', { name: action.label, exact: true });
      const resting = await link.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
      await tabTo(page, link);
      const focused = await link.evaluate((element) => ({
        visible: element.matches(':focus-visible'),
        radius: getComputedStyle(element).borderTopLeftRadius,
        outline: getComputedStyle(element).outlineStyle,
      }));
      expect(focused.visible).toBe(true);
      expect(focused.outline).toBe('solid');
      expect(parseFloat(focused.radius)).toBeGreaterThanOrEqual(20);
      expect(focused.radius).toBe(resting);
    }
  });
});

test('at 375 px the Menu toggle keeps its pill shape on focus, and the open menu dims the page', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(routes.faq.path);
  const toggle = page.getByRole('banner').getByText(menuButtonLabel, { exact: true }).locator('xpath=ancestor::summary');
  await tabTo(page, toggle);
  const radius = await toggle.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
  expect(parseFloat(radius)).toBeGreaterThanOrEqual(20);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The open panel casts a shade over the page below it (a clipped spread shadow, MobileMenu.module.css).
  const shade = await page.evaluate(() => getComputedStyle(document.querySelector('details[open] > div')!).boxShadow);
  expect(shade).toMatch(/rgba\(8, 9, 24, 0\.\d+\) 0px 0px 0px \d+px/);
});

test.describe('dark theme', () => {
  test.use({ theme: 'dark' });

  test('dark panels stay dark: Home’s closing panel and the Let’s talk card are not near-white', async ({ sharedPage: page }) => {
    await page.goto(routes.home.path);
    // The closing call to action is a contained panel, as on every page: its heading's box is the panel.
    const band = page.getByRole('region', { name: closingCta.heading }).getByRole('heading', { name: closingCta.heading }).locator('..');
    const bandColour = await band.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(luminance(bandColour)).toBeLessThan(0.1);
    // ... and still a panel: lighter than the page behind it.
    const pageColour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(bandColour)).toBeGreaterThan(luminance(pageColour));

    await page.goto(routes.contact.path);
    const talk = page.getByRole('complementary', { name: contactPage.talkHeading });
    expect(luminance(await talk.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeLessThan(0.1);
  });
});
