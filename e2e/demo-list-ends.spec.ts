import { expect, test, type Page } from './support/test';
import { demoGrid } from '../content/demo';
import { routes } from '../content/routes';
import { config } from '../lib/config';
import { DEMO_LIST_TIMEOUT_MS } from '../lib/demo/fetchDemoInterviews';
import { endedDemoList } from './support/deployment';
import { isDemoListUrl } from './support/routes';

/**
 * The demo list against whatever gateway the build points at (the sample gateway here, the provider's on a
 * deployment), without any mock: it ends with cards, the empty notice or the polite failure notice, never on
 * the skeleton. The page gives up on a silent gateway after DEMO_LIST_TIMEOUT_MS, so that bounds the wait.
 */
const ended = { timeout: DEMO_LIST_TIMEOUT_MS + 5_000 };

async function expectEnded(page: Page, area: ReturnType<Page['locator']>) {
  await expect(endedDemoList(page)).toBeVisible(ended);
  await expect(area.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(area.getByText(demoGrid.loading)).toHaveCount(0);
  const cards = area.getByTestId('demo-card');
  const count = await cards.count();
  if (count > 0) {
    // Loaded: every card opens the configured player in a new tab.
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('href', new RegExp(`^${config.streamUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\?id=`));
      await expect(card).toHaveAttribute('target', '_blank');
    }
    return `loaded, ${count} cards`;
  }
  if (await area.getByText(demoGrid.empty).isVisible()) return 'loaded, no demo published';
  // Failed politely: the notice, Retry, and the same demos on the video channel; no raw error on the page.
  await expect(area.getByText(demoGrid.unavailable)).toBeVisible();
  await expect(area.getByRole('button', { name: demoGrid.retry })).toBeVisible();
  await expect(area.getByRole('link', { name: demoGrid.channelLabel }).first()).toHaveAttribute('href', config.links.videoChannel);
  return 'failed politely (the gateway did not give a usable list)';
}

test('/demo: the list from the configured gateway ends loaded or in the polite failure notice, never on the skeleton', async ({ page }, testInfo) => {
  const request = page.waitForRequest((candidate) => isDemoListUrl(new URL(candidate.url())));
  await page.goto(routes.demo.path);
  expect((await request).url()).toBe(config.links.demoList);
  const outcome = await expectEnded(page, page.getByRole('main'));
  testInfo.annotations.push({ type: 'demo list', description: outcome });
});

test('Home: the grid below the fold, once scrolled to, ends the same way', async ({ page }, testInfo) => {
  await page.goto(routes.home.path);
  const grid = page.locator('#demos');
  await grid.scrollIntoViewIfNeeded();
  const outcome = await expectEnded(page, grid);
  testInfo.annotations.push({ type: 'demo list', description: outcome });
});
