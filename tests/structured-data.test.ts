import { expect, test } from '@playwright/test';
import { config } from '../lib/config';
import { faqGroups } from '../content/faq';
import { plans } from '../content/pricing';
import {
  faqPageJsonLd,
  organizationJsonLd,
  paragraphsToText,
  planOffer,
  softwareApplicationJsonLd,
  webSiteJsonLd,
} from '../app/_seo/structured-data';
import { serializeJsonLd, type JsonLdDocument } from '../lib/json-ld';

test('Organization and WebSite: name, url, email and logo from lib/config, linked by @id', () => {
  const organization = organizationJsonLd();
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.productName,
    url: config.siteUrl,
    email: config.contactEmail,
  });
  expect((organization.logo as { url: string }).url.startsWith(`${config.siteUrl}/`)).toBe(true);
  const webSite = webSiteJsonLd();
  expect(webSite).toMatchObject({ '@type': 'WebSite', name: config.productName, url: config.siteUrl });
  expect(webSite.publisher).toEqual({ '@id': organization['@id'] });
});

test('SoftwareApplication: one Offer per plan, priced per month in USD, tax and trial length from the plan', () => {
  const app = softwareApplicationJsonLd();
  expect(app['@type']).toBe('SoftwareApplication');
  const offers = app.offers as readonly Record<string, unknown>[];
  expect(offers).toHaveLength(plans.length);
  for (const [index, plan] of plans.entries()) {
    const offer = offers[index]!;
    expect(offer).toEqual(planOffer(plan));
    expect(offer).toMatchObject({ '@type': 'Offer', name: plan.name, price: plan.priceUsd, priceCurrency: 'USD' });
    const specification = offer.priceSpecification as Record<string, unknown>;
    expect(specification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: plan.priceUsd,
      priceCurrency: 'USD',
      referenceQuantity: { value: 1, unitCode: 'MON' },
    });
    expect(specification.valueAddedTaxIncluded).toBe(plan.taxNote ? false : undefined);
    expect((offer.eligibleDuration as { value: number } | undefined)?.value).toBe(plan.durationDays);
  }
});

test('FAQPage: every question once, answers as plain text with link text kept', () => {
  const faq = faqPageJsonLd();
  const questions = faq.mainEntity as readonly { name: string; acceptedAnswer: { text: string } }[];
  const items = faqGroups.flatMap((group) => group.items);
  expect(questions.map((question) => question.name)).toEqual(items.map((item) => item.question));
  expect(paragraphsToText([['Read the ', { text: 'privacy policy', href: '/privacy' }, '.'], ['Second.']])).toBe(
    'Read the privacy policy.\n\nSecond.',
  );
  for (const question of questions) expect(question.acceptedAnswer.text).not.toMatch(/[<>]|href/);
});

test('serializeJsonLd escapes "<" and ">" so a value cannot close the <script>, and still parses back', () => {
  const hostile: JsonLdDocument = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' };
  const text = serializeJsonLd(hostile);
  expect(text).not.toMatch(/[<>]/);
  expect(text).toContain('\\u003c/script\\u003e');
  expect(JSON.parse(text)).toEqual(hostile);
});
