import { expect, test, type Locator } from './support/test';
import { heroVisual, homeHero, proofStrip } from '../content/home';
import { routes } from '../content/routes';
import { config } from '../lib/config';

/**
 * Home's product picture (the reviewer's window and the candidate's camera view, drawn with
 * HTML, CSS and inline SVG) and the strip of facts under it, which may only repeat what other pages state. Tests that
 * visit and read use the worker's shared page (`sharedPage` of support/test.ts); the largest paint is a fresh page's first visit.
 */

const visual = (page: import('@playwright/test').Page) => page.getByTestId('hero-visual');

/**
 * True when the browser hit-tests the element itself all along its middle line (10 % to 90 % of its width: the
 * ends of a pill are rounded off), so nothing covers any part of it.
 */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [0.1, 0.3, 0.5, 0.7, 0.9].every((share) => {
      const hit = document.elementFromPoint(box.left + box.width * share, box.top + box.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
  });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test('the product picture shows both views, every word of the reviewer’s window uncovered', async ({ sharedPage: page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      // The cookie banner would cover whatever is scrolled to the bottom edge: agree first.
      await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
      await page.goto('/');
      const stage = visual(page);
      await expect(stage).toHaveAttribute('aria-hidden', 'true');
      await expect(stage.getByText(heroVisual.candidate.question)).toBeVisible();
      await expect(stage.getByText(heroVisual.candidate.step)).toBeVisible();
      const texts = [heroVisual.reviewer.title, heroVisual.reviewer.status, ...heroVisual.reviewer.rows.map((row) => row.text)];
      for (const text of texts) {
        const item = stage.getByText(text, { exact: true });
        await item.scrollIntoViewIfNeeded();
        await expect(item).toBeVisible();
        expect(await uncovered(item), `“${text}” must not be covered by the candidate’s view`).toBe(true);
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test('the picture is in the HTML without scripts, asks for no image and leaves the LCP to the hero’s words', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  await page.goto('/');
  await expect(visual(page).getByText(heroVisual.reviewer.title)).toBeVisible();
  // Drawn by CSS and inline SVG: no <img>, no url() image in any of its boxes.
  const urls = await visual(page).evaluate((stage) =>
    [stage, ...stage.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundImage, style.maskImage, style.content].filter((value) => value.includes('url('));
    }),
  );
  expect(urls).toEqual([]);
  await expect(visual(page).locator('img, image, picture, video')).toHaveCount(0);
  expect(images.filter((url) => !/\/(favicon|icon|apple-icon)[^/]*$/.test(new URL(url).pathname))).toEqual([]);
  await context.close();
});

// A fresh page: the first visit's paints, with nothing in a cache.
test('the largest paint is still the hero’s pre-rendered words, not the picture', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const lcp = await page.evaluate(
    () =>
      new Promise<{ tag: string; text: string; inVisual: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)!.element!;
          resolve({
            tag: element.tagName,
            text: element.textContent ?? '',
            inVisual: element.closest('[data-testid="hero-visual"]') !== null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp.inVisual).toBe(false);
  expect([homeHero.heading, homeHero.lead]).toContain(lcp.text);
});

test('the recording light blinks only for visitors who allow motion', async ({ browser }) => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto('/');
    const light = visual(page).getByText(heroVisual.candidate.status).locator('span');
    const animation = await light.evaluate((element) => getComputedStyle(element).animationName);
    if (reducedMotion === 'reduce') expect(animation).toBe('none');
    else expect(animation).not.toBe('none');
    await context.close();
  }
});

test('the strip of facts, under a heading for screen readers: every figure is one another page already states', async ({ sharedPage: page }) => {
  await page.goto('/');
  // Introduced by a heading for screen readers (the figures speak for themselves on screen).
  const heading = page.getByRole('heading', { level: 2, name: proofStrip.heading, exact: true });
  await expect(heading).toBeAttached();
  const strip = heading.locator('xpath=following-sibling::ul[1]');
  await expect(strip.getByRole('listitem')).toHaveCount(proofStrip.stats.length);
  for (const stat of proofStrip.stats) await expect(strip).toContainText(`${stat.value} ${stat.label}`);
  // No invented facts: each figure is on /features or /pricing too.
  const elsewhere: string[] = [];
  for (const route of [routes.features, routes.pricing]) {
    await page.goto(route.path);
    elsewhere.push((await page.locator('main').innerText()).replace(/\s+/g, ' '));
  }
  for (const stat of proofStrip.stats) {
    expect(elsewhere.some((text) => text.includes(stat.value)), `${stat.value} appears on /features or /pricing`).toBe(true);
  }
});

// The hero, the picture and the strip are in every-page.spec.ts's axe scans of Home, in both themes.

/**
 * A browser paints a page whose HTML is still arriving: what is parsed later may only appear below or beside what is
 * already there. The hero picture's two parts stand on the screen in the order of the HTML (a candidate's view placed
 * first with `order: -1` once grew above the list and pushed it down), and from 768 px the view's width is its
 * column's, not its words' (a shrink-to-fit view grew sideways as its question arrived).
 */
test('the hero picture keeps its place while its HTML streams in', async ({ sharedPage: page }) => {
  const stage = visual(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  const tops = await stage.evaluate((element) => [...element.children].map((child) => Math.round(child.getBoundingClientRect().top)));
  expect(tops.length).toBe(2);
  expect(tops[0], 'on a phone the part first in the HTML stands above the other').toBeLessThan(tops[1]!);

  await page.setViewportSize({ width: 1280, height: 800 });
  const widths = await stage.evaluate((element) => {
    const view = element.firstElementChild as HTMLElement;
    const whole = view.getBoundingClientRect().width;
    // The view as it is before its question and progress bar are parsed: its camera picture alone.
    const words = view.lastElementChild!;
    words.remove();
    const pictureOnly = view.getBoundingClientRect().width;
    view.append(words);
    return { whole, pictureOnly };
  });
  expect(widths.pictureOnly, 'the view’s width without its words').toBe(widths.whole);
});

/**
 * A browser paints HTML that is still arriving. The reviewer's title bar drawn with its dots alone must already be
 * as tall as it will be once its title and status pill come, or the dots and every row under them move when they do
 * (a layout shift seen twice in Home's scroll test on a loaded machine, at 1280 px). Here the two later children are
 * taken out of the loaded page, which is what the bar looks like between the two parts of the HTML.
 */
test('the reviewer window’s title bar is one line tall before its title and status arrive, at 1280 px', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const heights = await visual(page).evaluate((stage) => {
    const bar = stage.querySelector('[class*="windowBar"]')!;
    const rows = stage.querySelector('ul')!;
    const whole = { bar: bar.getBoundingClientRect().height, rowsTop: rows.getBoundingClientRect().top };
    const later = [...bar.children].slice(1);
    for (const child of later) child.remove();
    const dotsAlone = { bar: bar.getBoundingClientRect().height, rowsTop: rows.getBoundingClientRect().top };
    bar.append(...later);
    return { whole, dotsAlone, children: later.length };
  });
  expect(heights.children, 'the title and the status pill after the dots').toBe(2);
  expect(heights.dotsAlone).toEqual(heights.whole);
});
