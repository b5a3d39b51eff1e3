import { expect, test, type Page } from './support/test';
import { demoListStart } from '../lib/demo/links';
import { demoGrid } from '../content/demo';
import { homeDemos } from '../content/home';
import { demoInterviews } from '../content/demo-interviews';
import { isHydrated } from '../testing/hydration';
import { localOnly, skipWhenDeployed } from './support/deployment';
import { CORS, fulfillJson, isDemoListUrl } from './support/routes';

/**
 * Home's demo grid is several screens below the fold, so its list, the list's schema chunk
 * and their parsing wait until the grid nears the viewport or the browser is idle well after load.
 */
const cards = (page: Page) => page.getByTestId('demo-card');

/** Every script the page receives that carries zod (the demo list's schema chunk), and every demo list request. */
function watchDemoList(page: Page) {
  const seen = { listRequests: 0, zodChunks: [] as string[] };
  page.on('request', (request) => {
    if (isDemoListUrl(new URL(request.url()))) seen.listRequests += 1;
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('$ZodObject')) seen.zodChunks.push(new URL(response.url()).pathname);
  });
  return seen;
}

async function loadHome(page: Page) {
  // A paused clock: the idle start's delay only passes when the test moves time.
  // Paused an hour after install: pauseAt only jumps ahead, and a loaded machine may take seconds between calls.
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:00Z'));
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForFunction(isHydrated);
}

test('Home fetches neither the demo list nor its schema until the grid nears the viewport', async ({ page }) => {
  skipWhenDeployed(localOnly.sampleData);
  const seen = watchDemoList(page);
  await loadHome(page);
  // Most of the idle delay passes with the page at the top: nothing starts.
  await page.clock.runFor(demoListStart.idleDelayMs - 1_000);
  await expect(page.locator('#demos').getByText(demoGrid.loading)).toBeAttached();
  expect(seen.listRequests).toBe(0);
  expect(seen.zodChunks).toEqual([]);

  const listRequest = page.waitForRequest((request) => isDemoListUrl(new URL(request.url())));
  await page.locator('#demos').scrollIntoViewIfNeeded();
  await listRequest;
  await expect(cards(page)).toHaveCount(Math.min(homeDemos.limit, demoInterviews.length));
  expect(seen.listRequests).toBe(1);
  await expect.poll(() => seen.zodChunks.length).toBe(1);
});

test('without a scroll, the list starts once the browser is idle after the load event and its delay', async ({ page }) => {
  skipWhenDeployed(localOnly.sampleData);
  const seen = watchDemoList(page);
  await loadHome(page);
  await page.clock.runFor(demoListStart.idleDelayMs - 500);
  expect(seen.listRequests).toBe(0);
  const listRequest = page.waitForRequest((request) => isDemoListUrl(new URL(request.url())));
  await page.clock.runFor(500 + demoListStart.idleTimeoutMs);
  await listRequest;
  await expect(cards(page)).toHaveCount(Math.min(homeDemos.limit, demoInterviews.length));
  // The page never moved: the cards came in below the fold.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * Every layout shift recorded so far, not caused by input: read from the page's performance timeline (an observer
 * with `buffered` is handed what is there at once), not from an observer's callback that may still be on its way.
 */
function layoutShifts(page: Page) {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).map((entry): [number, number] => [entry.startTime, entry.value]);
  });
}

test('a visitor who scrolls straight to the grid sees the skeleton, then the cards, with no layout shift', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isDemoListUrl, async (route) => {
    await released;
    await fulfillJson(route, 200, { data: demoInterviews }, CORS);
  });
  await page.goto('/');
  await page.waitForFunction(isHydrated);
  // A fast scroll: the grid lands in view at once, before any list has arrived. Shifts are counted from here
  // (the typed hero's caret shifts the hero by 0.0001 at hydration: not the grid's doing).
  const scrolledAt = await page.evaluate(() => {
    document.getElementById('demos')!.scrollIntoView({ behavior: 'instant', block: 'start' });
    return performance.now();
  });
  const grid = page.locator('#demos');
  await expect(grid.getByText(demoGrid.loading)).toBeVisible();
  await expect(grid.locator('[aria-busy="true"] ul[aria-hidden="true"] > li').first()).toBeInViewport();
  release();
  await expect(cards(page)).toHaveCount(Math.min(homeDemos.limit, demoInterviews.length));
  // An IntersectionObserver's answer: the page has laid the cards out, and a shift is recorded in the same update.
  await expect(cards(page).first()).toBeInViewport();
  const shifts = await layoutShifts(page);
  expect(shifts.filter(([startTime]) => startTime >= scrolledAt)).toEqual([]);
});

test('/demo starts its list at once, without a scroll', async ({ page }) => {
  skipWhenDeployed(localOnly.sampleData);
  const listRequest = page.waitForRequest((request) => isDemoListUrl(new URL(request.url())));
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:00Z'));
  await page.goto('/demo');
  await listRequest;
  await expect(cards(page)).toHaveCount(demoInterviews.length);
});
