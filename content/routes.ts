import { config } from '../lib/config';
import { screeningTimeSavedLabel } from './claims';
import { enterprisePlan, trialPlan } from './plans';

/**
 * Every route of SPEC.md's route table, plus the buyers' tools (/savings, /trust) and the candidates' practice
 * page (/practice): the one list the header, footer, sitemap, metadata and tests read. `title` is the exact
 * document title.
 */
export interface SiteRoute {
  path: string;
  title: string;
  /** Unique meta description for search results and link previews. */
  description: string;
  /**
   * Powerful features this page may use (Permissions-Policy `=(self)` on its path only); every other path
   * keeps them denied by the site-wide rule in public/_headers.
   */
  allow?: readonly PagePermission[];
  /** The title shown when the page is shared (Open Graph, Twitter), where SPEC.md's document title is not the
   *  page's proper name: /faq's document title is 'Faq', its shared title 'FAQ'. Defaults to `title`. */
  shareTitle?: string;
}

export type PagePermission = 'camera' | 'microphone';

export const routes = {
  home: {
    path: '/',
    title: config.productName,
    description: `${config.productName} runs asynchronous AI video interviews: publish a job, let candidates answer on video in their own time, review the recordings and book callbacks. Save ${screeningTimeSavedLabel} of screening time.`,
  },
  features: {
    path: '/features',
    title: 'Features',
    description: `A public job board, AI-generated questions, AI video interviews, scrollable recording review and callback scheduling: every ${config.productName} feature in one place.`,
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing',
    description: `${config.productName} pricing: a free ${trialPlan.durationDays}-day trial with ${trialPlan.interviews.count} interviews, no credit card required, and an ${enterprisePlan.name} plan at ${enterprisePlan.priceLabel} ${enterprisePlan.periodLabel} for ${enterprisePlan.interviews.count} interviews.`,
  },
  company: {
    path: '/company',
    title: 'Company',
    description: `About ${config.productName}: the story behind our asynchronous AI video interview platform and how it helps teams hire faster and fairer.`,
  },
  demo: {
    path: '/demo',
    title: 'Demo',
    description: `Watch live ${config.productName} demo interviews for sales, support, casting, coaching and campus roles, exactly as candidates see them.`,
  },
  usecases: {
    path: '/usecases',
    title: 'Use Cases',
    description: `How small businesses, hiring agencies and brands use ${config.productName} for screenings, freelancer hiring, video auditions, internships, volunteers and campus jobs.`,
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description: `How ${config.productName} collects, uses, stores and protects personal data, and the rights you have under the GDPR, CalOPPA and the CCPA.`,
  },
  terms: {
    path: '/terms',
    title: 'Terms of Use',
    description: `The terms that govern your use of the ${config.productName} website and AI video interview service.`,
  },
  cookies: {
    path: '/cookies',
    title: 'Cookies',
    description: `The one cookie the ${config.productName} website sets, why, for how long, and how to control it.`,
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: `Questions about ${config.productName}? Send us a message or e-mail ${config.contactEmail}; we reply within one business day.`,
  },
  faq: {
    path: '/faq',
    title: 'Faq',
    shareTitle: 'FAQ',
    description: `Answers about ${config.productName}: how AI video interviews work, what candidates need, pricing and the free trial, privacy and data.`,
  },
  savings: {
    path: '/savings',
    title: 'Savings Calculator',
    description: `Work out the hours and dollars your team would save by replacing first-round phone screens with ${config.productName} video interviews, which plan fits, and the cost per interview.`,
  },
  trust: {
    path: '/trust',
    title: 'Trust',
    description: `How ${config.productName} uses AI (it writes questions; people decide), candidate rights, where data is kept, security practices, what is not yet certified, accessibility and how to report a vulnerability.`,
  },
  practice: {
    path: '/practice',
    title: 'Practice Interview',
    description: `Test your camera and microphone and record a practice answer before your ${config.productName} video interview. Everything stays in your browser: nothing is uploaded.`,
    allow: ['camera', 'microphone'],
  },
} as const satisfies Record<string, SiteRoute>;

export type RouteKey = keyof typeof routes;

export const routeList: readonly SiteRoute[] = Object.values(routes);
