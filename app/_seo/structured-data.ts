/**
 * schema.org JSON-LD for search engines, built from the same data the pages render:
 * Organization and WebSite (every page), SoftwareApplication with one Offer per plan (/pricing),
 * FAQPage (/faq), WebApplication (/savings). components/JsonLd renders them; `serializeJsonLd` escapes them for a <script>.
 */
import { brand } from './brand';
import { config } from './config';
import { scriptSafeJson } from './inline-script';
import { plans } from '@/content/pricing';
import { faqGroups } from '@/content/faq';
import { routes } from '@/content/routes';
import type { Paragraph, Plan } from '@/content/types';

export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}
export type JsonLdDocument = JsonLdNode & { '@context': 'https://schema.org' };

const context = 'https://schema.org' as const;
const organizationId = `${config.siteUrl}/#organization`;
const webSiteId = `${config.siteUrl}/#website`;

/** UN/CEFACT common codes schema.org uses for units. */
const unitCodes = { month: 'MON', day: 'DAY' } as const;

export function organizationJsonLd(): JsonLdDocument {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId,
    name: config.productName,
    url: config.siteUrl,
    email: config.contactEmail,
    logo: {
      '@type': 'ImageObject',
      url: `${config.siteUrl}${brand.appleTouchIcon.path}`,
      width: brand.appleTouchIcon.width,
      height: brand.appleTouchIcon.height,
    },
    sameAs: [config.videoChannelUrl],
  };
}

export function webSiteJsonLd(): JsonLdDocument {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': webSiteId,
    name: config.productName,
    url: config.siteUrl,
    inLanguage: 'en',
    publisher: { '@id': organizationId },
  };
}

/** One plan as an Offer: its monthly price as a UnitPriceSpecification per one month. */
export function planOffer(plan: Plan): JsonLdNode {
  return {
    '@type': 'Offer',
    name: plan.name,
    description: `${plan.summary} ${plan.interviewsLabel}.`,
    url: plan.cta.href,
    price: plan.priceUsd,
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: plan.priceUsd,
      priceCurrency: 'USD',
      unitText: plan.pricePeriod,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: unitCodes[plan.pricePeriod] },
      // 'plus applicable tax': the price is quoted before tax.
      ...(plan.taxNote ? { valueAddedTaxIncluded: false } : {}),
    },
    ...(plan.durationDays
      ? { eligibleDuration: { '@type': 'QuantitativeValue', value: plan.durationDays, unitCode: unitCodes.day } }
      : {}),
  };
}

export function softwareApplicationJsonLd(): JsonLdDocument {
  return {
    '@context': context,
    '@type': 'SoftwareApplication',
    name: config.productName,
    description: routes.home.description,
    url: config.siteUrl,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web browser',
    publisher: { '@id': organizationId },
    offers: plans.map(planOffer),
  };
}

/**
 * /savings: the calculator as a free WebApplication. Only what the page itself shows: its name, what it
 * works out, that it runs in a browser and costs nothing to use.
 */
export function savingsCalculatorJsonLd(): JsonLdDocument {
  return {
    '@context': context,
    '@type': 'WebApplication',
    name: `${config.productName} ${routes.savings.title}`,
    description: routes.savings.description,
    url: `${config.siteUrl}${routes.savings.path}`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web browser',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    publisher: { '@id': organizationId },
  };
}

/** A paragraph of inline runs as plain text: links keep their text, lose their markup. */
export function paragraphsToText(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map((runs) => runs.map((run) => (typeof run === 'string' ? run : run.text)).join('')).join('\n\n');
}

export function faqPageJsonLd(): JsonLdDocument {
  return {
    '@context': context,
    '@type': 'FAQPage',
    url: `${config.siteUrl}${routes.faq.path}`,
    mainEntity: faqGroups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: paragraphsToText(item.answer) },
      })),
    ),
  };
}

/**
 * JSON for a <script type="application/ld+json">. JSON.stringify leaves `<` as is, so a value holding
 * `</script>` would end the element: lib/inline-script.ts escapes it (and `>`, `&`, U+2028, U+2029).
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return scriptSafeJson(data);
}
