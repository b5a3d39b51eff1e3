import type { ReactNode } from 'react';
import { config } from '@/lib/config';
import type { JsonLdDocument } from '@/lib/json-ld';
import { ownHeaderRules, routes } from '@/content/routes';
import { consentNoticeScript } from '@/lib/consent-notice';
import { trustedTypesPolicyScript } from '@/lib/trusted-types';
import { JsonLd } from '../JsonLd/JsonLd';
import { SkipLink } from '../SkipLink/SkipLink';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { CookieBanner } from '../CookieBanner/CookieBanner';
import { IntentPrefetch } from '../IntentPrefetch/IntentPrefetch';
// Aliased to an empty component in builds without a vitals URL (next.config.mjs).
import { WebVitalsLoader } from '@/components/WebVitals/WebVitalsLoader';
import styles from './SiteShell.module.css';

/**
 * The document of every page: skip link, fixed header, 70px spacer, one main landmark, footer, cookie banner.
 * app/layout.tsx wraps every route in it, and app/global-not-found.tsx wraps the Home page in it for unknown
 * paths (out/404.html), which keeps Home's components out of every other page's tree. Both pass the site-wide
 * JSON-LD (app/_seo) as `jsonLd`: the builders read copy, so they live in app/.
 */
export function SiteShell({ children, jsonLd }: { children: ReactNode; jsonLd: readonly JsonLdDocument[] }) {
  return (
    // The notice script sets an attribute on <html> before React hydrates it. data-scroll-behavior: Next turns
    // the stylesheet's smooth scrolling off while it changes route, so a new page starts at the top at once.
    <html lang="en" data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* The App Router's root document (the rule knows only app/layout.tsx as one); next/head is the Pages Router's. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* The Trusted Types default policy: Next's chunk loader sets script.src from a string (lib/trusted-types.ts). */}
        <script dangerouslySetInnerHTML={{ __html: trustedTypesPolicyScript() }} />
        <script dangerouslySetInnerHTML={{ __html: consentNoticeScript(config.consentCookieName) }} />
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <div className={styles.headerSpacer} data-testid="header-spacer" aria-hidden="true" />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <CookieBanner privacyHref={routes.privacy.path} cookieName={config.consentCookieName} />
        <IntentPrefetch ownHeaderRules={ownHeaderRules} />
        <JsonLd data={jsonLd} />
        {/* Only a build with NEXT_PUBLIC_VITALS_URL ships the reporter at all. */}
        {config.vitalsUrl ? <WebVitalsLoader endpoint={config.vitalsUrl} /> : null}
      </body>
    </html>
  );
}
