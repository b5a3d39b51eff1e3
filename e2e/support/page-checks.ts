import type { CallToActionContent, Paragraph } from '../../content/types';
import { expect, type Page } from './test';

/** Checks a content page's specs share: its heading outline, its closing call to action, its paragraphs' text. */

/** The visible text of a content paragraph: its runs joined as RichText renders them. */
export function plainText(paragraph: Paragraph): string {
  return paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('');
}

/** Exactly one h1 in main, and no heading deeper than one level below the one before it. */
export async function expectHeadingOutline(page: Page) {
  const levels = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let index = 1; index < levels.length; index += 1) {
    expect(levels[index]!, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  }
}

/** The call to action's region: its h2, and each action a link to its target. */
export async function expectCta(page: Page, cta: CallToActionContent) {
  const region = page.getByRole('region', { name: cta.heading });
  await expect(region.getByRole('heading', { level: 2, name: cta.heading })).toBeVisible();
  expect(cta.actions.length).toBeGreaterThan(0);
  for (const action of cta.actions) {
    await expect(region.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.href);
  }
}
