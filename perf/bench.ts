/**
 * `npm run bench`: what each route costs a phone, next to what a bare Next.js page costs (the floor).
 * 1. Starts the sample gateway on a free port and builds the site into out/ for it (the gateway URL is
 *    inlined at build time), then builds the floor app into bench/.floor/out (perf/measure.ts), and
 *    serves both with Cloudflare's runtime (`wrangler pages dev`), as `npm run preview` does.
 * 2. Bytes: HTML, the stylesheets that block the first paint, and every script a browser downloads until the
 *    network is idle (perf/real-user.ts): raw, gzip 9, brotli 11, against the floor and each route's budget.
 *    Main thread: style recalculations and layouts until 5 s after load (perf/main-thread.ts), beside the floor's.
 * 3. Real users: Playwright's Chromium loads every route and the floor under real throttling (150 ms round
 *    trip, 1.6 Mbps, CPU 4×), interleaved, `--loads` times each (9): the median FCP, LCP, time until
 *    interactive, long-task and blocking time, and LCP and interactive time as a ratio to the floor's.
 *    Each route's no-JS twin (perf/no-js-twins.ts: its HTML without scripts, served the same way) is loaded
 *    with them: the route's LCP divided by its twin's is how far scripts keep it from the markup's own limit.
 * 4. Lighthouse 12 on every route and the floor, mobile, both with simulated throttling and with DevTools
 *    throttling, in `--runs` rounds (5). Each round runs the floor, then a route, then the floor, then the next
 *    route, so the floor is measured in the same minutes as every route: the report gives each route's median and
 *    spread (min–max) beside the floor runs paired with it, so a reader can tell a gap from the noise.
 * Writes bench/report.json (ignored by git) and bench/report.md and prints the tables.
 *
 *   npm run bench                      9 throttled loads and 2 × 5 rounds of Lighthouse (each route beside the floor)
 *   npm run bench -- --loads 5 --runs 1
 *   npm run bench -- --quick --route / --route /demo   a check: 1 round of simulated Lighthouse, no throttled loads
 *   npm run bench -- --no-lighthouse   bytes and throttled loads only
 *   npm run bench -- --simulated-only --route / --route /demo   Lighthouse's simulated throttling only, two routes
 *   npm run bench -- --note "Idle machine, site code of abc1234"   quoted above the tables in bench/report.md
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { routes as siteRoutes } from '../content/routes';
import { createGateway } from '../serve/gateway/server';
import { listen } from '../serve/http-server';
import { freePort, startPagesDev, type PagesDevServer } from '../serve/pages-dev';
import { serverConfig } from '../serve/server-config';
import { chromiumArgs, ensureChromium } from '../testing/find-chromium';
import { benchArguments } from './arguments';
import { mainThreadBudgetByClass, mainThreadWindowMs, realUserTolerance } from './budgets';
import { measureMainThread, type MainThreadFigures } from './main-thread';
import {
  buildFloor,
  formatKB,
  frameworkVersions,
  installedVersion,
  measurePage,
  measureRoutes,
  median,
  serveFloor,
  siteOutDir,
  type PageBytes,
  type RouteBytes,
} from './measure';
import { buildNoJsTwins } from './no-js-twins';
import { downloadedScripts, throttledLoad, throttling, type LoadTimings } from './real-user';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Every script the run fetched, lazy chunks included, as sent over the wire (headers included). */
  scriptTransferBytes: number;
  /** Lighthouse's CPU benchmark of this machine at the time: lower means a busier or slower machine. */
  benchmarkIndex: number;
}

interface LighthouseSummary {
  runs: number;
  median: LighthouseFigures;
  min: LighthouseFigures;
  max: LighthouseFigures;
  all: LighthouseFigures[];
}

type ThrottlingMethod = 'simulate' | 'devtools';
const allMethods: ThrottlingMethod[] = ['simulate', 'devtools'];

function stopServer(server: Server | undefined) {
  if (!server) return;
  server.close();
  server.closeAllConnections();
}

function buildSite(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  }
  return (Date.now() - started) / 1000;
}

/** On a busy machine a throttled load now and then misses its 60 s navigation limit: such a load is repeated. */
async function loadWithRetry(browser: Browser, url: string, hydrates: boolean): Promise<LoadTimings> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await throttledLoad(browser, url, { hydrates });
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  ${url}: ${(error as Error).message.split('\n')[0]}: trying again (${attempt + 1}/3)`);
    }
  }
}

/** Lighthouse now and then fails to record a trace on this machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
const lighthouseAttempts = 3;

async function runLighthouse(url: string, port: number, method: ThrottlingMethod): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, port, method);
    } catch (error) {
      if (attempt >= lighthouseAttempts) throw error;
      console.warn(`  ${(error as Error).message}: trying again (${attempt + 1}/${lighthouseAttempts})`);
    }
  }
}

async function runLighthouseOnce(url: string, port: number, method: ThrottlingMethod): Promise<LighthouseFigures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: method,
    onlyCategories: [...categories],
  };
  const result = await lighthouse(url, flags);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const missing = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].filter((id) => Number.isNaN(audit(id)));
  if (missing.length) throw new Error(`Lighthouse measured no ${missing.join(', ')} on ${url}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptTransferBytes: requests.filter((item) => item.resourceType === 'Script').reduce((total, item) => total + (item.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function summarize(all: LighthouseFigures[]): LighthouseSummary {
  const keys = Object.keys(all[0]!) as (keyof LighthouseFigures)[];
  const each = (pick: (values: number[]) => number) =>
    Object.fromEntries(keys.map((key) => [key, pick(all.map((figures) => figures[key]))])) as unknown as LighthouseFigures;
  return { runs: all.length, median: each(median), min: each((values) => Math.min(...values)), max: each((values) => Math.max(...values)), all };
}

function medianTimings(all: LoadTimings[]): LoadTimings {
  const keys = Object.keys(all[0]!) as (keyof LoadTimings)[];
  return Object.fromEntries(keys.map((key) => [key, median(all.map((timings) => timings[key]))])) as unknown as LoadTimings;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const align = (count: number) => `| --- |${' ---: |'.repeat(count - 1)}`;

const twinName = (routePath: string) => `twin ${routePath}`;

function twinRow(name: string, timings: LoadTimings, twin: LoadTimings, floor: LoadTimings) {
  const ratio = timings.lcp / twin.lcp;
  return row([
    name,
    ms(timings.lcp),
    ms(twin.fcp),
    ms(twin.lcp),
    ratio.toFixed(2),
    (timings.lcp / floor.lcp).toFixed(2),
    (twin.lcp / floor.lcp).toFixed(2),
  ]);
}

function bytesRow(name: string, page: PageBytes, route: RouteBytes | undefined) {
  return row([
    name,
    kb(page.html.brotli),
    `${page.stylesheets.length}: ${kb(page.css.raw)} / ${kb(page.css.brotli)}`,
    String(page.scripts.length),
    kb(page.js.raw),
    kb(page.js.gzip),
    kb(page.js.brotli),
    route ? `${route.aboveFloor.brotli >= 0 ? '+' : ''}${kb(route.aboveFloor.brotli)}` : '0',
    route ? `${kb(route.budget.jsAboveFloor)} ${route.budget.violations.length ? '✗' : '✓'}` : '',
  ]);
}

function realUserRow(name: string, timings: LoadTimings, floor: LoadTimings) {
  const ratio = (value: number, base: number) => value / base;
  const mark = (value: number) => `${value.toFixed(2)} ${value <= realUserTolerance ? '✓' : '✗'}`;
  return row([
    name,
    ms(timings.fcp),
    ms(timings.lcp),
    name === 'floor' ? '1.00' : mark(ratio(timings.lcp, floor.lcp)),
    ms(timings.hydrated),
    ms(timings.interactive),
    name === 'floor' ? '1.00' : mark(ratio(timings.interactive, floor.interactive)),
    ms(timings.longTaskMs),
    ms(timings.blockingMs),
  ]);
}

/** A median and its spread over the runs: `93 (89–97)`. */
function withSpread(summary: LighthouseSummary, key: keyof LighthouseFigures, format: (value: number) => string) {
  return summary.runs > 1 ? `${format(summary.median[key])} (${format(summary.min[key])}–${format(summary.max[key])})` : format(summary.median[key]);
}

/**
 * A route's row: its median and spread, and beside them the median and spread of the floor runs made in the same
 * rounds, just before each of its own (for the floor's own row, every floor run).
 */
function lighthouseRow(name: string, simulated: LighthouseSummary | undefined, devtools: LighthouseSummary | undefined, floor: LighthouseSummary | undefined) {
  const score = (value: number) => String(Math.round(value));
  const figures = (summary: LighthouseSummary | undefined) =>
    summary
      ? [withSpread(summary, 'performance', score), ms(summary.median.fcp), ms(summary.median.lcp), withSpread(summary, 'tbt', ms), summary.median.cls.toFixed(3)]
      : ['–', '–', '–', '–', '–'];
  const paired = floor ? [withSpread(floor, 'performance', score), withSpread(floor, 'tbt', ms)] : ['–', '–'];
  const m = simulated?.median;
  const f = floor?.median;
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value)}`;
  // Against the floor of the same run: its score minus 1 or better, TBT at most the floor's + 100 ms.
  const versusFloor =
    m && f && name !== 'floor'
      ? [
          `${signed(m.performance - f.performance)} ${m.performance >= f.performance - 1 ? '✓' : '✗'}`,
          `${signed(m.tbt - f.tbt)} ${m.tbt <= f.tbt + 100 ? '✓' : '✗'}`,
          (m.lcp / f.lcp).toFixed(2),
        ]
      : ['', '', ''];
  return row([
    name,
    ...figures(simulated),
    ...paired,
    ...versusFloor,
    ...figures(devtools),
    m ? `${Math.round(m.accessibility)} / ${Math.round(m.bestPractices)} / ${Math.round(m.seo)}` : '–',
  ]);
}

function mainThreadRow(name: string, figures: MainThreadFigures, floor: MainThreadFigures, limits?: { styleRecalcs: number; layouts: number }) {
  const mark = (value: number, limit: number | undefined) => (limit === undefined ? `${value}` : `${value} ${value <= limit ? '✓' : '✗'} (${limit})`);
  return row([
    name,
    mark(figures.styleRecalcs, limits?.styleRecalcs),
    mark(figures.layouts, limits?.layouts),
    name === 'floor' ? '1.0' : (figures.styleRecalcs / floor.styleRecalcs).toFixed(1),
    ms(figures.styleMs),
    ms(figures.layoutMs),
    ms(figures.taskMs),
    figures.endless.join(', '),
  ]);
}

async function main() {
  const { runs, loads, lighthouseOn, simulatedOnly, routes: onlyRoutes, note } = benchArguments(process.argv.slice(2));
  const methods: ThrottlingMethod[] = simulatedOnly ? ['simulate'] : allMethods;
  const unknownRoute = onlyRoutes.find((routePath) => !Object.values(siteRoutes).some((route) => route.path === routePath));
  if (unknownRoute !== undefined) throw new Error(`--route ${unknownRoute}: no such route in content/routes.ts`);
  const benched = Object.values(siteRoutes).filter((route) => !onlyRoutes.length || onlyRoutes.includes(route.path));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  let gateway: Server | undefined;
  let site: PagesDevServer | undefined;
  let floorServer: PagesDevServer | undefined;
  let twinServer: PagesDevServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  const stopAll = () => {
    void site?.stop();
    void floorServer?.stop();
    void twinServer?.stop();
    stopServer(gateway);
    chrome?.kill();
    void browser?.close();
  };
  const interrupt = () => {
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    // The gateway first: its port is baked into the build. The site's port is reserved for CORS.
    const sitePort = await freePort();
    const siteOrigin = `http://localhost:${sitePort}`;
    gateway = createGateway({ port: 0, allowedOrigins: [siteOrigin, `http://127.0.0.1:${sitePort}`] });
    const gatewayPort = await listen(gateway, 0, serverConfig.addresses);
    console.log(`▶ Building the site into out/ (gateway at http://localhost:${gatewayPort}) …`);
    const siteSeconds = buildSite({ NEXT_PUBLIC_SITE_URL: siteOrigin, NEXT_PUBLIC_GATEWAY_URL: `http://localhost:${gatewayPort}` });
    console.log(`✔ Site built in ${siteSeconds.toFixed(0)} s`);
    console.log('▶ Building the floor into bench/.floor/out …');
    const floorBuild = buildFloor({ fresh: true });
    console.log(`✔ Floor built in ${floorBuild.seconds.toFixed(0)} s`);

    // Both under Cloudflare's runtime, as deployed (serve/pages-dev.ts); the floor just built is reused.
    site = await startPagesDev(siteOutDir, { port: sitePort });
    floorServer = (await serveFloor()).server;
    const floorPort = floorServer.port;
    const twinPages = loads > 0 ? buildNoJsTwins(siteOutDir, path.resolve('bench/.twins')) : [];
    if (loads > 0) {
      twinServer = await startPagesDev(path.resolve('bench/.twins'));
      console.log(`✔ ${twinPages.length} no-JS twins in bench/.twins, served at ${twinServer.origin}`);
    }
    const chromePath = ensureChromium({ full: true });
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
    const pages = [
      { name: 'floor', url: `http://localhost:${floorPort}/` },
      ...benched.map((route) => ({ name: route.path, url: `${siteOrigin}${route.path}` })),
    ];

    console.log('▶ Bytes: every script each page downloads until the network is idle …');
    const downloads = new Map<string, string[]>();
    for (const page of pages) downloads.set(page.name, await downloadedScripts(browser, page.url, { hydrates: page.name !== 'floor' }));
    const floor = measurePage(floorBuild.outDir, 'index.html', downloads.get('floor'));
    const routes = measureRoutes(siteOutDir, floor, downloads).filter((route) => benched.some((entry) => entry.path === route.path));

    // --quick: Lighthouse alone, no main-thread pass and no throttled loads.
    const mainThread = new Map<string, MainThreadFigures>();
    if (loads > 0) console.log(`▶ Main thread: style recalculations and layouts until ${mainThreadWindowMs / 1000} s after load, no input …`);
    for (const page of loads > 0 ? pages : []) {
      const figures = await measureMainThread(browser, page.url, { windowMs: mainThreadWindowMs });
      mainThread.set(page.name, figures);
      console.log(`  ${page.name.padEnd(10)} ${figures.styleRecalcs} style recalculations · ${figures.layouts} layouts`);
    }

    if (loads > 0) console.log(`▶ Real users: ${loads} throttled loads per page and per no-JS twin, interleaved …`);
    const twins = twinServer ? benched.map((route) => ({ name: twinName(route.path), url: `${twinServer!.origin}${route.path}`, twin: true })) : [];
    const loaded = [...pages.map((page) => ({ ...page, twin: false })), ...twins];
    const timings = new Map<string, LoadTimings[]>(loaded.map((page) => [page.name, []]));
    for (let load = 1; load <= loads; load += 1) {
      for (const page of loaded) {
        // The floor has no client component, so no hydration mark; a twin runs no script.
        const result = await loadWithRetry(browser, page.url, !page.twin && page.name !== 'floor');
        timings.get(page.name)!.push(result);
        console.log(`  load ${load}/${loads} ${page.name.padEnd(10)} LCP ${ms(result.lcp)} · interactive ${ms(result.interactive)} ms`);
      }
    }
    const realUser = new Map([...timings].filter(([, all]) => all.length > 0).map(([name, all]) => [name, medianTimings(all)]));

    const lighthouseResults = new Map<string, LighthouseSummary>();
    let chromeVersion: string | undefined;
    if (lighthouseOn) {
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
      const [floorPage, ...routePages] = pages;
      for (const method of methods) {
        const collected = new Map<string, LighthouseFigures[]>(pages.map((page) => [page.name, []]));
        // The floor runs paired with each route: the one made just before each of its runs.
        const pairedFloor = new Map<string, LighthouseFigures[]>(routePages.map((page) => [page.name, []]));
        // Interleaved: floor, route, floor, next route, … in every round, so a burst of load on this machine falls on
        // the floor as on the route beside it, and each route has as many floor runs of its own minutes as it has runs.
        for (let run = 1; run <= runs; run += 1) {
          for (const page of routePages) {
            for (const measured of [floorPage!, page]) {
              const started = Date.now();
              const figures = await runLighthouse(measured.url, chrome.port, method);
              collected.get(measured.name)!.push(figures);
              if (measured === floorPage) pairedFloor.get(page.name)!.push(figures);
              console.log(
                `  ${method} ${run}/${runs} ${measured.name.padEnd(10)} perf ${figures.performance} · TBT ${ms(figures.tbt)} ms · ${((Date.now() - started) / 1000).toFixed(1)} s`,
              );
            }
          }
        }
        for (const [name, all] of collected) lighthouseResults.set(`${method} ${name}`, summarize(all));
        for (const [name, all] of pairedFloor) lighthouseResults.set(`${method} floor beside ${name}`, summarize(all));
      }
      const version = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
      chromeVersion = version.stdout?.trim() || undefined;
    }

    const loadAfter = os.loadavg();
    const report = {
      generatedAt: startedAt.toISOString(),
      durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      versions: { ...frameworkVersions(), lighthouse: installedVersion('lighthouse'), chromium: chromeVersion },
      machine: {
        cpus: os.cpus().length,
        loadAverageAtStart: loadBefore.map((value) => Number(value.toFixed(2))),
        loadAverageAtEnd: loadAfter.map((value) => Number(value.toFixed(2))),
      },
      settings: {
        compression: 'each file on its own: gzip level 9, brotli quality 11',
        javascript: 'every script the page requested until the network was idle after hydration',
        realUser: { loads, throttling, figure: 'median of each figure', tolerance: realUserTolerance },
        lighthouse: lighthouseOn ? { runs, formFactor: 'mobile', throttlingMethods: methods, categories, figure: 'median of each figure' } : null,
        kilobyte: 1024,
      },
      floor: { ...floor, realUser: { median: realUser.get('floor'), all: timings.get('floor') } },
      routes: routes.map((route) => ({
        ...route,
        realUser: { median: realUser.get(route.path), all: timings.get(route.path) },
        noJsTwin: { median: realUser.get(twinName(route.path)), all: timings.get(twinName(route.path)) },
        lighthouse: Object.fromEntries(methods.map((method) => [method, lighthouseResults.get(`${method} ${route.path}`) ?? null])),
        floorLighthouseBeside: Object.fromEntries(methods.map((method) => [method, lighthouseResults.get(`${method} floor beside ${route.path}`) ?? null])),
        mainThread: mainThread.get(route.path),
      })),
      floorMainThread: mainThread.get('floor'),
      floorLighthouse: Object.fromEntries(methods.map((method) => [method, lighthouseResults.get(`${method} floor`) ?? null])),
    };

    const floorTimings = realUser.get('floor');
    /** The tables of the throttled loads and the main-thread pass, which --quick leaves out. */
    const throttledSections = (floorFigures: LoadTimings) => [
      '',
      `### Main thread until ${mainThreadWindowMs / 1000} s after load (CDP Performance.getMetrics, 412×823, no input; counts from navigation; limit in brackets)`,
      '',
      row(['Route', 'Style recalcs', 'Layouts', 'Recalcs ÷ floor', 'Style ms', 'Layout ms', 'Task ms', 'Running for ever']),
      align(8),
      mainThreadRow('floor', mainThread.get('floor')!, mainThread.get('floor')!),
      ...benched.map((route) => mainThreadRow(route.path, mainThread.get(route.path)!, mainThread.get('floor')!, mainThreadBudgetByClass[route.budget])),
      '',
      `### Real users (Playwright, ${throttling.rttMs} ms RTT, ${throttling.downloadKbps / 1000} Mbps, CPU ${throttling.cpuSlowdown}×; median of ${loads} interleaved loads; ms)`,
      '',
      row(['Route', 'FCP', 'LCP', 'LCP ÷ floor', 'Hydrated', 'Interactive', 'Interactive ÷ floor', 'Long tasks', 'Blocking']),
      align(9),
      realUserRow('floor', floorFigures, floorFigures),
      ...routes.map((route) => realUserRow(route.path, realUser.get(route.path)!, floorFigures)),
      '',
      `### LCP against each route's no-JS twin (its HTML without scripts, served the same way; same loads; ms)`,
      '',
      row(['Route', 'LCP', 'Twin FCP', 'Twin LCP', 'LCP ÷ twin', 'LCP ÷ floor', 'Twin ÷ floor']),
      align(7),
      ...routes.map((route) => twinRow(route.path, realUser.get(route.path)!, realUser.get(twinName(route.path))!, floorFigures)),
    ];
    const sections = [
      '### Bytes (what the browser downloads, brotli 11 per file)',
      '',
      row(['Route', 'HTML br (KB)', 'Blocking CSS: sheets, raw / br (KB)', 'Scripts', 'JS raw (KB)', 'JS gzip (KB)', 'JS br (KB)', 'Above floor br (KB)', 'Budget (KB)']),
      align(9),
      bytesRow('floor', floor, undefined),
      ...routes.map((route) => bytesRow(route.path, route, route)),
      ...(floorTimings ? throttledSections(floorTimings) : []),
      ...(lighthouseOn
        ? [
            '',
            `### Lighthouse 12, mobile (${runs} ${runs === 1 ? 'round' : 'rounds'} of floor, route, floor, next route…; median (min–max); simulated, the floor runs beside each route's, then DevTools throttling)`,
            '',
            row([
              'Route',
              'Perf',
              'FCP',
              'LCP',
              'TBT',
              'CLS',
              'Floor perf beside it',
              'Floor TBT beside it',
              'Perf − floor (≥ −1)',
              'TBT − floor (≤ +100)',
              'LCP ÷ floor',
              'Perf (devtools)',
              'FCP',
              'LCP',
              'TBT',
              'CLS',
              'A11y / BP / SEO',
            ]),
            align(17),
            lighthouseRow('floor', lighthouseResults.get('simulate floor'), lighthouseResults.get('devtools floor'), lighthouseResults.get('simulate floor')),
            ...routes.map((route) =>
              lighthouseRow(
                route.path,
                lighthouseResults.get(`simulate ${route.path}`),
                lighthouseResults.get(`devtools ${route.path}`),
                lighthouseResults.get(`simulate floor beside ${route.path}`),
              ),
            ),
          ]
        : []),
    ];
    const notes = [
      `Next.js ${report.versions.next}, React ${report.versions.react}; ${chromeVersion ?? 'Chromium'}; KB = 1024 bytes; ` +
        `${report.machine.cpus} cores, load average ${loadBefore[0]!.toFixed(1)} at the start and ${loadAfter[0]!.toFixed(1)} at the end; ${report.durationSeconds} s.`,
    ];
    // Lighthouse's own CPU benchmark, taken in every run: the day's machine speed, so two reports can be told apart
    // by more than their dates (Lighthouse warns below 1,000, where its 4× slowdown overstates a phone's blocking time).
    const benchmarkIndexes = [...lighthouseResults].filter(([key]) => !key.includes(' floor beside ')).flatMap(([, summary]) => summary.all.map((figures) => figures.benchmarkIndex));
    if (benchmarkIndexes.length > 0) {
      notes.push(
        `Lighthouse's benchmark index over its ${benchmarkIndexes.length} runs: median ${Math.round(median(benchmarkIndexes))} ` +
          `(${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}); higher is a faster machine, and a gap between two reports ` +
          'is only comparable at similar indexes.',
      );
    }
    if (floorTimings) {
      notes.push(
        `✓ in the real-user table: within ${Math.round((realUserTolerance - 1) * 100)}% of the floor's median or better; ` +
          `the twin table's LCP ÷ twin is reported, not a budget: it moves 0.06–0.11 between identical builds here.`,
      );
    }
    const violations = routes.flatMap((route) => route.budget.violations);
    if (violations.length) notes.push(`Over budget: ${violations.join('; ')}.`);
    // --note: what this run is for and what it compares with, as a quote above the tables.
    const preface = note ? `${note.split('\n').map((line) => `> ${line}`.trimEnd()).join('\n')}\n\n` : '';
    const markdown = `${preface}${sections.join('\n')}\n\n${notes.join('\n\n')}\n`;

    mkdirSync(path.resolve('bench'), { recursive: true });
    writeFileSync(path.resolve('bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.resolve('bench/report.md'), markdown);
    console.log(`\n${markdown}`);
    console.log(`Wrote bench/report.json and bench/report.md in ${report.durationSeconds} s. Floor JavaScript: ${formatKB(floor.js.brotli)} brotli.`);
    console.log('out/ now holds a build for the bench’s own ports: `npm run test:e2e` builds it again for its own.');
  } finally {
    stopAll();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
}

main().then(
  // Lighthouse can leave a handle open after Chrome is gone: do not wait for it.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
