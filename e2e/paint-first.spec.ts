import { expect, test } from '@playwright/test';
import { cookieBanner } from '../content/site';
import { routeList } from '../content/routes';

/**
 * Paint first, hydrate second (scripts/paint-first.ts): no chunk of Next.js is requested before the first
 * contentful paint, each is fetched once, and the page still hydrates (the cookie banner, which only the
 * client renders, appears).
 */
const paths = [...routeList.map((route) => route.path), '/no-such-page'];

for (const path of paths) {
  test(`${path}: the page paints before any chunk is fetched, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('region', { name: cookieBanner.label })).toBeVisible();
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/') && entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timing.firstContentfulPaint, 'first contentful paint was reported').toBeDefined();
    expect(timing.chunks.length, 'the page loaded its chunks').toBeGreaterThan(0);
    const early = timing.chunks.filter((chunk) => chunk.startTime < timing.firstContentfulPaint!);
    expect(early, `chunks requested before the first paint at ${timing.firstContentfulPaint!.toFixed(0)} ms`).toEqual([]);
    const names = timing.chunks.map((chunk) => chunk.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index), 'chunks fetched twice').toEqual([]);
  });
}
