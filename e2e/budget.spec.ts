import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { routeEntries, routes } from '../content/routes';
import { blockingCssShareLimit, jsBudgets } from '../perf/budgets';
import { formatKB, measurePage, measureRoutes, scriptSources, serveFloor, siteOutDir, type PageBytes, type RouteBytes } from '../perf/measure';
import { downloadedScripts } from '../perf/real-user';
import { localOnly, skipWhenDeployed } from './support/deployment';
import { firstQuestionPageKey, isQuestionPageKey } from './support/pages';
import { routeHtmlFile } from '../build/security-headers';

/**
 * The byte budget (docs/performance.md): what a browser downloads. Each route and the floor (a bare Next.js
 * page, bench/.floor, built on the first run in about 10 s and reused while next, react and react-dom stay the
 * same) are loaded until the network is idle; every script requested, lazy chunks included, is counted,
 * brotli 11 each. JavaScript at most 6 KB above the floor on text pages, 10 KB on /contact and /savings, 12 KB on
 * /practice, 16.5 KB on Home (and an unknown path, which renders Home), 20 KB on /demo, whose demo list brings its
 * zod/v4/core schema on load (perf/budgets.ts); HTML at most 30 KB.
 * The question pages (one template, one per question) are loaded in the browser by their first only; the others are
 * measured from out/ (their HTML and the scripts it names), after a test shows that every one names the same scripts.
 */
skipWhenDeployed(localOnly.outDir);

let measured: RouteBytes[] = [];
let floor: PageBytes;
/** An unknown path: out/404.html, Home's content under the global not-found. */
let unknownPath: PageBytes;
const unknownUrlPath = '/no-such-page-for-the-budget';
let floorServer: { stop(): Promise<void> } | undefined;

// Every test reads what the one beforeAll measured: one worker runs them all, in order.
test.describe.configure({ mode: 'default' });

/**
 * Loads every page a few at a time: most of a load here is the quiet second waited for after hydration, so pages
 * loaded side by side finish in a fraction of the time, with the same scripts requested by each.
 */
async function downloadsOf(paths: string[], load: (path: string) => Promise<string[]>, concurrency = 6) {
  const downloads = new Map<string, string[]>();
  const queue = [...paths];
  const loader = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) downloads.set(path, await load(path));
  };
  await Promise.all(Array.from({ length: concurrency }, loader));
  return downloads;
}

test.beforeAll(async ({ browser }, testInfo) => {
  // About 25 first visits six at a time, each until its network is quiet (at most 15 s): 9 s alone, but past 240 s
  // on a loaded machine, beside the other worker's axe scans.
  test.setTimeout(600_000);
  // Served the same way as the site: Cloudflare's runtime, so both pay the same server.
  const { outDir: floorOut, server } = await serveFloor();
  floorServer = server;
  const floorUrl = `${server.origin}/`;
  // The floor has no client component and so no hydration mark: its scripts are all in by its load event.
  floor = measurePage(floorOut, 'index.html', await downloadedScripts(browser, floorUrl, { hydrates: false }));
  const baseURL = testInfo.project.use.baseURL!;
  const loaded = routeEntries.filter(([key]) => !isQuestionPageKey(key) || key === firstQuestionPageKey).map(([, route]) => route.path);
  const downloads = await downloadsOf([...loaded, unknownUrlPath], (path) =>
    downloadedScripts(browser, `${baseURL}${path}`),
  );
  unknownPath = measurePage(siteOutDir, '404.html', downloads.get(unknownUrlPath)!);
  downloads.delete(unknownUrlPath);
  measured = measureRoutes(siteOutDir, floor, downloads);
});

test.afterAll(async () => {
  await floorServer?.stop();
});

/** The downloaded scripts that carry zod: the demo list's schema chunk. */
const zodChunks = (page: PageBytes) =>
  page.scripts.filter((script) => readFileSync(path.join(siteOutDir, decodeURIComponent(script.src)), 'utf8').includes('$ZodObject'));

test('/demo’s schema chunk, fetched after load, is counted; Home, unscrolled, never fetches it', () => {
  const home = measured.find((entry) => entry.key === 'home')!;
  const demo = measured.find((entry) => entry.key === 'demo')!;
  const features = measured.find((entry) => entry.key === 'features')!;
  // /demo downloads more than its HTML names: the schema chunk comes with the list.
  expect(demo.scripts.length).toBeGreaterThan(measurePage(siteOutDir, 'demo.html').scripts.length);
  expect(zodChunks(demo)).toHaveLength(1);
  // Home's grid is below the fold: its list and schema wait for a scroll or for the idle start after load.
  expect(zodChunks(home)).toEqual([]);
  expect(zodChunks(unknownPath)).toEqual([]);
  expect(features.scripts.length).toBeGreaterThan(0);
});

test('an unknown path (Home under the global not-found) stays within Home’s byte budget', () => {
  const aboveFloor = unknownPath.js.brotli - floor.js.brotli;
  expect(aboveFloor, `${unknownUrlPath}: JavaScript ${formatKB(aboveFloor)} above the floor`).toBeLessThanOrEqual(jsBudgets.home);
  expect(unknownPath.scripts.length).toBeGreaterThan(0);
});

for (const [key, route] of Object.entries(routes)) {
  test(`${route.path} stays within its byte budget`, () => {
    const page = measured.find((entry) => entry.key === key);
    expect(page, `${route.path} was measured`).toBeDefined();
    const { aboveFloor, html, budget } = page!;
    const summary = `JavaScript ${formatKB(aboveFloor.brotli)} above the floor (budget ${formatKB(budget.jsAboveFloor)}), HTML ${formatKB(html.brotli)} (budget ${formatKB(budget.html)})`;
    expect(budget.violations, summary).toEqual([]);
  });
}

test('every question page names the same scripts as the first, whose browser load is measured: one cost for the template', () => {
  const questionPages = routeEntries.filter(([key]) => isQuestionPageKey(key));
  expect(questionPages.length).toBeGreaterThan(0);
  // The scripts each page's HTML names, as site paths (what measurePage sizes): read, not compressed, 140 times.
  const named = (routePath: string) =>
    scriptSources(readFileSync(path.join(siteOutDir, routeHtmlFile(routePath)), 'utf8')).map((src) => new URL(src, 'http://site.local/').pathname);
  const first = named(routes[firstQuestionPageKey]!.path);
  expect(first.length).toBeGreaterThan(0);
  // One assertion over every page: a failure lists each page whose scripts differ.
  expect(
    questionPages.filter(([, route]) => named(route.path).join(' ') !== first.join(' ')).map(([, route]) => `${route.path}: ${named(route.path).join(' ')}`),
    `the first question page's scripts: ${first.join(' ')}`,
  ).toEqual([]);
  // And the browser downloaded nothing the first page's HTML does not name: no lazy chunk escapes the static measure.
  const firstMeasured = measured.find((entry) => entry.key === firstQuestionPageKey)!;
  expect(firstMeasured.scripts.map((script) => script.src).sort()).toEqual([...first].sort());
});

test('client code uses zod/v4/core’s classes, never zod/mini’s wrapper or classic zod', () => {
  const chunkDir = path.join(siteOutDir, '_next/static/chunks');
  const chunks = readdirSync(chunkDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const text = (file: string) => readFileSync(path.join(chunkDir, file), 'utf8');
  // Classic zod registers its schema classes under these names, zod/mini under ZodMiniString and so on; zod/v4/core's
  // own are $ZodString and so on (docs/performance.md: 14.9 KB brotli with zod/mini, 26.3 with classic, 6.2 with core).
  const classic = /["']Zod(?:String|Object|Array|Number|Boolean|Optional|Union|Catch|Type)["']/;
  expect(chunks.filter((file) => classic.test(text(file))), 'chunks with classic zod').toEqual([]);
  expect(chunks.filter((file) => /["']ZodMini[A-Z]/.test(text(file))), 'chunks with zod/mini').toEqual([]);
  expect(chunks.filter((file) => text(file).includes('"$ZodObject"')), 'the one schema chunk').toHaveLength(1);
});

/**
 * Render-blocking CSS is the page's own (docs/performance.md, "CSS a page uses"): every stylesheet a page links
 * blocks its first paint, so no route may link the whole site's CSS, as every route but the legal ones once did (one
 * 47.7 KB sheet of every component). Each route's sheets, raw and brotli, are printed.
 */
test('no route blocks its first paint on the whole site’s CSS', async ({}, testInfo) => {
  const everySheet = new Set([...measured, unknownPath].flatMap((page) => page.stylesheets.map((sheet) => sheet.src)));
  const siteCss = [...everySheet].reduce((total, src) => total + readFileSync(path.join(siteOutDir, src)).length, 0);
  for (const page of measured) {
    const line = `${page.path}: ${page.stylesheets.length} blocking stylesheets, ${formatKB(page.css.raw)} raw, ${formatKB(page.css.brotli)} brotli, of ${formatKB(siteCss)} raw for the whole site`;
    testInfo.annotations.push({ type: 'blocking CSS', description: line });
    expect.soft(page.css.raw, line).toBeLessThanOrEqual(blockingCssShareLimit * siteCss);
  }
});

/**
 * What every page needs arrives in one request (docs/performance.md, "CSS a page uses"): app/layout.tsx imports the
 * global stylesheet before the shell, so its tokens and rules share the shell's sheet and precede every CSS Module.
 * Imported after the shell, they came in a second sheet on every page.
 */
test('every page shares one stylesheet, which opens with the design tokens', () => {
  const pages = [...measured, unknownPath];
  const [first, ...rest] = pages.map((page) => new Set(page.stylesheets.map((sheet) => sheet.src)));
  const shared = [...first!].filter((src) => rest.every((sheets) => sheets.has(src)));
  expect(shared, 'stylesheets every page links').toHaveLength(1);
  for (const page of measured) expect(page.stylesheets[0]?.src, `${page.path}'s first stylesheet`).toBe(shared[0]);
  expect(unknownPath.stylesheets[0]?.src, 'an unknown path’s first stylesheet').toBe(shared[0]);
  const css = readFileSync(path.join(siteOutDir, shared[0]!), 'utf8');
  const tokens = css.indexOf('--color-bg:');
  expect(tokens, 'the design tokens in the shared sheet').toBeGreaterThanOrEqual(0);
  // Turbopack names a module's class <hash>_<name>: no such rule may come before the tokens.
  expect(css.slice(0, tokens), 'CSS Module rules before the tokens').not.toMatch(/\.[\w-]+_[A-Za-z]\w*[\s,{:.]/);
});
