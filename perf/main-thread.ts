/**
 * The main thread's work in a page's first seconds, as Chromium counts it: `Performance.getMetrics` over the DevTools
 * protocol (RecalcStyleCount, LayoutCount and their durations), read from navigation until a window after the load
 * event has passed, with no input. Shared by the suite's guard (e2e/main-thread.spec.ts, limits in
 * perf/budgets.ts) and the bench (perf/bench.ts, the floor beside every route).
 *
 * Counts, not durations, are what a check may assert: a count follows what the page does, a duration follows the
 * machine. The window is bounded on both clocks a page runs on (docs/testing.md, "The main-thread guard"):
 * - CSS animations run on the document timeline, real time, which no test can drive: the window lasts until the
 *   timeline is `windowMs` past the load event, so an animation that restyles every frame restyles for all of it;
 * - script timers run on Playwright's clock, paused from before the navigation; the window moves it after the
 *   timeline in small steps, never ahead of it, to exactly `windowMs`: the same setTimeout/setInterval/
 *   requestAnimationFrame callbacks run in every run, in order, spread over the window's frames, however slow the
 *   machine (a busy one takes bigger steps, which can only merge restyles, never add any);
 * - Math.random is seeded, so typed.js's "human" typing speed types the same letters in every run.
 * An animation that never ends is reported by name (`endless`), whatever the machine's frame rate.
 */
import type { Browser, Page } from '@playwright/test';
import { phoneContext } from './real-user';

export interface MainThreadFigures {
  /** Style recalculations from navigation until the end of the window. */
  styleRecalcs: number;
  layouts: number;
  /** Milliseconds: printed, never asserted (they follow the machine's speed and load). */
  styleMs: number;
  layoutMs: number;
  taskMs: number;
  /** Animations still running with an infinite iteration count at the end of the window: `name on element`. */
  endless: string[];
}

export interface MainThreadOptions {
  /** The window after the load event (5 s, as the budgets are stated). */
  windowMs?: number;
  /** The least script time advanced at once: the script clock catches up with the document timeline in steps of at
   *  least this (more when the machine is slow to answer), never past the window. */
  stepMs?: number;
  /** Runs after the load event, before the window: the guard's own test injects an endless animation here. */
  afterLoad?: (page: Page) => Promise<void>;
}

/** Installed before any page script: a seeded Math.random (mulberry32), so the page's random choices repeat. */
const seededRandom = `(() => {
  let seed = 0x2f6b7a1d;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

/**
 * Loads `url` in a fresh phone context (412×823, as a first visit: no cookie, so the cookie notice shows), waits for
 * the load event, lets `windowMs` pass on both clocks and reads Chromium's counters.
 */
export async function measureMainThread(browser: Browser, url: string, options: MainThreadOptions = {}): Promise<MainThreadFigures> {
  const { windowMs = 5_000, stepMs = 100, afterLoad } = options;
  const context = await browser.newContext({ ...phoneContext });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.addInitScript(seededRandom);
    await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
    // Far enough ahead that a slow start never has the clock past it already.
    await page.clock.pauseAt(new Date('2026-01-01T09:01:00Z'));
    await page.goto(url, { waitUntil: 'load' });
    if (afterLoad) await afterLoad(page);
    // The document timeline's time (ms since navigation) is real time: Playwright's clock leaves it alone. The
    // script clock follows it, step by step, and stops at exactly `windowMs`.
    const start = await page.evaluate(() => Number(document.timeline.currentTime));
    for (let scriptMs = 0; scriptMs < windowMs; ) {
      // Polled from a timer of Playwright's own (not the page's paused clock), which requests no animation frame:
      // a frame requested by the test would restyle every running animation and count against the page.
      const timelineMs = await page.waitForFunction(
        (end) => {
          const now = Number(document.timeline.currentTime);
          return now >= end ? now : false;
        },
        start + scriptMs + stepMs,
        { polling: 20 },
      );
      const next = Math.min(windowMs, Math.floor(Number(await timelineMs.jsonValue()) - start));
      await page.clock.runFor(next - scriptMs);
      scriptMs = next;
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) => {
          const name = (animation as CSSAnimation).animationName ?? animation.id ?? 'animation';
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const element = target ? `${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).split(' ').join('.')}` : ''}` : 'no element';
          return `${name} on ${element}`;
        }),
    );
    return {
      styleRecalcs: metric('RecalcStyleCount'),
      layouts: metric('LayoutCount'),
      styleMs: metric('RecalcStyleDuration') * 1000,
      layoutMs: metric('LayoutDuration') * 1000,
      taskMs: metric('TaskDuration') * 1000,
      endless,
    };
  } finally {
    await context.close();
  }
}

/** One line for a report: counts beside their limits, durations for reading only. */
export function describeMainThread(label: string, figures: MainThreadFigures, limits?: { styleRecalcs: number; layouts: number }) {
  const limit = (value: number | undefined) => (value === undefined ? '' : ` (limit ${value})`);
  return (
    `${label}: ${figures.styleRecalcs} style recalculations${limit(limits?.styleRecalcs)}, ${figures.layouts} layouts${limit(limits?.layouts)}; ` +
    `style ${Math.round(figures.styleMs)} ms, layout ${Math.round(figures.layoutMs)} ms, tasks ${Math.round(figures.taskMs)} ms` +
    (figures.endless.length ? `; running for ever: ${figures.endless.join(', ')}` : '')
  );
}
