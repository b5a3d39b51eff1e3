import { expect, test } from './support/test';
import { expectCta, expectHeadingOutline, plainText } from './support/page-checks';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import { faqCta, faqGroups, faqPage, homeFaqItems } from '../content/faq';

const allFaqItems = faqGroups.flatMap((group) => group.items);

test.describe('/faq', () => {
  test('shows its h1 and at least twelve questions in four groups under their h2s', async ({ sharedPage: page }) => {
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

  test('the answers carry the facts and links they promise', async ({ sharedPage: page }) => {
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

  test('a question opens and closes from the keyboard, with no JavaScript needed', async ({ sharedPage: page }) => {
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

  test('the topic links jump to their groups', async ({ sharedPage: page }) => {
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
