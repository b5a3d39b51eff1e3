import type { ReactNode } from 'react';
import { routes, type RouteKey } from '@/content/routes';
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

/** A link to a page of this site by its route key: `<PageLink to="cookies">Cookies Policy</PageLink>`. */
export function PageLink({ to, children }: { to: RouteKey; children: ReactNode }) {
  const route = routes[to];
  // MDX is not type-checked: a misspelt key stops the build here instead of rendering a broken link.
  if (!route) throw new Error(`PageLink: no route "${to}" in content/routes.ts`);
  return <SiteLink href={route.path}>{children}</SiteLink>;
}
