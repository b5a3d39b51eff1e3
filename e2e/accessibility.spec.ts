import { expect, test } from './support/test';
import { cookieBanner, headerActions, headerCandidateLink, headerLibraryLink, headerNav, skipLinkLabel } from '../content/site';
import { searchEntryLabel } from '../content/search';
import { menuToggle } from './support/pages';
import { contactForm } from '../content/contact';
import { demoGrid } from '../content/demo';
import { homeFaqItems } from '../content/faq';
import { config } from '../lib/config';
import { fulfillJson, isContactUrl, isDemoListUrl } from './support/routes';
import { deployed } from './support/deployment';
import { axeScan, axeViolations, expectNoViolations, inBothThemes } from './support/axe';

/**
 * States beyond a page's first view: the phone menu, the contact form's errors and failed send, a failed demo list,
 * in both themes; and a keyboard-only walk. Each route's first view is scanned by every-page.spec.ts.
 */

// The suite's scan itself (support/axe.ts: WCAG A and AA, in the page, violations in full and the rest cut short)
// still finds what it exists to find: planted on a real page, an unnamed button and text too faint to read. Planted
// after a first scan, so the second runs the axe the first put into the document, on the document as it is now.
test('the suite’s axe scan reports planted violations, each with every element it affects', async ({ sharedPage: page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(axeScan(page))).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    for (const id of ['planted-button-1', 'planted-button-2']) {
      const button = document.createElement('button');
      button.id = id;
      main.append(button);
    }
    const faint = document.createElement('p');
    faint.id = 'planted-faint';
    faint.textContent = 'Text too faint to read';
    faint.style.color = '#f4f4f4';
    faint.style.background = '#ffffff';
    main.append(faint);
  });
  expect(await axeViolations(axeScan(page))).toEqual([
    'button-name (critical): #planted-button-1, #planted-button-2',
    'color-contrast (serious): #planted-faint',
    // WCAG 2.2's 2.5.8, which axe runs only when asked for by tag (its default set leaves it out).
    'target-size (serious): #planted-button-1, #planted-button-2',
  ]);
  // Only what `include` selects: the faint text's own paragraph.
  expect(await axeViolations(axeScan(page).include('#planted-faint'))).toEqual(['color-contrast (serious): #planted-faint']);
});

// Each state scanned light, then dark on the same document (support/axe.ts, `inBothThemes`).
test('the open mobile menu has none, in either theme', async ({ sharedPage: page, baseURL }) => {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pricing');
  await menuToggle(page).click();
  await expect(page.getByRole('link', { name: headerNav[1]!.label, exact: true })).toBeVisible();
  await inBothThemes(page, (theme) => expectNoViolations(page, `mobile menu, ${theme}`));
});

test('contact form errors and a failed send have none, in either theme', async ({ sharedPage: page, baseURL }) => {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
  await page.goto('/contact');
  await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  await page.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
  await inBothThemes(page, (theme) => expectNoViolations(page, `form errors, ${theme}`));
  await page.route((url) => url.href === config.links.contact, (route) =>
    route.request().method() === 'OPTIONS' ? fulfillJson(route, 204, '') : fulfillJson(route, 500, {}),
  );
  for (const name of ['user-name', 'user-subject', 'user-message']) await page.locator(`[name="${name}"]`).fill('Hello');
  await page.locator('[name="user-email"]').fill('a@example.com');
  await page.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByText(contactForm.failure)).toBeVisible();
  await inBothThemes(page, (theme) => expectNoViolations(page, `failed send, ${theme}`));
});

test('a failed demo list has none, in either theme', async ({ sharedPage: page, baseURL }) => {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
  await page.route(isDemoListUrl, (route) => fulfillJson(route, 503, {}));
  await page.goto('/demo');
  await expect(page.getByText(demoGrid.unavailable)).toBeVisible();
  await inBothThemes(page, (theme) => expectNoViolations(page, `demo list failed, ${theme}`));
});

test('keyboard only: skip link, top bar, FAQ accordion, cookie banner, contact form', async ({ sharedPage: page }) => {
  await page.goto('/');
  // Header, in order.
  const expected = [
    skipLinkLabel,
    `${config.productName} home`,
    ...headerNav.map((item) => item.label),
    headerLibraryLink.label,
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

  // The form: every field reachable in order, sent with Enter on the button (answered in the browser against a
  // deployment: no message may reach the provider's inbox).
  if (deployed) await page.route(isContactUrl, (route) => (route.request().method() === 'POST' ? fulfillJson(route, 201, {}) : route.fallback()));
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

test('focus is always visible: the focused element draws an outline', async ({ sharedPage: page }) => {
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
