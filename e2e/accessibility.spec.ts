import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { competencyKey, questionRoleKey, routeEntries } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { cookieBanner, headerActions, headerCandidateLink, headerNav, skipLinkLabel } from '../content/site';
import { searchEntryLabel } from '../content/search';
import { menuToggle } from './support/pages';
import { contactForm } from '../content/contact';
import { demoGrid } from '../content/demo';
import { homeFaqItems } from '../content/faq';
import { config } from '../lib/config';
import { fulfillJson, isDemoListUrl } from './support/routes';

/**
 * Every page, but of the library's generated pages (one template each, different data) only the first role page
 * and the first competency page: axe in two themes costs seconds a page.
 */
const axeRoutes = routeEntries
  .filter(([key]) => !key.startsWith('questions/') || key === questionRoleKey(questionRoles[0]!.slug) || key === competencyKey(competencies[0]!.id))
  .map(([, route]) => route);

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: every rule axe has for them, none disabled. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}


for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const route of axeRoutes) {
      test(`${route.path} has no WCAG 2.2 A/AA violations`, async ({ page, baseURL }) => {
        await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
        await page.goto(route.path);
        if (route.path === '/' || route.path === '/demo') await expect(page.getByTestId('demo-card').first()).toBeVisible();
        await expectNoViolations(page, route.path);
      });
    }

    test('the cookie banner, an open FAQ item and the unknown-path page have none', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('region', { name: cookieBanner.label })).toBeVisible();
      await page.getByText(homeFaqItems[0]!.question).click();
      await expectNoViolations(page, 'banner + open FAQ');
    });

    test('the open mobile menu has none', async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/pricing');
      await menuToggle(page).click();
      await expect(page.getByRole('link', { name: headerNav[1]!.label, exact: true })).toBeVisible();
      await expectNoViolations(page, 'mobile menu');
    });

    test('contact form errors and a failed send have none', async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
      await page.goto('/contact');
      await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
      await page.getByRole('button', { name: contactForm.submit }).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
      await expectNoViolations(page, 'form errors');
      await page.route((url) => url.href === config.links.contact, (route) =>
        route.request().method() === 'OPTIONS' ? fulfillJson(route, 204, '') : fulfillJson(route, 500, {}),
      );
      for (const name of ['user-name', 'user-subject', 'user-message']) await page.locator(`[name="${name}"]`).fill('Hello');
      await page.locator('[name="user-email"]').fill('a@example.com');
      await page.getByRole('button', { name: contactForm.submit }).click();
      await expect(page.getByText(contactForm.failure)).toBeVisible();
      await expectNoViolations(page, 'failed send');
    });

    test('a failed demo list has none', async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
      await page.route(isDemoListUrl, (route) => fulfillJson(route, 503, {}));
      await page.goto('/demo');
      await expect(page.getByText(demoGrid.unavailable)).toBeVisible();
      await expectNoViolations(page, 'demo list failed');
    });
  });
}

test('keyboard only: skip link, header, FAQ accordion, cookie banner, contact form', async ({ page }) => {
  await page.goto('/');
  // Header, in order.
  const expected = [
    skipLinkLabel,
    `${config.productName} home`,
    ...headerNav.map((item) => item.label),
    headerCandidateLink.label,
    searchEntryLabel,
    headerActions.signIn.label,
    headerActions.signUp.label,
  ];
  for (const name of expected) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(name);
  }
  // The FAQ accordion opens and closes with the keyboard.
  const question = page.locator('summary', { hasText: homeFaqItems[0]!.question });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question.locator('..')).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(question.locator('..')).not.toHaveAttribute('open', '');
  // The banner's button is in the tab order and works with Space.
  const button = page.getByRole('button', { name: cookieBanner.button });
  let reached = false;
  for (let i = 0; i < 200 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await button.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Space');
  await expect(button).toHaveCount(0);

  // The form: every field reachable in order, sent with Enter on the button.
  await page.goto('/contact');
  await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  await page.locator('[name="user-name"]').focus();
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent without a mouse.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: contactForm.submit })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(contactForm.success)).toBeVisible();
});

test('focus is always visible: the focused element draws an outline', async ({ page }) => {
  await page.goto('/features');
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});
