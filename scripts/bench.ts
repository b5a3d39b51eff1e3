/**
 * `npm run bench`: what each route costs a phone, next to what a bare Next.js page costs (the floor).
 * 1. Starts the sample gateway on a free port and builds the site into out/ for it (the gateway URL is
 *    inlined at build time), then builds the floor app into bench/.floor/out (scripts/measure.ts).
 * 2. Measures HTML and the JavaScript of each page's `<script src>`: raw, gzip 9, brotli 11.
 * 3. Serves both as the preview server does and runs Lighthouse 12 on every route and the floor: mobile,
 *    simulated throttling, performance / accessibility / best-practices / SEO, the median of each figure.
 * Writes bench/report.json and bench/report.md and prints the table. Stops its servers and Chrome at the end.
 *
 *   npm run bench                      5 Lighthouse runs per page
 *   npm run bench -- --runs 3          fewer runs
 *   npm run bench -- --no-lighthouse   bytes only (about a minute and a half)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { createGateway } from '../gateway/server';
import { chromiumArgs, ensureChromium } from './find-chromium';
import {
  buildFloor,
  formatKB,
  frameworkVersions,
  installedVersion,
  measurePage,
  measureRoutes,
  siteOutDir,
  type PageBytes,
  type RouteBytes,
} from './measure';
import { createPreviewServer } from './preview-server';

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
  all: LighthouseFigures[];
}

function parseArgs(argv: string[]) {
  let runs = 5;
  let lighthouseOn = true;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--no-lighthouse') lighthouseOn = false;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++index];
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a positive whole number, got "${value}"`);
    } else throw new Error(`Unknown option ${arg}: use --runs N or --no-lighthouse`);
  }
  return { runs, lighthouseOn };
}

/** A port nobody listens on now: listen(0) picks it, and it is released for the server that needs it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve((server.address() as AddressInfo).port));
  });
}

function stopServer(server: Server | undefined) {
  if (!server) return;
  server.close();
  server.closeAllConnections();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
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

/** Lighthouse now and then fails to record a trace on this machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
const lighthouseAttempts = 3;

async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, port);
    } catch (error) {
      if (attempt >= lighthouseAttempts) throw error;
      console.warn(`  ${(error as Error).message}: trying again (${attempt + 1}/${lighthouseAttempts})`);
    }
  }
}

async function runLighthouseOnce(url: string, port: number): Promise<LighthouseFigures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
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
  const middle = Object.fromEntries(keys.map((key) => [key, median(all.map((figures) => figures[key]))])) as unknown as LighthouseFigures;
  return { runs: all.length, median: middle, all };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');

function tableRow(name: string, page: PageBytes, route: RouteBytes | undefined, lh: LighthouseSummary | undefined) {
  const m = lh?.median;
  const cells = [
    name,
    kb(page.html.brotli),
    kb(page.js.raw),
    kb(page.js.gzip),
    kb(page.js.brotli),
    route ? `${route.aboveFloor.brotli >= 0 ? '+' : ''}${kb(route.aboveFloor.brotli)}` : '0',
    route ? route.ratio.toFixed(3) : '1.000',
    route ? `${kb(route.budget.jsAboveFloor)} ${route.budget.violations.length ? '✗' : '✓'}` : '',
    m ? String(Math.round(m.performance)) : '–',
    m ? String(Math.round(m.accessibility)) : '–',
    m ? String(Math.round(m.bestPractices)) : '–',
    m ? String(Math.round(m.seo)) : '–',
    m ? ms(m.fcp) : '–',
    m ? ms(m.lcp) : '–',
    m ? ms(m.tbt) : '–',
    m ? m.cls.toFixed(3) : '–',
  ];
  return `| ${cells.join(' | ')} |`;
}

async function main() {
  const { runs, lighthouseOn } = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  let gateway: Server | undefined;
  let site: Server | undefined;
  let floorServer: Server | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stopAll = () => {
    stopServer(site);
    stopServer(floorServer);
    stopServer(gateway);
    chrome?.kill();
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
    const gatewayPort = await listen(gateway, 0);
    console.log(`▶ Building the site into out/ (gateway at http://localhost:${gatewayPort}) …`);
    const siteSeconds = buildSite({ NEXT_PUBLIC_SITE_URL: siteOrigin, NEXT_PUBLIC_GATEWAY_URL: `http://localhost:${gatewayPort}` });
    console.log(`✔ Site built in ${siteSeconds.toFixed(0)} s`);
    console.log('▶ Building the floor into bench/.floor/out …');
    const floorBuild = buildFloor({ fresh: true });
    console.log(`✔ Floor built in ${floorBuild.seconds.toFixed(0)} s`);

    const floor = measurePage(floorBuild.outDir, 'index.html');
    const routes = measureRoutes(siteOutDir, floor);

    const lighthouseResults = new Map<string, LighthouseSummary>();
    let chromeVersion: string | undefined;
    if (lighthouseOn) {
      site = createPreviewServer(siteOutDir);
      await listen(site, sitePort);
      floorServer = createPreviewServer(floorBuild.outDir);
      const floorPort = await listen(floorServer, 0);
      const chromePath = ensureChromium();
      chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', ...chromiumArgs],
      });
      const pages = [
        { name: 'floor', url: `http://localhost:${floorPort}/` },
        ...routes.map((route) => ({ name: route.path, url: `${siteOrigin}${route.path}` })),
      ];
      const collected = new Map<string, LighthouseFigures[]>(pages.map((page) => [page.name, []]));
      // Round-robin: a burst of load on this machine spreads over every page instead of hitting one.
      for (let run = 1; run <= runs; run += 1) {
        for (const page of pages) {
          const started = Date.now();
          const figures = await runLighthouse(page.url, chrome.port);
          collected.get(page.name)!.push(figures);
          console.log(
            `  run ${run}/${runs} ${page.name.padEnd(10)} perf ${figures.performance} · TBT ${ms(figures.tbt)} ms · ${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
        }
      }
      const version = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
      chromeVersion = version.stdout?.trim() || undefined;
      for (const [name, all] of collected) lighthouseResults.set(name, summarize(all));
    }

    const loadAfter = os.loadavg();
    const benchmarkIndex = lighthouseOn ? median([...lighthouseResults.values()].map((summary) => summary.median.benchmarkIndex)) : undefined;
    const report = {
      generatedAt: startedAt.toISOString(),
      durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      versions: { ...frameworkVersions(), lighthouse: installedVersion('lighthouse'), chromium: chromeVersion },
      machine: {
        cpus: os.cpus().length,
        loadAverageAtStart: loadBefore.map((value) => Number(value.toFixed(2))),
        loadAverageAtEnd: loadAfter.map((value) => Number(value.toFixed(2))),
        benchmarkIndex,
      },
      settings: {
        compression: 'each file on its own: gzip level 9, brotli quality 11',
        javascript: "the <script src> of the page's HTML, noModule left out",
        lighthouse: lighthouseOn ? { runs, formFactor: 'mobile', throttlingMethod: 'simulate', categories, figure: 'median of each figure' } : null,
        kilobyte: 1024,
      },
      floor: { ...floor, lighthouse: lighthouseResults.get('floor') ?? null },
      routes: routes.map((route) => ({ ...route, lighthouse: lighthouseResults.get(route.path) ?? null })),
    };

    const header = [
      '| Route | HTML br (KB) | JS raw (KB) | JS gzip (KB) | JS br (KB) | Above floor br (KB) | × floor | Budget above floor (KB) | Perf | A11y | BP | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    const rows = [
      tableRow('floor (bare Next.js page)', floor, undefined, lighthouseResults.get('floor')),
      ...routes.map((route) => tableRow(route.path, route, route, lighthouseResults.get(route.path))),
    ];
    const notes = [
      `Next.js ${report.versions.next}, React ${report.versions.react}; brotli 11 / gzip 9 per file; KB = 1024 bytes.`,
      lighthouseOn
        ? `Lighthouse 12, mobile, simulated throttling, median of ${runs} runs per page; ${chromeVersion ?? 'Chromium'}; ` +
          `${report.machine.cpus} cores, load average ${loadBefore[0]!.toFixed(1)} at the start and ${loadAfter[0]!.toFixed(1)} at the end, ` +
          `Lighthouse benchmarkIndex ${Math.round(benchmarkIndex ?? 0)}.`
        : 'Lighthouse skipped (--no-lighthouse).',
    ];
    const violations = routes.flatMap((route) => route.budget.violations);
    if (violations.length) notes.push(`Over budget: ${violations.join('; ')}.`);
    const markdown = `${[...header, ...rows].join('\n')}\n\n${notes.join('\n')}\n`;

    mkdirSync(path.resolve('bench'), { recursive: true });
    writeFileSync(path.resolve('bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.resolve('bench/report.md'), markdown);
    console.log(`\n${markdown}`);
    console.log(`Wrote bench/report.json and bench/report.md in ${report.durationSeconds} s. Floor JavaScript: ${formatKB(floor.js.brotli)} brotli.`);
    console.log('out/ now holds a build for the bench’s own ports: run `npm run build` before `npm run test:e2e`.');
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
