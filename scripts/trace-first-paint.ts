/**
 * What the main thread does between the last stylesheet's arrival and the first paint, under the bench's real
 * throttling (scripts/real-user.ts): one traced load per URL, then one line with the time from the last stylesheet
 * to first-contentful-paint and how much of it went to scripts, HTML parsing, style, layout and paint. With
 * `--tasks`, also every main-thread task of 3 ms or more before the first paint and each request's end.
 * Loading a route and its no-JS twin (scripts/no-js-twins.ts) side by side shows where a page loses to its twin
 * (docs/performance.md, "Fifth session").
 *
 *   npx tsx scripts/trace-first-paint.ts [--tasks] http://localhost:3000/contact http://localhost:3100/contact
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './find-chromium';
import { phoneContext, throttle } from './real-user';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const args = process.argv.slice(2);
const listTasks = args.includes('--tasks');
const urls = args.filter((arg) => !arg.startsWith('--'));
const ms = (microseconds: number) => Math.round(microseconds / 1000);
const fileOf = (url: unknown) => String(url ?? '').split('/').pop() || '/';

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
try {
  for (const url of urls) {
    const context = await browser.newContext({ ...phoneContext });
    const page = await context.newPage();
    await throttle(context, page);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const fcp = events.find((event) => event.name === 'firstContentfulPaint');
    const start = events.find((event) => event.name === 'navigationStart' && event.pid === fcp?.pid) ?? events.find((event) => event.name === 'navigationStart');
    const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp?.pid);
    if (!fcp || !start || !main) {
      console.log(`${url}: no first paint in the trace`);
      continue;
    }
    const urlOf = new Map(events.filter((event) => event.name === 'ResourceSendRequest').map((event) => [event.args?.data?.requestId, event.args?.data?.url]));
    const finished = events.filter((event) => event.name === 'ResourceFinish').map((event) => ({ ts: event.ts, file: fileOf(urlOf.get(event.args?.data?.requestId)) }));
    // A page without stylesheets can paint as soon as it has HTML: count from the navigation then.
    const stylesheetsIn = Math.max(start.ts, ...finished.filter(({ file }) => file.endsWith('.css')).map(({ ts }) => ts));
    const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts > start.ts && event.ts < fcp.ts);
    const after = onMain.filter((event) => event.ts >= stylesheetsIn);
    const total = (names: string[]) => ms(after.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + (event.dur ?? 0), 0));
    console.log(
      `${url.padEnd(34)} stylesheets in ${ms(stylesheetsIn - start.ts)}  FCP ${ms(fcp.ts - start.ts)}  between: scripts ${total(['EvaluateScript'])}` +
        `  parse ${total(['ParseHTML'])}  style ${total(['UpdateLayoutTree'])}  layout ${total(['Layout'])}  paint ${total(['Paint', 'PrePaint', 'Layerize', 'Commit'])} (ms)`,
    );
    if (listTasks) {
      const lines: [number, string][] = finished.map(({ ts, file }) => [ts, `finished ${file}`]);
      for (const task of onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 3000)) {
        const inside = onMain.filter((event) => event.name !== 'RunTask' && event.ts >= task.ts && event.ts < task.ts + task.dur! && (event.dur ?? 0) >= 1000);
        const what = inside
          .sort((a, b) => b.dur! - a.dur!)
          .slice(0, 4)
          .map((event) => `${event.name}${event.args?.data?.url ? ` ${fileOf(event.args.data.url)}` : ''} ${ms(event.dur!)}`)
          .join(', ');
        lines.push([task.ts, `task ${ms(task.dur!)} ms: ${what}`]);
      }
      for (const [ts, line] of lines.sort((a, b) => a[0] - b[0])) console.log(`  ${String(ms(ts - start.ts)).padStart(5)} ${line}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
