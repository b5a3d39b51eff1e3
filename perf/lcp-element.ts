/**
 * Names each route's LCP element (`npm run perf:lcp-element`, docs/performance.md "Finding the LCP element").
 * Which element is each route's largest contentful paint, and what the page had requested by then, under the
 * bench's real throttling (perf/real-user.ts). Lighthouse 12's `largest-contentful-paint-element` audit fails
 * with Debian's Chromium (docs/performance.md), so this asks the browser itself: the last
 * `largest-contentful-paint` entry's element, and the resource timing entries that started before it.
 *
 *   npm run perf:lcp-element -- http://localhost:3200 [/ /demo …]
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { routes } from '../content/routes';
import { chromiumArgs, ensureChromium } from '../testing/find-chromium';
import { phoneContext, throttle } from './real-user';

// A string, not a function: tsx's keepNames would wrap named inner functions in a helper the page lacks.
const observe = `(() => {
  const lcp = (window.__lcp = { entries: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      lcp.entries.push({
        time: Math.round(entry.startTime),
        size: entry.size,
        element: el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') : '(removed)',
        text: el ? (el.textContent || '').trim().slice(0, 60) : '',
        url: entry.url || '',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

async function main() {
  const [origin = 'http://localhost:3000', ...paths] = parseArgs({ allowPositionals: true }).positionals;
  const targets = paths.length ? paths : Object.values(routes).map((route) => route.path);
  const browser = await chromium.launch({ executablePath: ensureChromium({ full: true }), args: chromiumArgs });
  try {
    for (const target of targets) {
      const context = await browser.newContext({ ...phoneContext });
      const page = await context.newPage();
      await page.addInitScript(observe);
      await throttle(context, page);
      await page.goto(`${origin}${target}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const { entries, before } = await page.evaluate(() => {
        const { entries } = (window as unknown as { __lcp: { entries: { time: number }[] } }).__lcp;
        const last = entries.at(-1)?.time ?? 0;
        const before = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < last)
          .map((entry) => `${new URL(entry.name).pathname.split('/').pop()} (${(entry as PerformanceResourceTiming).initiatorType})`);
        return { entries, before };
      });
      console.log(`${target}`);
      for (const entry of entries) console.log(`  LCP candidate ${JSON.stringify(entry)}`);
      console.log(`  requested before the last candidate: ${before.join(', ') || 'nothing but the HTML'}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
