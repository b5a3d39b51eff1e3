import { expect, test, type Locator, type Page } from '@playwright/test';
import { closingCta } from '../content/home';
import { contactPage } from '../content/contact';
import { headerActions, headerCandidateLink, headerNav, menuButtonLabel, primaryNavLabel } from '../content/site';
import { routes } from '../content/routes';

/** Checks a screenshot alone would not hold: where-you-are, focus shape, dark panels. */

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
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header marks the page you are on with aria-current="page", and only that one, visibly', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: primaryNavLabel });
    for (const current of [...headerNav, headerCandidateLink]) {
      await page.goto(current.href);
      for (const item of headerNav) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        if (item.href === current.href) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
      const candidate = page.getByRole('banner').getByRole('link', { name: headerCandidateLink.label });
      if (current === headerCandidateLink) await expect(candidate).toHaveAttribute('aria-current', 'page');
      else await expect(candidate).not.toHaveAttribute('aria-current');
    }
    // Marked to the eye as well: the current entry's background differs from a plain one's.
    await page.goto(routes.pricing.path);
    const background = (label: string) => nav.getByRole('link', { name: label, exact: true }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Pricing')).not.toBe(await background('Features'));
  });

  test('focus rings on Sign In and Sign Up keep the pill shape', async ({ page }) => {
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

test.describe('at 1280 px, one left edge', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of Object.values(routes)) {
    test(`${route.path}: the header’s logo and the footer share one edge; the page’s content starts there or is centred`, async ({ page }) => {
      await page.goto(route.path);
      const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
      const edges = await page.evaluate(() => {
        /**
         * The outermost things a visitor sees in a region: lines of text, and boxes with a border, a background or
         * content of their own. Wrappers that only pad their sides are not seen; full-bleed bands (x = 0) are skipped.
         */
        const seen = (root: Element) => {
          const boxes: DOMRect[] = [];
          for (const element of root.querySelectorAll('*')) {
            const style = getComputedStyle(element);
            const painted =
              (parseFloat(style.borderLeftWidth) > 0 && style.borderLeftStyle !== 'none') ||
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
              style.backgroundImage !== 'none' ||
              ['IMG', 'svg', 'VIDEO', 'INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
            if (painted) boxes.push(element.getBoundingClientRect());
          }
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            boxes.push(...range.getClientRects());
          }
          const shown = boxes.filter((box) => box.width > 1 && box.height > 1 && box.left > 0);
          return {
            left: Math.round(Math.min(...shown.map((box) => box.left))),
            right: Math.round(Math.max(...shown.map((box) => box.right))),
          };
        };
        return { width: document.documentElement.clientWidth, main: seen(document.querySelector('main')!), footer: seen(document.querySelector('footer')!) };
      });
      const edge = edges.footer.left;
      expect(Math.round(logo!.x), 'the logo starts where the footer does').toBe(edge);
      // Full-width content starts at that edge; a narrower column (/faq's) is centred between the two edges.
      expect(edges.main.left, 'nothing sticks out to the left').toBeGreaterThanOrEqual(edge);
      expect(Math.abs(edges.main.left - (edges.width - edges.main.right)), 'left and right margins match').toBeLessThanOrEqual(2);
    });
  }
});

test.describe('at 375 px, buttons', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const route of Object.values(routes)) {
    test(`${route.path}: every pill button’s label fits on one line`, async ({ page }) => {
      await page.goto(route.path);
      const wrapped = await page.evaluate(() =>
        [...document.querySelectorAll('main a, main button')]
          .filter((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            // Pills: the site's buttons and button-like links (a radius of at least half their height).
            return box.width > 0 && parseFloat(style.borderTopLeftRadius) >= box.height / 2 && style.borderTopStyle !== 'none';
          })
          .filter((element) => {
            // The middle of every line box of its words (icons aside); two lines are more than 8 px apart.
            const middles: number[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              // Words for screen readers only sit in a 1 px box: not a line anyone sees.
              if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) middles.push(rect.top + rect.height / 2);
            }
            middles.sort((a, b) => a - b);
            return middles.some((middle, index) => index > 0 && middle - middles[index - 1]! > 8);
          })
          .map((element) => element.textContent?.trim()),
      );
      expect(wrapped).toEqual([]);
    });
  }
});

test('at 375 px the Menu toggle keeps its pill shape on focus, and the open menu dims the page', async ({ page }) => {
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
  test.use({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });

  test('dark panels stay dark: Home’s closing panel and the Let’s talk card are not near-white', async ({ page }) => {
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
