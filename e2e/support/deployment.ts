import { expect, test, type Page } from '@playwright/test';
import { demoGrid } from '../../content/demo';
import { localOnly } from '../../testing/deployment-target';

export { localOnly };

/**
 * `npm run test:deployed` points the suite at a deployment (PLAYWRIGHT_BASE_URL): no server of ours, the provider's
 * gateway, one build with its own settings. A test that needs local control says which with one of these reasons,
 * shown beside it in the list and HTML reports (and counted at the end of the run).
 */
export const deployed = Boolean(process.env.PLAYWRIGHT_BASE_URL?.trim());

export type LocalOnlyReason = (typeof localOnly)[keyof typeof localOnly];

/** Skips the test (or, at file or describe level, every test there) when the suite runs against a deployment. */
export function skipWhenDeployed(reason: LocalOnlyReason) {
  test.skip(deployed, reason);
}

/** What a demo list shows once it has finished: its cards, the empty notice, or the polite failure notice. */
export function endedDemoList(page: Page) {
  return page.getByTestId('demo-card').first().or(page.getByText(demoGrid.empty)).or(page.getByText(demoGrid.unavailable));
}

/**
 * The demo list as a test waits for it: locally the sample gateway's cards; against a deployment, whose gateway
 * is the provider's, however it ended (endedDemoList).
 */
export function settledDemoList(page: Page) {
  return deployed ? endedDemoList(page) : page.getByTestId('demo-card').first();
}

/** Waits for the demo list to be settled (see settledDemoList). */
export async function expectDemoListSettled(page: Page) {
  await expect(settledDemoList(page).first()).toBeVisible();
}
