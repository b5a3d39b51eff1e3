import { config } from '../lib/config';
import { cookieBannerText } from './cookieBanner';
import { routeList, routes, type FooterColumnId, type SiteRoute } from './routes';
import { practiceLink, practiceLinkShort } from './practice';

/** Site-wide copy: header, footer, cookie banner, skip link. */

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (with a hint for screen readers). */
  newTab?: boolean;
}

export const skipLinkLabel = 'Skip to content';

/** The pages content/routes.ts places in one navigation list, with their labels there, in the table's order. */
function pageLinks(label: (route: SiteRoute) => string | undefined): NavLink[] {
  return routeList.flatMap((route) => {
    const text = label(route);
    return text ? [{ label: text, href: route.path }] : [];
  });
}

export const headerNav: readonly NavLink[] = pageLinks((route) => route.nav?.header);

export const headerActions = {
  signUp: { label: 'Sign Up', href: config.links.signUp },
  signIn: { label: 'Sign In', href: config.links.signIn },
} as const satisfies Record<string, NavLink>;

/** A header entry for candidates: its full label, and the word of it the inline header shows (the rest stays in its accessible name). */
export type CandidateNavLink = NavLink & { short: string };

/** A secondary header entry for candidates, beside the four required ones (never one of the main list). */
export const headerCandidateLink: CandidateNavLink = { ...practiceLink, short: practiceLinkShort };

/**
 * The question library's header entry, beside Practice: current on /questions and, as the section you are in, on
 * every page under it. Its label is the footer's.
 */
export const headerLibraryLink: CandidateNavLink = { label: routes.questions.nav.footer.label, short: 'Questions', href: routes.questions.path };

/** A candidate entry's label split around the word the inline header shows: `before` and `after` fold away there. */
export function shortLabelParts({ label, short }: CandidateNavLink): { before: string; short: string; after: string } {
  const at = label.indexOf(short);
  if (at < 0) throw new Error(`the header label “${label}” does not contain “${short}”`);
  return { before: label.slice(0, at), short, after: label.slice(at + short.length) };
}

export const menuButtonLabel = 'Menu';
export const primaryNavLabel = 'Main';

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

const footerPageLinks = (column: FooterColumnId) =>
  pageLinks((route) => (route.nav?.footer?.column === column ? route.nav.footer.label : undefined));

/**
 * The footer's columns: each column's pages come from content/routes.ts (its `nav.footer`); the links here are
 * the ones that are not a page of their own. About names Sign In and Sign Up right after Company.
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Evaluate',
    links: ['Job Candidates', 'Students', 'Video Auditions', 'Crew Members', 'Content Creators'].map((label) => ({
      label,
      href: routes.usecases.path,
    })),
  },
  {
    heading: 'About',
    links: footerPageLinks('about').flatMap((link) =>
      link.href === routes.company.path
        ? [link, { label: 'Sign In', href: config.links.signIn }, { label: 'Sign Up', href: config.links.signUp }]
        : [link],
    ),
  },
  {
    heading: 'Product',
    links: [...footerPageLinks('product'), { label: 'Video Channel', href: config.links.videoChannel, newTab: true }],
  },
  {
    heading: 'Candidates',
    links: [...footerPageLinks('candidates'), { label: 'Candidate FAQ', href: `${routes.faq.path}#candidates` }],
  },
];

export const footerBlurb = `${config.productName} runs asynchronous AI video interviews for employers, recruiters, coaches and casting teams: candidates answer in their own time, you review when it suits you, and the right people get a callback.`;

/** Secondary legal links in the footer's bottom bar, and the list's accessible name. */
export const footerLegalLabel = 'Legal';
export const footerLegalLinks: readonly NavLink[] = pageLinks((route) => route.nav?.legal);

const copyrightYear = 2025;
export const copyrightLine = `© ${copyrightYear} ${config.productName}. All rights reserved.`;

export { newTabHint } from './newTabHint';

export const cookieBanner = { ...cookieBannerText, linkHref: routes.privacy.path } as const;
