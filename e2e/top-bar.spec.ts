import { config } from '../lib/config';
import { routes } from '../content/routes';
import { primaryNavLabel } from '../content/site';
import { headerRowProblems } from '../testing/layout';
import { expect, test } from './support/test';

/**
 * The header is one row at every width: its controls side by side on one line, none past the window's edge, and
 * each label on one line of its own, inline or folded into the phone menu, and the product name whole. The row's room depends on the fonts
 * (the widest here is DejaVu Sans, the current entry bold), so it is swept in 8 px steps on one page
 * rather than checked at a few chosen widths: the wraps it once had sat between 864–928 and 1080–1096 px.
 * In the light theme only: the dark one changes colours and shadows alone (tests/theme-tokens.test.ts), nothing that
 * sizes a box.
 */
const widths = Array.from({ length: (1440 - 320) / 8 + 1 }, (_, index) => 320 + index * 8);

test('the top bar is one row, every label on one line, at every width from 320 to 1440 px', async ({ sharedPage: page }) => {
  // /features: its entry is current, so bold, the widest the row gets.
  await page.goto(routes.features.path);
  await expect(page.getByRole('navigation', { name: primaryNavLabel }).getByRole('link', { name: 'Features', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const found: Record<number, string[]> = {};
  const logo = page.getByRole('banner').getByRole('link', { name: `${config.productName} home` });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const problems = await headerRowProblems(page);
    // This build's name is short: it gives way to the entries beside it only when a brand's name is long.
    const nameCut = await logo.evaluate((link) => [...link.querySelectorAll('span')].some((part) => part.scrollWidth > part.clientWidth));
    if (nameCut) problems.push(`${config.productName} cut short`);
    if (problems.length) found[width] = problems;
  }
  expect(found, 'widths at which the header is not one row').toEqual({});
});
