import { test as base, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** Where every test on a shared page starts; a test may resize it as it goes. */
export const sharedViewport = { width: 1280, height: 800 };

/**
 * One page per worker and theme, reused from test to test, for tests that visit a page, read it and do its one job.
 * A browser context and its renderer process are made once instead of once a test, and after the first visit the
 * site's scripts come from that context's memory cache: a visit costs about a third of a fresh one here.
 *
 * Each test still starts as a first visit: no cookies, no local or session storage, no routes, the viewport of
 * `sharedViewport`. Between tests the page rests on about:blank, so nothing of the last page runs on.
 */
export const test = base.extend<{ theme: Theme; sharedPage: Page }, { sharedPages: Map<Theme, Page> }>({
  theme: ['light', { option: true }],
  sharedPages: [
    async ({}, provide) => {
      const pages = new Map<Theme, Page>();
      await provide(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  sharedPage: async ({ sharedPages, theme, browser, baseURL }, provide, testInfo) => {
    let page = sharedPages.get(theme);
    if (!page || page.isClosed()) {
      const context = await browser.newContext({ baseURL, colorScheme: theme, viewport: sharedViewport });
      page = await context.newPage();
      sharedPages.set(theme, page);
    }
    await page.context().clearCookies();
    await page.setViewportSize(sharedViewport);
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      await testInfo.attach('screenshot at the failure', { body: await page.screenshot(), contentType: 'image/png' }).catch(() => {});
    }
    if (page.isClosed()) return;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => {});
    await page.goto('about:blank');
  },
});

export { expect } from '@playwright/test';
