/**
 * A page's first render under a 4× slower CPU: how long Chromium spends parsing its HTML, computing style and laying
 * it out before the page stands still, beside the floor (a bare Next.js page, perf/measure.ts) in the same run.
 *
 *   npx tsx perf/first-render.ts                                   out/ against the floor: / and /features, 5 rounds
 *   npx tsx perf/first-render.ts --rounds 3 --viewport 1280x800 -- / /pricing
 *   npx tsx perf/first-render.ts before=/tmp/before after=out -- / /features    two builds, interleaved
 *
 * Each build's pages are measured as their no-JS twins (perf/no-js-twins.ts: the exported HTML without scripts, in a
 * copy of the folder under bench/.first-render/), so the figures are the markup's and the stylesheets' own, not
 * hydration's, which moves with every run. Rounds are interleaved (floor, each path of each build, then again), so
 * a burst of load on a shared machine falls on all of them. Each load is a fresh context, CPU throttled 4× over the
 * DevTools protocol, traced from navigation until the load event and two animation frames after it; the trace's
 * main-thread events of the page's renderer are summed: Layout (layout), UpdateLayoutTree (style), ParseHTML and
 * ParseAuthorStyleSheet (parse). Prints the median and the spread (min–max) of each, and layout + style ÷ the
 * floor's. Durations follow the machine: compare only figures of one run, and note the load average it prints.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../testing/find-chromium';
import { buildFloor, median, siteOutDir } from './measure';
import { buildNoJsTwins } from './no-js-twins';

export interface FirstRenderFigures {
  /** Milliseconds of main-thread work on the page's renderer, from navigation until two frames after load. */
  layoutMs: number;
  styleMs: number;
  parseMs: number;
  /** Elements in the document once loaded. */
  elements: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string; frame?: string }; data?: { styleSheetUrl?: string } };
}

const kinds: Record<string, keyof Omit<FirstRenderFigures, 'elements'>> = {
  Layout: 'layoutMs',
  UpdateLayoutTree: 'styleMs',
  ParseHTML: 'parseMs',
  ParseAuthorStyleSheet: 'parseMs',
};

/**
 * Sums the events of `kinds` of the frame that parsed `url` (complete events, as Chromium records these): its own
 * parsing, style and layout, and the parsing of its origin's stylesheets; not the browser's own pages or frames.
 */
export function sumTrace(events: readonly TraceEvent[], url: string): Omit<FirstRenderFigures, 'elements'> {
  const parse = events.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(url));
  const frame = parse?.args?.beginData?.frame;
  if (!parse || !frame) throw new Error(`The trace holds no ParseHTML of ${url}`);
  const origin = new URL(url).origin;
  const ours = (event: TraceEvent) =>
    event.pid === parse.pid &&
    event.tid === parse.tid &&
    (event.name === 'ParseAuthorStyleSheet' ? (event.args?.data?.styleSheetUrl ?? '').startsWith(origin) : event.args?.beginData?.frame === frame);
  const totals = { layoutMs: 0, styleMs: 0, parseMs: 0 };
  for (const event of events) {
    const kind = kinds[event.name];
    if (kind && event.ph === 'X' && ours(event)) totals[kind] += (event.dur ?? 0) / 1000;
  }
  return totals;
}

/** One load of `url`: a fresh context of `viewport`, CPU 4× slower, traced until two frames after the load event. */
export async function measureFirstRender(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<FirstRenderFigures> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    // The twin runs no script of its own: this one only waits for two frames, whose work the trace then holds.
    const elements = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.getElementsByTagName('*').length)))),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return { ...sumTrace(trace.traceEvents, url), elements };
  } finally {
    await context.close();
  }
}

/** A static server for a folder of twins: /path → path.html or path/index.html; no headers beyond the type. */
function serveFolder(dir: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(dir, path.normalize(candidate));
      if (!file.startsWith(dir)) break;
      try {
        if (!statSync(file).isFile()) continue;
      } catch {
        continue;
      }
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

const usage = 'npx tsx perf/first-render.ts [--rounds N] [--viewport WxH]… [label=dir…] [-- /path…]';

function options(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, options: { rounds: { type: 'string' }, viewport: { type: 'string', multiple: true } }, allowPositionals: true, strict: true });
  const rounds = Number(values.rounds ?? 5);
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error(`--rounds needs a positive whole number (usage: ${usage})`);
  const viewports = (values.viewport ?? ['375x812']).map((text) => {
    const match = /^(\d+)x(\d+)$/.exec(text);
    if (!match) throw new Error(`--viewport is WxH, got "${text}" (usage: ${usage})`);
    return { width: Number(match[1]), height: Number(match[2]) };
  });
  const builds = positionals.filter((arg) => !arg.startsWith('/')).map((arg) => {
    const split = arg.indexOf('=');
    if (split < 1) throw new Error(`A build is label=dir, got "${arg}" (usage: ${usage})`);
    return { label: arg.slice(0, split), dir: path.resolve(arg.slice(split + 1)) };
  });
  const paths = positionals.filter((arg) => arg.startsWith('/'));
  return { rounds, viewports, builds: builds.length ? builds : [{ label: 'out', dir: siteOutDir }], paths: paths.length ? paths : ['/', '/features'] };
}

const spread = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

async function main() {
  const { rounds, viewports, builds, paths } = options(process.argv.slice(2));
  const loadBefore = os.loadavg()[0]!;
  const floor = buildFloor();
  if (floor.rebuilt) console.log(`Built the floor in ${floor.seconds.toFixed(0)} s`);
  const folders = [{ label: 'floor', dir: floor.outDir, paths: ['/'] }, ...builds.map((build) => ({ ...build, paths }))];
  const servers: Server[] = [];
  const browser = await chromium.launch({ executablePath: ensureChromium({ full: true }), args: chromiumArgs });
  try {
    const targets: { name: string; url: string }[] = [];
    for (const folder of folders) {
      const twins = path.resolve('bench/.first-render', folder.label);
      buildNoJsTwins(folder.dir, twins);
      const { server, origin } = await serveFolder(twins);
      servers.push(server);
      for (const pathname of folder.paths) targets.push({ name: folder.label === 'floor' ? 'floor' : `${pathname} ${folder.label}`, url: `${origin}${pathname}` });
    }
    for (const viewport of viewports) {
      const figures = new Map<string, FirstRenderFigures[]>(targets.map((target) => [target.name, []]));
      for (let round = 1; round <= rounds; round += 1) {
        for (const target of targets) {
          const result = await measureFirstRender(browser, target.url, viewport);
          figures.get(target.name)!.push(result);
          console.log(`  ${viewport.width}×${viewport.height} ${round}/${rounds} ${target.name.padEnd(22)} layout ${result.layoutMs.toFixed(1)} · style ${result.styleMs.toFixed(1)} · parse ${result.parseMs.toFixed(1)} ms`);
        }
      }
      const floorFigures = figures.get('floor')!;
      const floorLayoutStyle = median(floorFigures.map((one) => one.layoutMs + one.styleMs));
      console.log(`\n${viewport.width}×${viewport.height}, CPU 4×, median (min–max) of ${rounds}, ms; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`);
      console.log('| page | elements | layout | style | parse | layout + style | ÷ floor |');
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const [name, all] of figures) {
        const layoutStyle = all.map((one) => one.layoutMs + one.styleMs);
        console.log(
          `| ${name} | ${all[0]!.elements} | ${spread(all.map((one) => one.layoutMs))} | ${spread(all.map((one) => one.styleMs))} | ${spread(all.map((one) => one.parseMs))} | ${spread(layoutStyle)} | ${(median(layoutStyle) / floorLayoutStyle).toFixed(1)} |`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
