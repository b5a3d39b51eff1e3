import { expect, test } from './support/test';
import { brand } from '../lib/brand';
import { config } from '../lib/config';
import { faqGroups } from '../content/faq';
import { plans } from '../content/pricing';
import { competencyKey, mockInterviewKey, questionPageKey, questionRoleKey, routes, type RouteKey } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { questionCrumbs, questionPageHref, roleCrumbs } from '../content/questions/library';
import { rolePageCopy } from '../content/questions/titles';
import { planOffer } from '../app/_seo/structured-data';
import { routeEntries } from './support/pages';
import { servedPage } from './support/served-html';

/**
 * Browser-less: the JSON-LD of each page as served (e2e/support/served-html.ts), the home of every check of what
 * the structured data says; tests/structured-data.test.ts keeps the pure helpers only.
 */

type Node = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of the page at `path` as served, parsed. */
async function jsonLd(path: string): Promise<Node[]> {
  const page = await servedPage(path);
  return page.jsonLd.map((text, index) => {
    const block = `${path}: JSON-LD block ${index + 1} of ${page.source}`;
    // Escaped as the Next.js guide says: no raw "<" can close the script element early.
    expect(text.match(/.{0,60}<.{0,60}/s)?.[0], `${block} has a raw "<"`).toBeUndefined();
    try {
      return JSON.parse(text) as Node;
    } catch (error) {
      throw new Error(`${block} does not parse: ${(error as Error).message}`);
    }
  });
}

const byType = (nodes: Node[], type: string, path: string) => {
  const node = nodes.find((candidate) => candidate['@type'] === type);
  expect(node, `${path}: a ${type} node`).toBeDefined();
  return node!;
};

const pageTypes: Partial<Record<RouteKey, string[]>> = {
  pricing: ['SoftwareApplication'],
  faq: ['FAQPage'],
  savings: ['WebApplication'],
  questions: ['BreadcrumbList', 'ItemList'],
  ...Object.fromEntries(questionRoles.map((role) => [questionRoleKey(role.slug), ['BreadcrumbList', 'ItemList']])),
  ...Object.fromEntries(competencies.map((competency) => [competencyKey(competency.id), ['BreadcrumbList', 'ItemList']])),
  // A mock interview: its trail only.
  ...Object.fromEntries(questionRoles.map((role) => [mockInterviewKey(role.slug), ['BreadcrumbList']])),
  // A question page: its trail only. No FAQPage or QAPage: it is neither a page of FAQs nor a user's question with answers.
  ...Object.fromEntries(questionRoles.flatMap((role) => role.questions.map((question) => [questionPageKey(role.slug, question.id), ['BreadcrumbList']]))),
};

for (const [key, route] of routeEntries) {
  test(`${route.path}: JSON-LD parses and has the right @types`, async () => {
    const nodes = await jsonLd(route.path);
    expect(nodes.map((node) => node['@type']).sort(), `${route.path}: @types`).toEqual(['Organization', 'WebSite', ...(pageTypes[key] ?? [])].sort());
    for (const node of nodes) expect(node['@context'], `${route.path}: ${node['@type']}`).toBe('https://schema.org');
  });
}

test('Organization and WebSite come from lib/config, and the logo answers 200', async ({ request }) => {
  const nodes = await jsonLd('/');
  const organization = byType(nodes, 'Organization', '/');
  expect(organization).toMatchObject({ name: config.productName, url: config.siteUrl, email: config.contactEmail });
  const logo = organization.logo as { url: string };
  expect(logo.url).toBe(`${config.siteUrl}${brand.appleTouchIcon.path}`);
  // Absolute URLs name the canonical site; the site under test is the request context's baseURL.
  const response = await request.get(logo.url.slice(config.siteUrl.length));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const webSite = byType(nodes, 'WebSite', '/');
  expect(webSite).toMatchObject({ name: config.productName, url: config.siteUrl, publisher: { '@id': organization['@id'] } });
});

test('/pricing: one Offer per plan with its price in USD per month, tax and trial length from the plan', async () => {
  const path = routes.pricing.path;
  const app = byType(await jsonLd(path), 'SoftwareApplication', path);
  expect(app.name).toBe(config.productName);
  const offers = app.offers as Record<string, unknown>[];
  expect(offers, `${path}: one Offer per plan`).toHaveLength(plans.length);
  for (const [index, plan] of plans.entries()) {
    const offer = offers[index]!;
    // What ships is what the builder builds (nothing lost on the way to the page)…
    expect(offer, `${path}: ${plan.name}`).toEqual(planOffer(plan));
    // …and the builder says what the plan says.
    expect(offer, `${path}: ${plan.name}`).toMatchObject({
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
    const specification = offer.priceSpecification as Record<string, unknown>;
    expect(specification.valueAddedTaxIncluded, `${path}: ${plan.name} tax`).toBe(plan.taxNote ? false : undefined);
    expect((offer.eligibleDuration as { value: number } | undefined)?.value, `${path}: ${plan.name} trial length`).toBe(plan.durationDays);
  }
});

test('/faq: every question of content/faq.ts once, with its answer as plain text', async () => {
  const path = routes.faq.path;
  const faq = byType(await jsonLd(path), 'FAQPage', path);
  const questions = faq.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
  const items = faqGroups.flatMap((group) => group.items);
  expect(questions.map((question) => question.name), path).toEqual(items.map((item) => item.question));
  for (const [index, item] of items.entries()) {
    const { acceptedAnswer } = questions[index]!;
    expect(questions[index]!['@type'], `${path}: ${item.question}`).toBe('Question');
    expect(acceptedAnswer['@type'], `${path}: ${item.question}`).toBe('Answer');
    // Plain text: every run of every paragraph, link text included, and no markup.
    for (const paragraph of item.answer) {
      for (const run of paragraph) expect(acceptedAnswer.text, `${path}: ${item.question}`).toContain(typeof run === 'string' ? run : run.text);
    }
    expect(acceptedAnswer.text, `${path}: ${item.question}`).not.toMatch(/[<>]|href/);
  }
});

test('the 404 page carries Organization and WebSite like every page', async () => {
  expect((await jsonLd('/no-such-page')).map((node) => node['@type']).sort(), '/no-such-page: @types').toEqual(['Organization', 'WebSite']);
});

test('a role page: its questions as an ItemList in page order, and its breadcrumb trail', async () => {
  const role = questionRoles[1]!;
  const path = routes[questionRoleKey(role.slug)]!.path;
  const nodes = await jsonLd(path);
  const list = byType(nodes, 'ItemList', path);
  expect(list.name, path).toBe(rolePageCopy.title(role));
  expect(list.numberOfItems, path).toBe(role.questions.length);
  expect(list.itemListElement, path).toEqual(
    role.questions.map((question, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: question.text,
      url: `${config.siteUrl}${questionPageHref(role, question)}`,
    })),
  );
  // The visible trail shows the same crumbs (e2e/questions.spec.ts).
  const trail = byType(nodes, 'BreadcrumbList', path);
  expect(trail.itemListElement, path).toEqual(
    roleCrumbs(role).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${config.siteUrl}${crumb.href === '/' ? '' : crumb.href}`,
    })),
  );
});

test('every question page: its BreadcrumbList is Home › Interview Questions › its role › the question, as its trail shows', async () => {
  for (const role of questionRoles) {
    for (const question of role.questions) {
      const path = questionPageHref(role, question);
      const trail = byType(await jsonLd(path), 'BreadcrumbList', path);
      expect(trail.itemListElement, path).toEqual(
        questionCrumbs(role, question).map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          item: `${config.siteUrl}${crumb.href === '/' ? '' : crumb.href}`,
        })),
      );
      expect((trail.itemListElement as { item: string }[]).at(-1)!.item, path).toBe(`${config.siteUrl}${path}`);
    }
  }
});
