import { expect, sharedPageTest as test } from './support/shared-page';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import { comparisonRows, noCreditCardNote, plans, pricingPage } from '../content/pricing';
import { companyPage } from '../content/company';
import { cookieBannerText } from '../content/cookieBanner';

const trialSignUp = `${config.appUrl}/signup?plan=trial`;

test.describe('/pricing', () => {
  test('shows both plans with price, period, tax note, interviews, features and a call to action', async ({ page }) => {
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

  test('the comparison table has a caption, a header row and a row per feature', async ({ page }) => {
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

  test('the pricing questions open and close as native disclosures', async ({ page }) => {
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
    test(`at ${viewport.width}×${viewport.height} the trial's price and its button are in the first screen, above the notice`, async ({ page }) => {
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

test.describe('/company', () => {
  test('shows the story, the process, the four feature cards and a closing call to action', async ({ page }) => {
    await page.goto(routes.company.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyPage.heading);

    const story = page.getByRole('region', { name: companyPage.storyHeading });
    await expect(story.getByRole('heading', { level: 2 })).toHaveText(companyPage.storyHeading);
    expect(companyPage.story.length).toBeGreaterThanOrEqual(2);
    expect(companyPage.story.length).toBeLessThanOrEqual(3);
    for (const paragraph of companyPage.story) await expect(story.getByText(paragraph)).toBeVisible();
    await expect(story).toContainText('New Jersey, United States');

    const how = page.getByRole('region', { name: companyPage.howHeading });
    await expect(how.getByRole('heading', { level: 2 })).toHaveText(companyPage.howHeading);
    await expect(how.getByRole('listitem')).toHaveCount(companyPage.steps.length);
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(companyPage.steps.map((step) => step.title));

    const features = page.getByRole('region', { name: companyPage.featuresHeading });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(companyPage.features.map((feature) => feature.title));
  });

  test("every 'Sign up for Free' button opens the trial sign-up, one near the top and one at the end", async ({ page }) => {
    await page.goto(routes.company.path);
    const buttons = page.getByRole('main').getByRole('link', { name: companyPage.ctaLabel, exact: true });
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < count; index += 1) {
      await expect(buttons.nth(index)).toHaveAttribute('href', trialSignUp);
      await expect(buttons.nth(index)).toHaveAttribute('href', config.links.trial);
    }
    const storyTop = (await page.getByRole('heading', { name: companyPage.storyHeading }).boundingBox())!.y;
    const featuresTop = (await page.getByRole('heading', { name: companyPage.featuresHeading }).boundingBox())!.y;
    expect((await buttons.first().boundingBox())!.y).toBeLessThan(storyTop);
    expect((await buttons.last().boundingBox())!.y).toBeGreaterThan(featuresTop);
  });
});

test('the heading outline has one h1 and skips no level', async ({ page }) => {
  for (const path of [routes.company.path, routes.pricing.path]) {
    await page.goto(path);
    const levels = await page
      .getByRole('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels.filter((level) => level === 1), path).toHaveLength(1);
    expect(levels[0], path).toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!, `${path}: h${levels[index - 1]} → h${levels[index]}`).toBeLessThanOrEqual(1);
    }
  }
});

test('the required constants are on the pages, word for word', async ({ page }) => {
  await page.goto('/pricing');
  const pricing = page.getByRole('main');
  for (const text of ['$0', '$99', 'per month', '14 days', '5 interviews', '100 interviews', 'plus applicable tax', 'No credit card required']) {
    await expect(pricing, text).toContainText(text);
  }
  for (const text of ['Job board', 'Chat technical support', 'Newest features']) {
    await expect(pricing.getByText(text, { exact: true }).first(), text).toBeVisible();
  }

  await page.goto('/company');
  const company = page.getByRole('main');
  await expect(company.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const heading of ['The Story Behind Our Platform', 'How AI Video Interview Works?']) {
    await expect(company.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  for (const title of ['Global Talent', 'AI-Powered Questions', 'Job Board', 'Callback Meetings']) {
    await expect(company.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  const signUp = company.getByRole('link', { name: 'Sign up for Free', exact: true });
  expect(await signUp.count()).toBeGreaterThanOrEqual(2);
  for (const link of await signUp.all()) await expect(link).toHaveAttribute('href', `${config.appUrl}/signup?plan=trial`);
});

// No sideways scroll at 320 px (the comparison table within its box) and axe, in both themes: every-page.spec.ts.
