import type { Page } from '@playwright/test';
import { isHydrated } from '../../testing/hydration';

/**
 * Resolves once React has hydrated the page: the site's own mark, <html data-hydrated> (testing/hydration.ts), set
 * from an effect after React committed the page. Before it, a press on a control may do nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated);
}
