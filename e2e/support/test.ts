import { test as base, expect, type Page } from '@playwright/test';

/** One Content-Security-Policy violation (Trusted Types included), as the page's event or Chromium's console saw it. */
export interface PolicyViolation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __policyViolation?: (violation: PolicyViolation) => void;
  }
}

/**
 * What Chromium prints for a violation: "Refused to … because it violates the following Content Security Policy
 * directive", and for Trusted Types "This document requires 'TrustedHTML' assignment." or "Refused to create a
 * TrustedTypePolicy named …". A violation the page's event misses (one in a document the test already left) still
 * shows here.
 */
export const policyViolationMessage = /Content Security Policy|Content-Security-Policy|requires 'Trusted\w+' assignment|TrustedTypePolicy|Trusted Type/i;

/**
 * Hands every CSP violation (Trusted Types included) of every document `page` shows to `report`: the page's
 * securitypolicyviolation events from the first script on, through a binding that survives navigation, and Chromium's
 * own console lines for them. Once per page: a page reused from test to test (`sharedPage` below) points `report`
 * at each test's own list.
 */
export async function capturePolicyViolations(page: Page, report: (violation: PolicyViolation) => void) {
  await page.exposeBinding('__policyViolation', (_source, violation: PolicyViolation) => report(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__policyViolation?.({ directive: event.violatedDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && policyViolationMessage.test(message.text())) {
      report({ directive: 'console', blockedURI: message.location().url, sample: message.text() });
    }
  });
}

/** The suite's guard at the end of a test that expected no violation. */
export function expectNoPolicyViolations(violations: readonly PolicyViolation[]) {
  expect(violations, 'Content-Security-Policy and Trusted Types violations').toEqual([]);
}

/**
 * The policy guard of every test: its `page` fails the test on any CSP violation, Trusted Types included, in any document the
 * page showed (securitypolicyviolation events from the first script on, reported through a binding that survives
 * navigation, and Chromium's own console lines for them). A test that causes violations on purpose says so with
 * `test.use({ expectedViolations: true })` and checks them itself.
 */
const policyTest = base.extend<{ expectedViolations: boolean; policyViolations: PolicyViolation[] }>({
  expectedViolations: [false, { option: true }],
  policyViolations: async ({}, provide) => provide([]),
  page: async ({ page, expectedViolations, policyViolations }, provide) => {
    await capturePolicyViolations(page, (violation) => policyViolations.push(violation));
    await provide(page);
    if (!expectedViolations) expectNoPolicyViolations(policyViolations);
  },
});

export type Theme = 'light' | 'dark';

/** Where every test on a shared page starts; a test may resize it as it goes. */
export const sharedViewport = { width: 1280, height: 800 };

/** A worker's page for one theme, and the list its CSP violations go to: the running test's own. */
interface SharedPage {
  page: Page;
  violations: { current: PolicyViolation[] };
}

/**
 * The suite's one `test`. `page` is a fresh context's page, as in Playwright. `sharedPage` is opt-in: a test that only
 * visits pages, reads them and uses them as a visitor would writes `async ({ sharedPage: page }) => …`.
 *
 * `sharedPage`: one page per worker and theme, reused from test to test, for tests that visit a page, read it and do its one job.
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
export const test = policyTest.extend<{ theme: Theme; sharedPage: Page }, { sharedPages: Map<Theme, SharedPage> }>({
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

// Everything else (types, devices) as Playwright exports it: a spec imports from here instead of '@playwright/test'.
export * from '@playwright/test';
export { expect };
