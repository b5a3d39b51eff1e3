import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { finishTransitions } from './animations';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: every rule axe has for them, none disabled. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every scan of the suite starts here (eslint keeps `@axe-core/playwright` to this file). It runs axe in the page
 * itself (`axe.run`, the builder's "legacy mode"). By default the builder runs `axe.runPartial` in each frame, then
 * opens a new page in the test's context to aggregate the results there (`axe.finishRun`), and closes it: a new
 * renderer process and a second injection of axe's 580 KB, about 1 s a scan on this machine against 0.4–0.7 s for
 * the whole scan of / or /terms in the page (measured 2026-11-29). What the other mode adds is cross-origin frames,
 * and the site has no frame of any kind.
 *
 * `resultTypes: ['violations']`: axe works out every violation and every element it affects as before, and stops
 * after the first element of each passing, incomplete or inapplicable rule, whose lists the suite never reads. A scan
 * of /, /terms, /features or a role page then took 0.84–1.03 s instead of 1.15–1.23 s (medians of 4, 2026-11-29), and
 * hands Node about 60 KB of results instead of 210–380 KB. `e2e/accessibility.spec.ts` plants violations to prove a
 * scan still finds them.
 */
export const axeScan = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().options({ resultTypes: ['violations'] });

/** Each violated rule with the elements it found, one line each. */
export async function axeViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Scans the page as it is now (or only `within` it); a failure lists each rule with the elements it found. */
export async function expectNoViolations(page: Page, label: string, within?: string) {
  const builder = axeScan(page);
  expect(await axeViolations(within ? builder.include(within) : builder), `axe violations on ${label}`).toEqual([]);
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
