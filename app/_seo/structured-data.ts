/**
 * schema.org JSON-LD for search engines, built from the same data the pages render:
 * Organization and WebSite (every page, through app/layout.tsx and app/global-not-found.tsx), SoftwareApplication
 * with one Offer per plan (/pricing), FAQPage (/faq), WebApplication (/savings), ItemList and BreadcrumbList (the
 * question library). components/JsonLd renders them.
 * Each builder returns its schema-dts type, so a misspelt property or a wrong value type fails the typecheck.
 */
import type {
  BreadcrumbList,
  FAQPage,
  ItemList,
  OfferLeaf,
  Question,
  SoftwareApplicationLeaf,
  WebApplication,
  WebSite,
  WithContext,
} from 'schema-dts';
import { brand } from '@/lib/brand';
import { config } from '@/lib/config';
import type { JsonLdDocument, OrganizationWithLogo } from '@/lib/json-ld';
import { plans } from '@/content/pricing';
import { faqGroups } from '@/content/faq';
import { routes } from '@/content/routes';
import type { Paragraph, Plan } from '@/content/types';

const context = 'https://schema.org' as const;
const organizationId = `${config.siteUrl}/#organization`;
const webSiteId = `${config.siteUrl}/#website`;

/** UN/CEFACT common codes schema.org uses for units. */
const unitCodes = { month: 'MON', day: 'DAY' } as const;

export function organizationJsonLd(): WithContext<OrganizationWithLogo> {
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

export function webSiteJsonLd(): WithContext<WebSite> {
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

/** What every page carries, in this order: the Organization, then the WebSite it publishes. */
export function siteJsonLd(): readonly JsonLdDocument[] {
  return [organizationJsonLd(), webSiteJsonLd()];
}

/** One plan as an Offer: its monthly price as a UnitPriceSpecification per one month. */
export function planOffer(plan: Plan): OfferLeaf {
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
      // 'plus applicable tax': the price is quoted before tax. An undefined property is left out of the JSON.
      valueAddedTaxIncluded: plan.taxNote ? false : undefined,
    },
    eligibleDuration: plan.durationDays
      ? { '@type': 'QuantitativeValue', value: plan.durationDays, unitCode: unitCodes.day }
      : undefined,
  };
}

export function softwareApplicationJsonLd(): WithContext<SoftwareApplicationLeaf> {
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
export function savingsCalculatorJsonLd(): WithContext<WebApplication> {
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

export function faqPageJsonLd(): WithContext<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    url: `${config.siteUrl}${routes.faq.path}`,
    mainEntity: faqGroups.flatMap((group) =>
      group.items.map(
        (item): Question => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: paragraphsToText(item.answer) },
        }),
      ),
    ),
  };
}

/** A page's place in the site, as its visible breadcrumb trail shows it: Home first, the page itself last. */
export function breadcrumbJsonLd(crumbs: readonly { label: string; href: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

/** A list of links in page order: the roles of the hub, the questions of a role or competency page. */
export function itemListJsonLd(name: string, items: readonly { name: string; href: string }[]): WithContext<ItemList> {
  return {
    '@context': context,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.href),
    })),
  };
}

/** A site path as the absolute URL the canonical links and the sitemap use (Home is the bare site URL). */
function absoluteUrl(href: string): string {
  return `${config.siteUrl}${href === '/' ? '' : href}`;
}
