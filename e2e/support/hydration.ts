import type { Page } from '@playwright/test';
import { isHydrated } from '../../testing/hydration';

/**
 * Resolves once React has hydrated the page's <main> (testing/hydration.ts: React gives an element its fiber
 * once hydration has completed its subtree; the check runs on each animation frame, after React's commit).
 * The pages ship no marker of their own for this; the bench uses the same signal for the site and the floor.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated);
}
