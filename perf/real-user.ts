/**
 * A page load as a visitor's browser does it, in Playwright's Chromium: shared by the byte budget
 * (e2e/budget.spec.ts: which scripts a page downloads) and `npm run bench` (real-throttled timings).
 *
 * - downloads: every script the page requests until the network is idle (lazy chunks included), as URL
 *   paths of the site, so the budget counts what a visitor downloads, not only the HTML's `<script src>`.
 * - timings, under real throttling through the DevTools protocol (150 ms round trip, 1.6 Mbps, CPU 4×: a
 *   mid-range phone on a slow 4G link): first contentful paint, largest contentful paint, the moment the
 *   page is interactive and the main thread's long tasks. "Interactive" is the later of the site's own
 *   hydration mark (<html data-hydrated>, testing/hydration.ts) and the end of the last long task before the
 *   network went idle. The floor ships no client component and so no mark (`hydrates: false`): its long tasks,
 *   hydration's included, end its figure.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { isHydrated } from '../testing/hydration';

export const throttling = { rttMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;
/** The phone every throttled load uses (the bench and perf/lcp-element.ts). */
export const phoneContext = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export interface LoadTimings {
  fcp: number;
  lcp: number;
  /** Milliseconds from navigation start until the page is interactive (see above). */
  interactive: number;
  /** The site's hydration mark was set (0 for a page without one: the floor, a no-JS twin). */
  hydrated: number;
  /** Sum of all long tasks (≥ 50 ms) until network idle. */
  longTaskMs: number;
  /** Sum of each long task's time over 50 ms: the blocking-time figure. */
  blockingMs: number;
}


/**
 * Installed before any page script: records LCP, long tasks and the hydration moment. A string, not a
 * function: tsx (esbuild's keepNames) would wrap named inner functions in a helper the page does not have.
 */
const observe = `(() => {
  const rum = (window.__rum = { lcp: 0, longTasks: [], hydrated: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) rum.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) rum.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // The moment the mark is set, not the next frame: a mutation record is delivered in the same task.
  new MutationObserver((records, observer) => {
    if ((${isHydrated.toString()})()) {
      rum.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
})();`;

/** Network and CPU throttling of `throttling` on one page, through the DevTools protocol. */
export async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.rttMs,
    downloadThroughput: (throttling.downloadKbps * 1000) / 8,
    uploadThroughput: (throttling.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
}

/**
 * One load in a fresh context (empty cache, no cookies), throttled; resolves once the network is idle and, unless
 * `hydrates` is false (the floor, a no-JS twin of perf/no-js-twins.ts), the site's hydration mark is set.
 */
export async function throttledLoad(browser: Browser, url: string, { hydrates = true } = {}): Promise<LoadTimings> {
  const context = await browser.newContext({ ...phoneContext });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe);
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (hydrates) await page.waitForFunction(() => (window as unknown as { __rum: { hydrated: number } }).__rum.hydrated > 0, null, { timeout: 30_000 });
    // A page without scripts requests no frame after its first paint: poll (in animation frames) until it is recorded.
    else await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000, polling: 'raf' });
    return await page.evaluate(() => {
      const rum = (window as unknown as { __rum: { lcp: number; longTasks: [number, number][]; hydrated: number } }).__rum;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const lastTaskEnd = rum.longTasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
      return {
        fcp,
        lcp: rum.lcp || fcp,
        hydrated: rum.hydrated,
        interactive: Math.max(fcp, rum.hydrated, lastTaskEnd),
        longTaskMs: rum.longTasks.reduce((total, [, duration]) => total + duration, 0),
        blockingMs: rum.longTasks.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0),
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * No request in flight and none for this long: the page is done fetching. Twice Playwright's networkidle window:
 * a fresh full run, at its busy start, once measured /demo before its list's effect had asked for anything.
 */
const quietMs = 1_000;

/**
 * The site paths of every script a page requests from `origin` until the network is idle, in request order.
 * `hydrates: false` for a page without the site's hydration mark (the floor): quiet after its load event.
 */
export async function downloadedScripts(browser: Browser, url: string, { hydrates = true } = {}): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const { origin } = new URL(url);
    const scripts: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      const requested = new URL(request.url());
      if (request.resourceType() === 'script' && requested.origin === origin) scripts.push(requested.pathname);
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    // The page's timers stand still (Playwright's clock, paused before the first script): what is counted is what
    // the load and its effects request, never what a timer reaches on one run and not on another. Home's demo
    // list starts seconds after load (demoListStart): on a loaded machine the quiet wait below once outlasted that
    // delay, and Home was counted with /demo's schema chunk.
    // An hour ahead of the install's own time, so a slow install can never have passed it ("cannot fast-forward to
    // the past"); no document is open yet, so nothing runs in between.
    const installedAt = Date.now();
    await page.clock.install({ time: installedAt });
    await page.clock.pauseAt(installedAt + 3_600_000);
    await page.goto(url);
    // Quiet after hydration: what the page fetches from its effects (the demo list, its schema) counts too.
    // Not waitForLoadState('networkidle'): that state is reached once and stays, often in the gap between the
    // last chunk and hydration on a loaded machine, and then it would not wait for the effects' requests.
    if (hydrates) await page.waitForFunction(isHydrated);
    const deadline = Date.now() + 15_000;
    while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [...new Set(scripts)];
  } finally {
    await context.close();
  }
}
