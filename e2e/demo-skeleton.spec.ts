import { expect, test, type Locator, type Page } from './support/test';
import { demoGrid } from '../content/demo';
import { routes } from '../content/routes';
import { demoInterviews } from '../content/demo-interviews';
import { isHydrated } from '../testing/hydration';
import { CORS, fulfillJson, isDemoListUrl } from './support/routes';

/**
 * A visitor who scrolls fast still sees the skeleton then the cards, with no layout shift. Every card
 * and every placeholder is one fixed height (DemoGrid.module.css, --card-height), so the list's arrival moves
 * nothing under the grid, at any width and on both pages. Measured by position, not only by layout-shift entries:
 * those count only what is in the viewport, and the button under Home's grid is often below it.
 *
 * Every test visits and reads: the worker's shared page (`sharedPage` of support/test.ts), each test setting its own width.
 */
const widths = [375, 768, 1280];
const pages = [
  { path: routes.home.path, grid: (page: Page) => page.locator('#demos') },
  { path: routes.demo.path, grid: (page: Page) => page.getByRole('main') },
];

/** A list of the grid (the skeleton's or the cards') and the first thing laid out after the grid. */
async function geometry(list: Locator) {
  return list.evaluate((element) => {
    const wrapper = element.parentElement!;
    let after: Element | null = wrapper;
    while (after && !after.nextElementSibling) after = after.parentElement;
    const next = after!.nextElementSibling!;
    return {
      listTop: element.getBoundingClientRect().top + window.scrollY,
      listHeight: element.getBoundingClientRect().height,
      nextTop: next.getBoundingClientRect().top + window.scrollY,
    };
  });
}

for (const { path, grid } of pages) {
  for (const width of widths) {
    test(`${path} at ${width} px: the cards take exactly the skeleton's place`, async ({ sharedPage: page }) => {
      await page.setViewportSize({ width, height: 900 });
      let release!: (count: number) => void;
      const released = new Promise<number>((resolve) => (release = resolve));
      await page.route(isDemoListUrl, async (route) => {
        const count = await released;
        await fulfillJson(route, 200, { data: demoInterviews.slice(0, count) }, CORS);
      });
      await page.goto(path);
      await page.waitForFunction(isHydrated);
      const area = grid(page);
      // Home starts its list when the grid nears the viewport.
      await area.locator('[aria-busy="true"]').scrollIntoViewIfNeeded();
      await expect(area.getByText(demoGrid.loading)).toBeVisible();
      const skeleton = area.locator('[aria-busy="true"] ul[aria-hidden="true"]');
      const placeholders = await skeleton.locator('> li').count();
      expect(placeholders).toBeGreaterThan(0);
      const before = await geometry(skeleton);

      // As many demos as placeholders: the skeleton stands for a full list.
      release(Math.min(placeholders, demoInterviews.length));
      await expect(area.getByTestId('demo-card')).toHaveCount(Math.min(placeholders, demoInterviews.length));
      const after = await geometry(area.locator('ul', { has: page.getByTestId('demo-card') }));
      expect(after.listTop).toBeCloseTo(before.listTop, 1);
      expect(after.listHeight).toBeCloseTo(before.listHeight, 1);
      expect(after.nextTop).toBeCloseTo(before.nextTop, 1);
    });
  }
}

test('no card clamps its title or description: every sample demo reads in full from 320 to 1280 px', async ({ sharedPage: page }) => {
  await page.route(isDemoListUrl, (route) => fulfillJson(route, 200, { data: demoInterviews }, CORS));
  // One load, then every width: the cards' layout is CSS alone, which follows the viewport as it changes.
  await page.goto(routes.demo.path);
  await expect(page.getByTestId('demo-card')).toHaveCount(demoInterviews.length);
  for (const width of [320, 360, 400, 640, 700, 720, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const clamped = await page.getByTestId('demo-card').evaluateAll(
      (cards, at) =>
        cards.flatMap((card) =>
          [...card.querySelectorAll('h2, h3, p')]
            .filter((text) => text.scrollHeight > text.clientHeight + 1)
            .map((text) => `${at}px: ${text.textContent}`),
        ),
      width,
    );
    expect(clamped).toEqual([]);
  }
});
