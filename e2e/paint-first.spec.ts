import { expect, test } from '@playwright/test';
import { contactForm } from '../content/contact';
import { typedHero } from '../content/home';
import { cookieBanner, menuButtonLabel } from '../content/site';
import { routeList } from '../content/routes';

/**
 * Paint first, hydrate second (scripts/paint-first.ts): no chunk of Next.js is requested before the first
 * contentful paint, each is fetched once, and the page still hydrates (React marks the cookie banner
 * data-hydrated). Until then the buttons that need JavaScript are disabled, so a tap in
 * that moment is refused visibly rather than lost.
 */
const paths = [...routeList.map((route) => route.path), '/no-such-page'];

for (const path of paths) {
  test(`${path}: the page paints before any chunk is fetched, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('region', { name: cookieBanner.label })).toHaveAttribute('data-hydrated', 'true');
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

test('controls that need JavaScript are disabled in the static HTML and enabled once the page hydrates', async ({ page, request }) => {
  const controls = [
    { path: '/', name: menuButtonLabel, viewport: { width: 375, height: 740 } },
    { path: '/', name: new RegExp(typedHero.pauseLabel), viewport: { width: 1280, height: 800 } },
    { path: '/contact', name: contactForm.submit, viewport: { width: 1280, height: 800 } },
  ];
  for (const control of controls) {
    const html = await (await request.get(control.path)).text();
    const label = control.name instanceof RegExp ? control.name.source : control.name;
    const button = [...html.matchAll(/<button\b[^>]*>[\s\S]*?<\/button>/g)].map(([markup]) => markup).find((markup) => markup.includes(label));
    expect(button, `${control.path}: "${label}" is in the static HTML`).toBeDefined();
    expect(button, `${control.path}: "${label}" starts disabled`).toMatch(/<button\b[^>]*\sdisabled=""/);

    await page.setViewportSize(control.viewport);
    await page.goto(control.path);
    await expect(page.getByRole('button', { name: control.name }).first()).toBeEnabled();
  }
});
