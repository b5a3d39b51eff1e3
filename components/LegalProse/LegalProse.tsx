import type { ReactNode } from 'react';
import { cookiesPolicy, privacyPolicy, termsOfUse } from '@/content/legal/documents';
import { routes, type RouteKey } from '@/content/routes';
import { securityTxtLink, trustPage } from '@/content/trust';
import { oneWayInterviewsPage } from '@/content/oneWayInterviews';
import type { LegalOutline } from '@/content/types';
import { config } from '@/lib/config';
import { SiteLink } from '../SiteLink/SiteLink';

/**
 * The values the legal MDX (content/legal/*.mdx) takes from the site's configuration and routes, so the prose
 * names no product, address or path of its own. mdx-components.tsx hands them to every MDX document.
 */

/** The product's name, e.g. `<ProductName /> is based in New Jersey`. */
export function ProductName() {
  return config.productName;
}

/** The contact e-mail address as a mailto: link. */
export function ContactEmail() {
  return <SiteLink href={config.links.mail}>{config.contactEmail}</SiteLink>;
}

/** The app host's address as a link to it. */
export function AppHostLink() {
  return <SiteLink href={config.appUrl}>{config.appUrl}</SiteLink>;
}

/** The name of the consent cookie. */
export function ConsentCookieName() {
  return config.consentCookieName;
}

/** The documents whose sections a PageLink may name, by route key. */
const outlines: Partial<Record<RouteKey, LegalOutline>> = {
  privacy: privacyPolicy,
  terms: termsOfUse,
  cookies: cookiesPolicy,
  trust: trustPage,
  oneWayInterviews: oneWayInterviewsPage,
};

/**
 * A link to a page of this site by its route key, or to a section of a legal document:
 * `<PageLink to="cookies">Cookies Policy</PageLink>`, `<PageLink to="privacy" section="ccpa">under the CCPA</PageLink>`.
 */
export function PageLink({ to, section, children }: { to: RouteKey; section?: string; children: ReactNode }) {
  const route = routes[to];
  // MDX is not type-checked: a misspelt key or section stops the build here instead of rendering a broken link.
  if (!route) throw new Error(`PageLink: no route "${to}" in content/routes.ts`);
  if (section !== undefined && !outlines[to]?.sections.some((entry) => entry.id === section)) {
    throw new Error(`PageLink: ${route.path} has no section "${section}"`);
  }
  return <SiteLink href={section === undefined ? route.path : `${route.path}#${section}`}>{children}</SiteLink>;
}

/** The site's security.txt (RFC 9116), a file: a plain link, never the page router. */
export function SecurityTxtLink() {
  return <SiteLink href={securityTxtLink.href}>{securityTxtLink.text}</SiteLink>;
}
