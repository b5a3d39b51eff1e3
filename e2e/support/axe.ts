import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { finishTransitions } from './animations';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: every rule axe has for them, none disabled. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * What a scan runs: every WCAG A/AA rule, with the three axe leaves out of its default set (target-size, WCAG 2.2's
 * 2.5.8; aria-roledescription; audio-caption), and axe's best practices (landmarks, one h1, heading order, regions:
 * 27 rules), which its default set runs. So a scan is at least what `axe.run()` with no options or with the WCAG tags
 * alone would check; the best practices add no measurable time on /, /terms or /features.
 */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/** axe-core's browser build (580 KB), read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * `resultTypes: ['violations']`: axe works out every violation and every element it affects, and stops after the
 * first element of each passing, incomplete or inapplicable rule, whose lists the suite never reads. A scan of /,
 * /terms, /features or a role page then takes about a quarter less time, and hands Node about 60 KB of results
 * instead of 210–380 KB.
 */
const runOptions: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

/** One scan of a page: all of it, or only what `include` selects. */
export interface AxeScan {
  include(selector: string): AxeScan;
  analyze(): Promise<AxeResults>;
}

/**
 * Every scan of the suite starts here (eslint keeps `axe-core` to this file): `axe.run` in the page itself, with axe
 * put into each document once. `@axe-core/playwright` sends and runs axe's 580 KB on every scan, even on a
 * document that has it; its legacy mode does what this does and only adds cross-origin frames, and the site has no
 * frame of any kind. The second scan of a document (the dark theme, another state) pays only its run. `e2e/accessibility.spec.ts` plants violations after a first scan to prove a second still finds them.
 */
export function axeScan(page: Page): AxeScan {
  const include: string[] = [];
  const scan: AxeScan = {
    include(selector) {
      include.push(selector);
      return scan;
    },
    async analyze() {
      // A document keeps axe until it is left: a new document (a load or reload) gets it again.
      if (!(await page.evaluate(() => typeof (window as Window & { axe?: { run?: unknown } }).axe?.run === 'function'))) {
        await page.evaluate(axeSource);
      }
      return page.evaluate(
        ({ include, options }) => {
          const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
          return axe.run(include.length ? { include } : document, options);
        },
        { include, options: runOptions },
      );
    },
  };
  return scan;
}

/** Each violated rule with the elements it found, one line each. */
export async function axeViolations(scan: AxeScan): Promise<string[]> {
  const { violations } = await scan.analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Scans the page as it is now (or only `within` it); a failure lists each rule with the elements it found. */
export async function expectNoViolations(page: Page, label: string, within?: string) {
  const scan = axeScan(page);
  expect(await axeViolations(within ? scan.include(within) : scan), `axe violations on ${label}`).toEqual([]);
}

/**
 * `scan` in the light theme, then in the dark one on the same document, then back to light. The theme is the
 * stylesheet's alone (one `prefers-color-scheme` block of custom properties in styles/tokens.css; no script reads
 * it), so switching the emulated scheme shows what a dark first visit draws: the colour transitions it starts are
 * finished first, so nothing is read mid-way. One visit serves both themes, where a context per theme took two.
 */
export async function inBothThemes(page: Page, scan: (theme: 'light' | 'dark') => Promise<void>) {
  await page.emulateMedia({ colorScheme: 'light' });
  await finishTransitions(page);
  await scan('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await finishTransitions(page);
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), 'the dark theme is emulated').toBe(true);
  await scan('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await finishTransitions(page);
}
