import { expect, test } from './support/test';
import { expectHeadingOutline } from './support/page-checks';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import { comparisonRows, noCreditCardNote, plans, pricingPage } from '../content/pricing';
import { cookieBannerText } from '../content/cookieBanner';

test.describe('/pricing', () => {
  test('shows both plans with price, period, tax note, interviews, features and a call to action', async ({ sharedPage: page }) => {
    await page.goto(routes.pricing.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingPage.heading);
    const list = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('article') });
    await expect(list.getByRole('article')).toHaveCount(plans.length);

    for (const plan of plans) {
      const card = list.getByRole('article', { name: plan.name });
      await expect(card.getByRole('heading', { level: 2, name: plan.name })).toBeVisible();
      await expect(card.getByText(plan.priceLabel, { exact: true })).toBeVisible();
      await expect(card.getByText(plan.periodLabel, { exact: true })).toBeVisible();
      if (plan.taxNote) await expect(card.getByText(plan.taxNote, { exact: true })).toBeVisible();
      await expect(card.getByText(plan.termLabel, { exact: true })).toBeVisible();
      const items = card.getByRole('listitem');
      await expect(items).toHaveText([plan.interviewsLabel, ...plan.features]);
      await expect(card.getByRole('link', { name: plan.cta.label, exact: true })).toHaveAttribute('href', plan.cta.href);
      if (plan.ctaNote) await expect(card.getByText(plan.ctaNote, { exact: true })).toBeVisible();
      if (plan.badge) await expect(card.getByText(plan.badge, { exact: true })).toBeVisible();
    }

    // The destinations themselves, from the config module.
    const [trial, enterprise] = plans;
    await expect(list.getByRole('link', { name: trial.cta.label, exact: true })).toHaveAttribute('href', config.links.trial);
    await expect(list.getByRole('link', { name: enterprise.cta.label, exact: true })).toHaveAttribute(
      'href',
      config.links.signUp,
    );
    // The closing call to action starts the trial too.
    const closing = page.getByRole('region', { name: pricingPage.closing.heading });
    await expect(closing.getByRole('link', { name: pricingPage.closing.actions[0]!.label, exact: true })).toHaveAttribute(
      'href',
      config.links.trial,
    );
    await expect(closing.getByText(noCreditCardNote, { exact: true })).toBeVisible();
  });

  test('the comparison table has a caption, a header row and a row per feature', async ({ sharedPage: page }) => {
    await page.goto(routes.pricing.path);
    const { comparison } = pricingPage;
    const table = page.getByRole('table', { name: comparison.caption });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(1 + comparisonRows.length);
    await expect(rows.first().getByRole('columnheader')).toHaveText([comparison.featureColumn, ...plans.map((plan) => plan.name)]);

    for (const [index, row] of comparisonRows.entries()) {
      const tableRow = rows.nth(index + 1);
      await expect(tableRow.getByRole('rowheader')).toHaveText(row.label);
      const cells = tableRow.getByRole('cell');
      await expect(cells).toHaveCount(plans.length);
      for (const [column, plan] of plans.entries()) {
        const value = row.values[plan.id];
        const expected = typeof value === 'string' ? value : value ? comparison.included : comparison.notIncluded;
        await expect(cells.nth(column)).toHaveText(expected);
      }
    }
    for (const feature of new Set(plans.flatMap((plan) => plan.features))) {
      await expect(table.getByRole('rowheader', { name: feature, exact: true })).toHaveCount(1);
    }

    // If the table is ever wider than the screen it scrolls in its own labelled, focusable container.
    const scroller = page.getByRole('region', { name: comparison.caption });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await scroller.focus();
    await expect(scroller).toBeFocused();
  });

  test('the pricing questions open and close as native disclosures', async ({ sharedPage: page }) => {
    await page.goto(routes.pricing.path);
    const { faq } = pricingPage;
    await expect(page.getByRole('heading', { level: 2, name: faq.heading })).toBeVisible();
    expect(faq.items.length).toBeGreaterThanOrEqual(3);
    expect(faq.items.length).toBeLessThanOrEqual(5);
    // In <main>: the header's phone menu is a <details> too.
    const main = page.getByRole('main');
    const summaries = main.locator('details > summary');
    await expect(summaries).toHaveText(faq.items.map((item) => item.question));

    const first = main.locator('details').first();
    const firstAnswer = faq.items[0]!.answer[0]!.filter((run) => typeof run === 'string').join('');
    await expect(first.getByText(firstAnswer)).toBeHidden();
    await summaries.first().focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(firstAnswer)).toBeVisible();

    // The volume question links to the contact e-mail from the config module.
    const last = main.locator('details').last();
    await last.locator('summary').click();
    await expect(last.getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', `mailto:${config.contactEmail}`);
  });
});

test.describe('/pricing on a phone, first visit (the cookie notice showing)', () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 375, height: 812 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the trial's price and its button are in the first screen, above the notice`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto(routes.pricing.path);
      const notice = page.getByRole('region', { name: cookieBannerText.label });
      await expect(notice).toBeVisible();
      const noticeTop = (await notice.boundingBox())!.y;
      const header = (await page.getByRole('banner').boundingBox())!;
      const [trial] = plans;
      // The trial is the first plan on the page.
      await expect(page.getByRole('main').getByRole('article').first()).toHaveAccessibleName(trial.name);
      const card = page.getByRole('article', { name: trial.name });
      for (const part of [card.getByText(trial.priceLabel, { exact: true }), card.getByRole('link', { name: trial.cta.label, exact: true })]) {
        const box = (await part.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(box.y + box.height).toBeLessThanOrEqual(noticeTop);
      }
      // The notice keeps its words, its link and its one button.
      await expect(notice).toContainText(cookieBannerText.text);
      await expect(notice.getByRole('link', { name: cookieBannerText.linkText })).toBeVisible();
      await expect(notice.getByRole('button', { name: cookieBannerText.button })).toBeVisible();
    });
  }
});

test('the heading outline has one h1 and skips no level', async ({ sharedPage: page }) => {
  await page.goto(routes.pricing.path);
  await expectHeadingOutline(page);
});

test('the required constants are on the page, word for word', async ({ sharedPage: page }) => {
  await page.goto('/pricing');
  const pricing = page.getByRole('main');
  for (const text of ['$0', '$99', 'per month', '14 days', '5 interviews', '100 interviews', 'plus applicable tax', 'No credit card required']) {
    await expect(pricing, text).toContainText(text);
  }
  for (const text of ['Job board', 'Chat technical support', 'Newest features']) {
    await expect(pricing.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
});

// No sideways scroll at 320 px (the comparison table within its box) and axe, in both themes: every-page.spec.ts.
