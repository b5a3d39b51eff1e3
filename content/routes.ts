import { config } from '../lib/config';
import { compactHeaderProfiles, type HeaderProfileRules } from '../lib/header-profiles';
import { screeningTimeSavedLabel } from './claims';
import { enterprisePlan, trialPlan } from './plans';
import { questionRoles } from './questions';
import { competencies } from './questions/competencies';
import { competencyPageCopy, mockInterviewPageCopy, questionPageCopy, rolePageCopy } from './questions/titles';

/**
 * Every page of the site, one entry each: the product's route table, plus the buyers' tools (/savings, /trust),
 * the candidates' practice page (/practice) and the interview question library (/questions and its generated
 * pages). The one list the header, footer, sitemap, metadata, security headers, byte budgets and tests read;
 * tests/routes.test.ts checks it against every page.tsx under app/. `title` is the exact document title. The
 * table's order is the order of the navigation lists.
 */
export interface SiteRoute {
  path: string;
  title: string;
  /** Unique meta description for search results and link previews. */
  description: string;
  /**
   * Powerful features this page may use (Permissions-Policy `=(self)` on its path only); every other path
   * keeps them denied by the site-wide Permissions-Policy (build/site-headers.ts).
   */
  allow?: readonly PagePermission[];
  /**
   * The page runs WebAssembly (the site search's index reader): its CSP adds 'wasm-unsafe-eval' to script-src on
   * that path only; every other path keeps WebAssembly compilation blocked.
   */
  webAssembly?: true;
  /** The title shown when the page is shared (Open Graph, Twitter), where the required document title is not the
   *  page's proper name: /faq's document title is 'Faq', its shared title 'FAQ'. Defaults to `title`. */
  shareTitle?: string;
  /** How much client JavaScript the page may ship above a bare Next.js page (the numbers live with the byte budgets). */
  budget: BudgetClass;
  /** Where the shared header and footer link to the page, and with which label. */
  nav?: NavPlacement;
}

export type PagePermission = 'camera' | 'microphone';

/**
 * A page's client JavaScript: `text` (static text, no client leaf of its own), `form` (one form-sized leaf: the
 * contact form, the calculator), `practice` (camera, meter, recorder), `interview` (the mock interview: the practice
 * recorder and a whole interview's flow), `home` (typed hero and the demo grid),
 * `demo` (the demo grid with its list's schema on load), `search` (the search box; the index and its reader load
 * only when the visitor searches).
 */
export type BudgetClass = 'text' | 'form' | 'practice' | 'interview' | 'home' | 'demo' | 'search';

/**
 * The pages a dynamic route renders, one per item of its data: the question library's role pages
 * (app/questions/[role]), competency filters (app/questions/competency/[competency]) and question pages
 * (app/questions/[role]/[question]). Keyed by path without its
 * leading slash, so each is an entry of the one table like any other page.
 */
type GeneratedRoutes<Prefix extends string> = Record<`${Prefix}${string}`, SiteRoute>;

/** The key of a role page of the question library. */
export const questionRoleKey = (slug: string) => `questions/${slug}` as const;
/** The key of a competency page of the question library. */
export const competencyKey = (id: string) => `questions/competency/${id}` as const;

function questionRolePages(): GeneratedRoutes<'questions/'> {
  return Object.fromEntries(
    questionRoles.map((role) => [
      questionRoleKey(role.slug),
      { path: `/questions/${role.slug}`, title: rolePageCopy.title(role), description: role.summary, budget: 'text' } satisfies SiteRoute,
    ]),
  );
}

/** The key of a role's mock interview page. */
export const mockInterviewKey = (slug: string) => `questions/${slug}/mock-interview` as const;

/** One mock interview per role: the camera and microphone are granted there, as on /practice. */
function mockInterviewPages(): GeneratedRoutes<'questions/'> {
  return Object.fromEntries(
    questionRoles.map((role) => [
      mockInterviewKey(role.slug),
      {
        path: `/questions/${role.slug}/mock-interview`,
        title: mockInterviewPageCopy.title(role),
        description: mockInterviewPageCopy.description(role),
        allow: ['camera', 'microphone'],
        budget: 'interview',
      } satisfies SiteRoute,
    ]),
  );
}

/** The key of a question's own page: under its role, by its stable id. */
export const questionPageKey = (roleSlug: string, questionId: string) => `questions/${roleSlug}/${questionId}` as const;

/** One page per question of the library. */
function questionPages(): GeneratedRoutes<'questions/'> {
  return Object.fromEntries(
    questionRoles.flatMap((role) =>
      role.questions.map((question) => [
        questionPageKey(role.slug, question.id),
        {
          path: `/questions/${role.slug}/${question.id}`,
          title: questionPageCopy.title(question),
          description: questionPageCopy.description(question),
          budget: 'text',
        } satisfies SiteRoute,
      ]),
    ),
  );
}

function competencyPages(): GeneratedRoutes<'questions/competency/'> {
  return Object.fromEntries(
    competencies.map((competency) => [
      competencyKey(competency.id),
      {
        path: `/questions/competency/${competency.id}`,
        title: competencyPageCopy.title(competency),
        description: competencyPageCopy.description(competency),
        budget: 'text',
      } satisfies SiteRoute,
    ]),
  );
}

export type FooterColumnId = 'evaluate' | 'about' | 'product' | 'candidates';

export interface NavPlacement {
  /** Label in the header's main list. */
  header?: string;
  /** Label in a footer column; content/site.ts adds each column's links that are not pages of this table. */
  footer?: { column: FooterColumnId; label: string };
  /** Label in the footer's bottom list of legal pages. */
  legal?: string;
}

const pages = {
  home: {
    path: '/',
    title: config.productName,
    description: `${config.productName} runs asynchronous AI video interviews: publish a job, let candidates answer on video in their own time, review the recordings and book callbacks. Save ${screeningTimeSavedLabel} of screening time.`,
    budget: 'home',
    nav: { header: 'Home' },
  },
  features: {
    path: '/features',
    title: 'Features',
    description: `A public job board, AI-generated questions, AI video interviews, scrollable recording review and callback scheduling: every ${config.productName} feature in one place.`,
    budget: 'text',
    nav: { header: 'Features' },
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing',
    description: `${config.productName} pricing: a free ${trialPlan.durationDays}-day trial with ${trialPlan.interviews.count} interviews, no credit card required, and an ${enterprisePlan.name} plan at ${enterprisePlan.priceLabel} ${enterprisePlan.periodLabel} for ${enterprisePlan.interviews.count} interviews.`,
    budget: 'text',
    nav: { header: 'Pricing' },
  },
  company: {
    path: '/company',
    title: 'Company',
    description: `About ${config.productName}: the story behind our asynchronous AI video interview platform and how it helps teams hire faster and fairer.`,
    budget: 'text',
    nav: { header: 'About Us', footer: { column: 'about', label: 'Company' } },
  },
  demo: {
    path: '/demo',
    title: 'Demo',
    description: `Watch live ${config.productName} demo interviews for sales, support, casting, coaching and campus roles, exactly as candidates see them.`,
    budget: 'demo',
  },
  usecases: {
    path: '/usecases',
    title: 'Use Cases',
    description: `How small businesses, hiring agencies and brands use ${config.productName} for screenings, freelancer hiring, video auditions, internships, volunteers and campus jobs.`,
    budget: 'text',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description: `How ${config.productName} collects, uses, stores and protects personal data, and the rights you have under the GDPR, CalOPPA and the CCPA.`,
    budget: 'text',
    nav: { footer: { column: 'about', label: 'Privacy Policy' }, legal: 'Privacy' },
  },
  terms: {
    path: '/terms',
    title: 'Terms of Use',
    description: `The terms that govern your use of the ${config.productName} website and AI video interview service.`,
    budget: 'text',
    nav: { footer: { column: 'about', label: 'Terms of Use' }, legal: 'Terms' },
  },
  cookies: {
    path: '/cookies',
    title: 'Cookies',
    description: `The one cookie the ${config.productName} website sets, why, for how long, and how to control it.`,
    budget: 'text',
    nav: { legal: 'Cookies' },
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description: `Questions about ${config.productName}? Send us a message or e-mail ${config.contactEmail}; we reply within one business day.`,
    budget: 'form',
    nav: { footer: { column: 'product', label: 'Contact Us' } },
  },
  faq: {
    path: '/faq',
    title: 'Faq',
    shareTitle: 'FAQ',
    description: `Answers about ${config.productName}: how AI video interviews work, what candidates need, pricing and the free trial, privacy and data.`,
    budget: 'text',
    nav: { footer: { column: 'product', label: 'FAQs' } },
  },
  savings: {
    path: '/savings',
    title: 'Savings Calculator',
    description: `Work out the hours and dollars your team would save by replacing first-round phone screens with ${config.productName} video interviews, which plan fits, and the cost per interview.`,
    budget: 'form',
    nav: { footer: { column: 'product', label: 'Savings Calculator' } },
  },
  trust: {
    path: '/trust',
    title: 'Trust',
    description: `How ${config.productName} uses AI (it writes questions; people decide), candidate rights, where data is kept, security practices, what is not yet certified, accessibility and how to report a vulnerability.`,
    budget: 'text',
    nav: { footer: { column: 'about', label: 'Trust' }, legal: 'Trust' },
  },
  practice: {
    path: '/practice',
    title: 'Practice Interview',
    description: `Test your camera and microphone and record a practice answer before your ${config.productName} video interview. Everything stays in your browser: nothing is uploaded.`,
    allow: ['camera', 'microphone'],
    budget: 'practice',
    nav: { footer: { column: 'candidates', label: 'Practice Interview' } },
  },
  questions: {
    path: '/questions',
    title: 'Interview Questions',
    description: `Video interview questions for ${questionRoles.length} roles, from retail and support to casting and coaching: why employers ask each one, what a strong answer shows, and a place to practise it.`,
    budget: 'text',
    nav: { footer: { column: 'candidates', label: 'Interview Questions' } },
  },
  oneWayInterviews: {
    path: '/one-way-interviews',
    title: 'How One-Way Video Interviews Work',
    description: 'How a one-way video interview works: think time, the answer timer that stops at zero, retakes, a dropped connection, and who watches your recording, and when.',
    budget: 'text',
    nav: { footer: { column: 'candidates', label: 'How One-Way Interviews Work' } },
  },
  search: {
    path: '/search',
    title: 'Search',
    description: `Search every page of the ${config.productName} website, from features and pricing to each section of the privacy policy, terms and cookies policy.`,
    webAssembly: true,
    budget: 'search',
  },
} as const satisfies Record<string, SiteRoute>;

/**
 * The table: the pages above, then the library's generated pages (role pages first, their mock interviews, then competency filters, then
 * one page per question, last because they are the many).
 */
const questionPageRoutes = questionPages();

export const routes: typeof pages & GeneratedRoutes<'questions/'> & GeneratedRoutes<'questions/competency/'> = {
  ...pages,
  ...questionRolePages(),
  ...mockInterviewPages(),
  ...competencyPages(),
  ...questionPageRoutes,
};

/** The paths of the one-question pages: the many, each reached from its role page (and /search's list leaves them there). */
export const questionPagePaths: ReadonlySet<string> = new Set(Object.values(questionPageRoutes).map((route) => route.path));

export type RouteKey = keyof typeof routes;

export const routeList: readonly SiteRoute[] = Object.values(routes);

/** The table as [key, route] pairs, in its order. */
export const routeEntries = Object.entries(routes) as [RouteKey, SiteRoute][];

/**
 * What a page's response headers grant beyond its own inline-script hashes (build/postbuild.ts): the powerful
 * features of `allow` and `webAssembly`. A plain page's profile is `plainHeaderProfile`.
 */
export function headerProfile(route: Pick<SiteRoute, 'allow' | 'webAssembly'>): string {
  return [[...(route.allow ?? [])].sort().join(','), route.webAssembly ? 'wasm' : ''].join('|');
}
export const plainHeaderProfile = headerProfile({});

/**
 * The pages whose headers differ from a plain page's, with their profile, from the one table: today /practice and
 * each role's mock interview (camera and microphone) and /search (WebAssembly). A client-side navigation keeps the headers of the document it
 * started in, so a link between two profiles must load a new document.
 */
export const ownHeaderPaths: Readonly<Record<string, string>> = Object.fromEntries(
  routeList.flatMap((route) => (headerProfile(route) === plainHeaderProfile ? [] : [[route.path, headerProfile(route)]])),
);

/** The same pages as the browser code of every page gets them (IntentPrefetch): a role's mock interviews as one rule. */
export const ownHeaderRules: HeaderProfileRules = compactHeaderProfiles(
  ownHeaderPaths,
  routeList.map((route) => route.path),
);

/** The profile of the page at `href` (a path, maybe with a query or fragment); an unknown path is the 404 page, a plain one. */
export function headerProfileOf(href: string, paths: Readonly<Record<string, string>> = ownHeaderPaths): string {
  return paths[href.split(/[?#]/, 1)[0]!] ?? plainHeaderProfile;
}

/** Whether a link from a page of `fromProfile` (a plain page by default) to `href` must be a document load. */
export function needsDocumentLoad(href: string, fromProfile = plainHeaderProfile): boolean {
  return headerProfileOf(href) !== fromProfile;
}
