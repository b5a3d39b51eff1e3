import { expect, test, type Page } from './support/test';
import { typedHero } from '../content/home';

const slot = (page: Page) => page.getByTestId('typed-phrase');
const pause = (page: Page) => page.getByRole('button', { name: `${typedHero.pauseLabel} ${typedHero.listLabel}` });
const play = (page: Page) => page.getByRole('button', { name: `${typedHero.playLabel} ${typedHero.listLabel}` });

/**
 * Advances the page's clock in steps until the slot reads `text`. A whole phrase stays for 5 s (backDelay), so a
 * step of a second never steps over it; a test that times the hold takes smaller steps.
 */
async function typeUntil(page: Page, text: string, stepMs = 1_000) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return slot(page).textContent();
      },
      { intervals: [0], timeout: 20_000 },
    )
    .toBe(text);
}

/**
 * A paused clock: typed.js's timers move only when the test moves time. A running one also moves with the wall
 * clock, so on a loaded machine the 5 s hold could pass between two steps of a test (a fresh full run saw the
 * phrase already being erased when it expected it whole).
 */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T09:00:01Z'));
}

test('the static HTML already shows the first phrase', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`data-testid="typed-phrase">${typedHero.phrases[0].replace('&', '&amp;')}<`);
});

test('the phrases are typed in order and loop back to the first', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  await expect(page.locator('[data-typing]')).toHaveCount(1);
  for (const phrase of [...typedHero.phrases, typedHero.phrases[0]]) {
    await typeUntil(page, phrase);
  }
});

test('timing: 100 ms start delay, then about 160 ms a character, then 5 s on the full phrase', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  await expect(page.locator('[data-typing]')).toHaveCount(1);
  // typed.js clears the slot and waits startDelay before the first character.
  await typeUntil(page, typedHero.phrases[0], 250);
  // Holds the whole phrase for backDelay (5000 ms) before erasing.
  await page.clock.runFor(4_500);
  await expect(slot(page)).toHaveText(typedHero.phrases[0]);
  await page.clock.runFor(1_500);
  await expect(slot(page)).not.toHaveText(typedHero.phrases[0]);
});

test('screen readers get the whole list once, not the animation', async ({ page }) => {
  await page.goto('/');
  const line = page.locator('p', { has: slot(page) });
  await expect(line.locator('[aria-hidden="true"]').first()).toContainText(typedHero.prefix);
  const spoken = line.locator('.visually-hidden').first();
  await expect(spoken).toHaveText(`${typedHero.prefix} ${typedHero.phrases.join(', ')}`);
  expect(await slot(page).evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
});

test('the pause button stops the typing and play resumes it', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  await typeUntil(page, typedHero.phrases[0]);
  await page.clock.runFor(5_400);
  await pause(page).click();
  await expect(play(page)).toBeVisible();
  // typed.js finishes the character it is on, then holds.
  await page.clock.runFor(500);
  const frozen = await slot(page).textContent();
  await page.clock.runFor(8_000);
  await expect(slot(page)).toHaveText(frozen ?? '');
  await play(page).click();
  await expect(pause(page)).toBeVisible();
  await typeUntil(page, typedHero.phrases[1]);
});

test('with reduced motion the phrases are shown without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const list = page.getByText(typedHero.phrases.join(' · '));
  await expect(list).toBeVisible();
  await expect(page.locator('[data-typing]')).toHaveCount(0);
  await expect(slot(page)).toHaveCount(0);
  await expect(pause(page)).toHaveCount(0);
});

test('typed.js injects no <style> element (its CSS lives in our module)', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  await expect(page.locator('[data-typing]')).toHaveCount(1);
  const inlineStyles = await page.locator('style').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(inlineStyles.some((css) => css.includes('typed-cursor'))).toBe(false);
});

for (const viewport of [{ width: 412, height: 823 }, { width: 1350, height: 940 }]) {
  test(`typing moves nothing around it, from the static HTML on (${viewport.width} px)`, async ({ browser }) => {
    // Where the static HTML puts the buttons before any script runs: typed.js must not move them, not even when
    // it starts.
    const still = await browser.newContext({ viewport, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto('/');
    const before = await stillPage.getByRole('link', { name: 'Demo Interviews', exact: true }).boundingBox();
    await still.close();

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // Registered before the clock, so it keeps the browser's own requestAnimationFrame: the log starts once the whole
    // document has been parsed and drawn. A browser paints HTML that is still arriving, and on a loaded machine a
    // centred row drawn with half its words arrived moves when the rest comes (the parse, not the typing; Home's own
    // CLS tests and the bench's Lighthouse CLS hold the page as it loads).
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      const log: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = log;
      const describe = (node: Node | null) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}` : String(node?.nodeName);
      const rect = (box: DOMRectReadOnly) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      const observe = () =>
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const sources = entry.sources.map((source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`);
            log.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${sources.join('; ')}`);
          }
        }).observe({ type: 'layout-shift' });
      const frame = window.requestAnimationFrame.bind(window);
      // From the second frame after DOMContentLoaded: the first has drawn the whole document.
      (window as unknown as { observing: Promise<void> }).observing = new Promise((resolve) =>
        document.addEventListener('DOMContentLoaded', () =>
          frame(() =>
            frame(() => {
              observe();
              resolve();
            }),
          ),
        ),
      );
    });
    await pauseClock(page);
    await page.goto('/');
    await page.evaluate(() => (window as unknown as { observing: Promise<void> }).observing);
    const lead = page.getByRole('link', { name: 'Demo Interviews', exact: true });
    // "Screen" and the typed phrase stand on one line, on one baseline.
    const bottoms = await slot(page).evaluate((element) => {
      const prefix = element.closest('[aria-hidden="true"]')!.firstChild!;
      const range = document.createRange();
      range.selectNodeContents(prefix);
      return [range.getBoundingClientRect().bottom, element.getBoundingClientRect().bottom];
    });
    expect(Math.abs(bottoms[0]! - bottoms[1]!)).toBeLessThan(2);
    for (const phrase of typedHero.phrases.slice(0, 3)) {
      await typeUntil(page, phrase);
      await expect(page.locator('[data-typing]')).toHaveCount(1);
      expect(await lead.boundingBox()).toEqual(before);
    }
    // Not one layout shift: a cursor element that follows the letters logged one per keystroke (0.0001 each).
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), 'layout shifts (value, time, what moved)').toEqual([]);
    await context.close();
  });
}

test('on a 320 px phone the page never scrolls sideways while a phrase is typed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await pauseClock(page);
  await page.goto('/');
  await expect(page.locator('[data-typing]')).toHaveCount(1);
  // The words are centred by a transform of half the room they leave: the most with one letter typed.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return (await slot(page).textContent())?.length;
      },
      { intervals: [0], timeout: 20_000 },
    )
    .toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await context.close();
});
