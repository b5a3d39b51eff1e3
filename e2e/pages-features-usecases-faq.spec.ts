import type { Page } from './support/test';
import { expect, sharedPageTest as test } from './support/shared-page';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import type { CallToActionContent, Paragraph } from '../content/types';
import {
  callbackSection,
  callbackSteps,
  featureSpotlights,
  featureStats,
  featuresCta,
  featuresPage,
} from '../content/features';
import { audienceSection, audiences, useCaseSection, useCases, useCasesCta, useCasesPage } from '../content/usecases';
import { faqCta, faqGroups, faqPage, homeFaqItems } from '../content/faq';

const allFaqItems = faqGroups.flatMap((group) => group.items);

/** The visible text of a content paragraph: its runs joined as RichText renders them. */
function plainText(paragraph: Paragraph): string {
  return paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('');
}

/** Exactly one h1 in main, and no heading deeper than one level below the one before it. */
async function expectHeadingOutline(page: Page) {
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

async function expectCta(page: Page, cta: CallToActionContent) {
  const region = page.getByRole('region', { name: cta.heading });
  await expect(region.getByRole('heading', { level: 2, name: cta.heading })).toBeVisible();
  expect(cta.actions.length).toBeGreaterThan(0);
  for (const action of cta.actions) {
    await expect(region.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.href);
  }
}

test.describe('/features', () => {
  test('shows its h1, every feature, the 70% claim, the callback steps and the trial and demo CTA', async ({ page }) => {
    await page.goto(routes.features.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresPage.heading);
    await expect(page.getByText(featuresPage.lead)).toBeVisible();
    expect(featuresPage.lead).toContain('70%');

    const stats = page.getByRole('list').filter({ hasText: featureStats[0]!.label });
    await expect(stats.getByRole('listitem')).toHaveCount(featureStats.length);
    for (const stat of featureStats) await expect(stats.getByText(stat.label)).toBeVisible();

    for (const feature of featureSpotlights) {
      const section = page.getByRole('region', { name: feature.heading });
      await expect(section.getByRole('heading', { level: 2, name: feature.heading })).toBeVisible();
      await expect(section).toHaveAttribute('id', feature.id);
      await expect(section.getByText(feature.body)).toBeVisible();
      for (const point of feature.points) await expect(section.getByRole('listitem').filter({ hasText: point })).toBeVisible();
    }

    const callbacks = page.getByRole('region', { name: callbackSection.heading });
    for (const step of callbackSteps) {
      await expect(callbacks.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
    }

    await expectCta(page, featuresCta);
    expect(featuresCta.actions[0]?.href).toBe(config.links.trial);
    expect(featuresCta.actions[1]?.href).toBe(routes.demo.path);
    await expectHeadingOutline(page);
  });
});

test.describe('/usecases', () => {
  test('shows its h1, the three audiences, the six anchored use cases with scenarios and the trial CTA', async ({
    page,
  }) => {
    await page.goto(routes.usecases.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(useCasesPage.heading);

    const audienceRegion = page.getByRole('region', { name: audienceSection.heading });
    expect(audiences).toHaveLength(3);
    for (const audience of audiences) {
      await expect(audienceRegion.getByRole('heading', { level: 3, name: audience.title })).toBeVisible();
      await expect(audienceRegion.getByText(audience.text)).toBeVisible();
    }

    const useCaseRegion = page.getByRole('region', { name: useCaseSection.heading });
    await expect(useCaseRegion.getByRole('heading', { level: 2, name: useCaseSection.heading })).toBeVisible();
    expect(useCases).toHaveLength(6);
    expect(new Set(useCases.map((useCase) => useCase.id)).size).toBe(useCases.length);
    for (const useCase of useCases) {
      expect(useCase.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const card = useCaseRegion.getByRole('article', { name: useCase.title });
      await expect(card).toHaveAttribute('id', useCase.id);
      await expect(card.getByRole('heading', { level: 3, name: useCase.title })).toBeVisible();
      await expect(card.getByText(useCase.scenario)).toBeVisible();
    }

    await expectCta(page, useCasesCta);
    expect(useCasesCta.actions[0]?.href).toBe(config.links.trial);
    await expectHeadingOutline(page);
  });

  test('a jump link lands on the use case it names', async ({ page }) => {
    await page.goto(routes.usecases.path);
    const last = useCases[useCases.length - 1]!;
    await expect(page.getByRole('article', { name: last.title })).not.toBeInViewport();
    await page.getByRole('navigation', { name: useCaseSection.navLabel }).getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.getByRole('article', { name: last.title })).toBeInViewport();
  });

  test('a deep link from another page opens at its use case', async ({ page }) => {
    const useCase = useCases[3]!;
    await page.goto(`${routes.usecases.path}#${useCase.id}`);
    await expect(page.getByRole('heading', { level: 3, name: useCase.title })).toBeInViewport();
  });
});

test.describe('/faq', () => {
  test('shows its h1 and at least twelve questions in four groups under their h2s', async ({ page }) => {
    await page.goto(routes.faq.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqPage.heading);

    expect(faqGroups).toHaveLength(4);
    expect(allFaqItems.length).toBeGreaterThanOrEqual(12);
    expect(new Set(allFaqItems.map((item) => item.id)).size).toBe(allFaqItems.length);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: faqCta.heading })).toHaveText(
      faqGroups.map((group) => group.heading),
    );
    await expect(main.getByRole('group')).toHaveCount(allFaqItems.length);
    for (const group of faqGroups) {
      const region = page.getByRole('region', { name: group.heading });
      await expect(region).toHaveAttribute('id', group.id);
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(group.items.map((item) => item.question));
    }
    await expectCta(page, faqCta);
    await expectHeadingOutline(page);
  });

  test('the answers carry the facts and links they promise', async ({ page }) => {
    await page.goto(routes.faq.path);
    await expect(page.getByRole('main').getByRole('link', { name: config.contactEmail }).first()).toHaveAttribute(
      'href',
      config.links.mail,
    );
    const withLinks = allFaqItems
      .map((item) => ({ item, links: item.answer.flat().filter((run) => typeof run !== 'string') }))
      .filter(({ links }) => links.length > 0);
    expect(withLinks.length).toBeGreaterThan(0);
    for (const { item, links } of withLinks) {
      const details = page.getByRole('group').filter({ has: page.getByRole('heading', { name: item.question }) });
      await details.locator('summary').click();
      for (const link of links) {
        await expect(details.getByRole('link', { name: link.text, exact: true })).toHaveAttribute('href', link.href);
      }
    }
  });

  test('a question opens and closes from the keyboard, with no JavaScript needed', async ({ page }) => {
    await page.goto(routes.faq.path);
    const item = faqGroups[0]!.items[0]!;
    const details = page.getByRole('group').filter({ has: page.getByRole('heading', { name: item.question }) });
    const summary = details.locator('summary');
    const answer = details.getByText(plainText(item.answer[0]!));
    await expect(answer).toBeHidden();

    // The summary is the next tab stop after the topic links.
    await page.getByRole('navigation', { name: faqPage.navLabel }).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
  });

  test('the topic links jump to their groups', async ({ page }) => {
    await page.goto(routes.faq.path);
    const last = faqGroups[faqGroups.length - 1]!;
    await page.getByRole('navigation', { name: faqPage.navLabel }).getByRole('link', { name: last.heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: last.heading })).toBeInViewport();
  });

  test('the Home accordion items are four of the FAQ items, picked by id', () => {
    expect(homeFaqItems).toHaveLength(4);
    expect(new Set(homeFaqItems.map((item) => item.id)).size).toBe(4);
    for (const item of homeFaqItems) expect(allFaqItems).toContain(item);
  });
});

// No sideways scroll at 320 px and axe with every answer open, in both themes: every-page.spec.ts.
