import { config } from '../lib/config';
import { cookieBannerText } from './cookieBanner';
import { routes } from './routes';
import { practiceLink, practiceLinkShort } from './practice';

/** Site-wide copy: header, footer, cookie banner, skip link. */

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (with a hint for screen readers). */
  newTab?: boolean;
}

export const skipLinkLabel = 'Skip to content';

export const headerNav: readonly NavLink[] = [
  { label: 'Home', href: routes.home.path },
  { label: 'Features', href: routes.features.path },
  { label: 'Pricing', href: routes.pricing.path },
  { label: 'About Us', href: routes.company.path },
];

export const headerActions = {
  signUp: { label: 'Sign Up', href: config.links.signUp },
  signIn: { label: 'Sign In', href: config.links.signIn },
} as const satisfies Record<string, NavLink>;

/** A secondary header entry for candidates, beside SPEC.md's four (never one of the main list). */
export const headerCandidateLink: NavLink & { short: string } = { ...practiceLink, short: practiceLinkShort };

export const menuButtonLabel = 'Menu';
export const primaryNavLabel = 'Main';

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

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
    links: [
      { label: 'Company', href: routes.company.path },
      { label: 'Sign In', href: config.links.signIn },
      { label: 'Sign Up', href: config.links.signUp },
      { label: 'Privacy Policy', href: routes.privacy.path },
      { label: 'Terms of Use', href: routes.terms.path },
      { label: 'Trust', href: routes.trust.path },
    ],
  },
  {
    heading: 'Product',
    links: [
      { label: 'Contact Us', href: routes.contact.path },
      { label: 'FAQs', href: routes.faq.path },
      { label: 'Savings Calculator', href: routes.savings.path },
      { label: 'Video Channel', href: config.links.videoChannel, newTab: true },
    ],
  },
  {
    heading: 'Candidates',
    links: [
      practiceLink,
      { label: 'Candidate FAQ', href: `${routes.faq.path}#candidates` },
    ],
  },
];

export const footerBlurb = `${config.productName} runs asynchronous AI video interviews for employers, recruiters, coaches and casting teams: candidates answer in their own time, you review when it suits you, and the right people get a callback.`;

/** Secondary legal links in the footer's bottom bar, and the list's accessible name. */
export const footerLegalLabel = 'Legal';
export const footerLegalLinks: readonly NavLink[] = [
  { label: 'Privacy', href: routes.privacy.path },
  { label: 'Terms', href: routes.terms.path },
  { label: 'Cookies', href: routes.cookies.path },
  { label: 'Trust', href: routes.trust.path },
];

const copyrightYear = 2025;
export const copyrightLine = `© ${copyrightYear} ${config.productName}. All rights reserved.`;

export { newTabHint } from './newTabHint';

export const cookieBanner = { ...cookieBannerText, linkHref: routes.privacy.path } as const;
