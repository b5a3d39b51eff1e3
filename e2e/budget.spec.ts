import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routes } from '../content/routes';
import { buildFloor, formatKB, measurePage, measureRoutes, siteOutDir, type RouteBytes } from '../scripts/measure';

/**
 * The byte budget (README, "Performance"), from files alone: the built out/ and the floor app, no browser and
 * no Lighthouse. Per route, brotli: JavaScript at most 6 KB above the floor on text pages, 10 KB on /contact,
 * 12 KB on /practice, 16 KB on Home and /demo (jsBudgets in scripts/measure.ts); HTML at most 30 KB.
 * The floor (bench/.floor) is built on the first run, in about 10 s, and reused while next, react, react-dom
 * and its files stay the same. `npm run bench` measures the same way and adds Lighthouse.
 */
let measured: RouteBytes[] = [];

test.beforeAll(() => {
  test.setTimeout(120_000);
  const floor = measurePage(buildFloor().outDir, 'index.html');
  measured = measureRoutes(siteOutDir, floor);
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
