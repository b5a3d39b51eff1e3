import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routes } from '../content/routes';
import { buildFloor, formatKB, measurePage, measureRoutes, siteOutDir, type RouteBytes } from '../scripts/measure';
import { startPagesDev, type PagesDevServer } from '../scripts/pages-dev';
import { downloadedScripts } from '../scripts/real-user';

/**
 * The byte budget (docs/performance.md): what a browser downloads. Each route and the floor (a bare Next.js
 * page, bench/.floor, built on the first run in about 10 s and reused while next, react and react-dom stay the
 * same) are loaded until the network is idle; every script requested, lazy chunks included, is counted,
 * brotli 11 each. JavaScript at most 6 KB above the floor on text pages, 10 KB on /contact and /savings, 12 KB on
 * /practice, 32 KB on Home and /demo, whose demo list brings its zod/mini schema (jsBudgets in scripts/measure.ts); HTML at most 30 KB.
 */
let measured: RouteBytes[] = [];
let floorServer: PagesDevServer | undefined;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const floorOut = buildFloor().outDir;
  // Served the same way as the site: Cloudflare's runtime, so both pay the same server.
  floorServer = await startPagesDev(floorOut);
  const floorUrl = `${floorServer.origin}/`;
  const floor = measurePage(floorOut, 'index.html', await downloadedScripts(browser, floorUrl));
  const baseURL = testInfo.project.use.baseURL!;
  const downloads = new Map<string, string[]>();
  for (const route of Object.values(routes)) downloads.set(route.path, await downloadedScripts(browser, `${baseURL}${route.path}`));
  measured = measureRoutes(siteOutDir, floor, downloads);
});

test.afterAll(async () => {
  await floorServer?.stop();
});

test('the demo list’s schema, fetched after load, is counted on the pages that show the list', () => {
  const home = measured.find((entry) => entry.key === 'home')!;
  const demo = measured.find((entry) => entry.key === 'demo')!;
  expect(demo.scripts.length).toBeGreaterThan(measurePage(siteOutDir, 'demo.html').scripts.length);
  const features = measured.find((entry) => entry.key === 'features')!;
  const htmlNamed = measurePage(siteOutDir, 'index.html');
  // Home downloads more than its HTML names (the schema chunk and zod/mini come with the demo list).
  expect(home.scripts.length).toBeGreaterThan(htmlNamed.scripts.length);
  expect(features.scripts.length).toBeGreaterThan(0);
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

test('client code uses zod/mini, never classic zod', () => {
  const chunkDir = path.join(siteOutDir, '_next/static/chunks');
  // Classic zod registers its schema classes under these names; zod/mini's are ZodMiniString and so on.
  const classic = /["']Zod(?:String|Object|Array|Number|Boolean|Optional|Union|Catch|Type)["']/;
  const offenders = readdirSync(chunkDir).filter((file) => file.endsWith('.js') && classic.test(readFileSync(path.join(chunkDir, file), 'utf8')));
  expect(offenders, 'chunks with classic zod').toEqual([]);
});
