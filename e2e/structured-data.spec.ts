import { expect, test, type Page } from '@playwright/test';
import { brand } from '../lib/brand';
import { config } from '../lib/config';
import { faqGroups } from '../content/faq';
import { plans } from '../content/pricing';
import { competencyKey, questionRoleKey, routes, type RouteKey } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { questionHref, roleCrumbs } from '../content/questions/library';
import { rolePageCopy } from '../content/questions/titles';
import { routeEntries } from './support/pages';

type Node = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of the page as served, parsed. */
async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => {
    // Escaped as the Next.js guide says: no raw "<" can close the script element early.
    expect(text).not.toContain('<');
    return JSON.parse(text) as Node;
  });
}

const pageTypes: Partial<Record<RouteKey, string[]>> = {
  pricing: ['SoftwareApplication'],
  faq: ['FAQPage'],
  savings: ['WebApplication'],
  questions: ['BreadcrumbList', 'ItemList'],
  ...Object.fromEntries(questionRoles.map((role) => [questionRoleKey(role.slug), ['BreadcrumbList', 'ItemList']])),
  ...Object.fromEntries(competencies.map((competency) => [competencyKey(competency.id), ['BreadcrumbList', 'ItemList']])),
};

for (const [key, route] of routeEntries) {
  test(`${route.path}: JSON-LD parses and has the right @types`, async ({ page }) => {
    await page.goto(route.path);
    const nodes = await jsonLd(page);
    expect(nodes.map((node) => node['@type']).sort()).toEqual(['Organization', 'WebSite', ...(pageTypes[key] ?? [])].sort());
    for (const node of nodes) expect(node['@context']).toBe('https://schema.org');
  });
}

test('Organization and WebSite come from lib/config, and the logo answers 200', async ({ page, request }) => {
  await page.goto('/');
  const nodes = await jsonLd(page);
  const organization = nodes.find((node) => node['@type'] === 'Organization')!;
  expect(organization).toMatchObject({ name: config.productName, url: config.siteUrl, email: config.contactEmail });
  const logo = organization.logo as { url: string };
  expect(logo.url).toBe(`${config.siteUrl}${brand.appleTouchIcon.path}`);
  const response = await request.get(logo.url.slice(config.siteUrl.length));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const webSite = nodes.find((node) => node['@type'] === 'WebSite')!;
  expect(webSite).toMatchObject({ name: config.productName, url: config.siteUrl, publisher: { '@id': organization['@id'] } });
});

test('/pricing: one Offer per plan with its price in USD per month', async ({ page }) => {
  await page.goto(routes.pricing.path);
  const app = (await jsonLd(page)).find((node) => node['@type'] === 'SoftwareApplication')!;
  expect(app.name).toBe(config.productName);
  const offers = app.offers as Record<string, unknown>[];
  expect(offers).toHaveLength(plans.length);
  for (const [index, plan] of plans.entries()) {
    expect(offers[index]).toMatchObject({
      '@type': 'Offer',
      name: plan.name,
      price: plan.priceUsd,
      priceCurrency: 'USD',
      url: plan.cta.href,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.priceUsd,
        priceCurrency: 'USD',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    });
  }
});

test('/faq: every question of content/faq.ts with its answer as plain text', async ({ page }) => {
  await page.goto(routes.faq.path);
  const faq = (await jsonLd(page)).find((node) => node['@type'] === 'FAQPage')!;
  const questions = faq.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
  const items = faqGroups.flatMap((group) => group.items);
  expect(questions.map((question) => question.name)).toEqual(items.map((item) => item.question));
  for (const [index, item] of items.entries()) {
    const { acceptedAnswer } = questions[index]!;
    expect(questions[index]!['@type']).toBe('Question');
    expect(acceptedAnswer['@type']).toBe('Answer');
    // Plain text: every run of every paragraph, link text included, and no markup.
    for (const paragraph of item.answer) {
      for (const run of paragraph) expect(acceptedAnswer.text).toContain(typeof run === 'string' ? run : run.text);
    }
    expect(acceptedAnswer.text).not.toMatch(/<[a-z/]/i);
  }
});

test('the 404 page carries Organization and WebSite like every page', async ({ page }) => {
  await page.goto('/no-such-page');
  expect((await jsonLd(page)).map((node) => node['@type']).sort()).toEqual(['Organization', 'WebSite']);
});

test('a role page: its questions as an ItemList in page order, and its breadcrumb trail', async ({ page }) => {
  const role = questionRoles[1]!;
  await page.goto(routes[questionRoleKey(role.slug)]!.path);
  const nodes = await jsonLd(page);
  const list = nodes.find((node) => node['@type'] === 'ItemList')!;
  expect(list.name).toBe(rolePageCopy.title(role));
  expect(list.numberOfItems).toBe(role.questions.length);
  expect(list.itemListElement).toEqual(
    role.questions.map((question, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: question.text,
      url: `${config.siteUrl}${questionHref(role, question)}`,
    })),
  );
  const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
  expect(trail.itemListElement).toEqual(
    roleCrumbs(role).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${config.siteUrl}${crumb.href === '/' ? '' : crumb.href}`,
    })),
  );
  // The visible trail says the same.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(roleCrumbs(role).map((crumb) => crumb.label));
});
