import type { Page } from '@playwright/test';
import { capturePolicyViolations, expectNoPolicyViolations, test as suiteTest, type PolicyViolation } from './test';

export type Theme = 'light' | 'dark';

/** Where every test on a shared page starts; a test may resize it as it goes. */
export const sharedViewport = { width: 1280, height: 800 };

/** A worker's page for one theme, and the list its CSP violations go to: the running test's own. */
interface SharedPage {
  page: Page;
  violations: { current: PolicyViolation[] };
}

/**
 * One page per worker and theme, reused from test to test, for tests that visit a page, read it and do its one job.
 * A browser context and its renderer process are made once instead of once a test, and after the first visit the
 * site's scripts come from that context's memory cache: a visit costs about a third of a fresh one here.
 *
 * Each test still starts as a first visit: no cookies, no local or session storage, no routes, the viewport of
 * `sharedViewport`, the theme's colour scheme and no other emulated media. Between tests the page rests on the
 * site's /robots.txt, a document that runs nothing, so nothing of the last page runs on. Not about:blank: leaving
 * the site costs the renderer process, and the next visit starts a new one that compiles Next.js and React again
 * (measured on the 94 tests of eight specs on this page: 270 and 279 test-seconds with about:blank, 199 and 199 with
 * /robots.txt). As on the suite's own `page`, a CSP or Trusted Types violation in
 * any document the test showed fails it, unless the test says `test.use({ expectedViolations: true })`.
 *
 * Not for a test that needs what only a context of its own gives: other context options (JavaScript off, a locale,
 * reduced motion), a clock, init scripts or bindings of its own, permissions, or a cold HTTP cache (a test that counts
 * what a first visit downloads). Those take the suite's `page`.
 */
export const test = suiteTest.extend<{ theme: Theme; sharedPage: Page }, { sharedPages: Map<Theme, SharedPage> }>({
  theme: ['light', { option: true }],
  sharedPages: [
    async ({}, provide) => {
      const pages = new Map<Theme, SharedPage>();
      await provide(pages);
      for (const { page } of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ sharedPages, theme, browser, baseURL, policyViolations, expectedViolations }, provide, testInfo) => {
    let shared = sharedPages.get(theme);
    if (!shared || shared.page.isClosed()) {
      const context = await browser.newContext({ baseURL, colorScheme: theme, viewport: sharedViewport });
      const page = await context.newPage();
      const violations = { current: [] as PolicyViolation[] };
      await capturePolicyViolations(page, (violation) => violations.current.push(violation));
      shared = { page, violations };
      sharedPages.set(theme, shared);
    }
    const { page } = shared;
    shared.violations.current = policyViolations;
    await page.context().clearCookies();
    await page.setViewportSize(sharedViewport);
    // A test may have switched the emulated media (every-page scans the dark theme on a loaded page): back to the theme's.
    await page.emulateMedia({ media: null, colorScheme: theme, reducedMotion: null, forcedColors: null, contrast: null });
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      await testInfo.attach('screenshot at the failure', { body: await page.screenshot(), contentType: 'image/png' }).catch(() => {});
    }
    if (!page.isClosed()) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      }).catch(() => {});
      // The same site, so the same renderer process for the next test (see above).
      await page.goto(new URL('/robots.txt', baseURL).href);
    }
    // What the test's own documents did, not what the next test's do: checked once the page has left them.
    shared.violations.current = [];
    if (!expectedViolations) expectNoPolicyViolations(policyViolations);
  },
});

/**
 * For a spec whose every test only visits pages of the site, reads them and uses them as a visitor would (links,
 * buttons, fields, the viewport): its `page` is the worker's shared page (see `test` above). Import `test` from here
 * instead of './test' and nothing else changes.
 */
export const sharedPageTest = test.extend({
  page: async ({ sharedPage }, provide) => provide(sharedPage),
});

export { expect } from './test';
