import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { config } from '@/lib/config';
import { brand } from '@/lib/brand';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/structured-data';
import { routes } from '@/content/routes';
import { consentNoticeScript } from '@/lib/consent-notice';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { SkipLink } from '@/components/SkipLink/SkipLink';
import { SiteHeader } from '@/components/SiteHeader/SiteHeader';
import { SiteFooter } from '@/components/SiteFooter/SiteFooter';
import { CookieBanner } from '@/components/CookieBanner/CookieBanner';
import { IntentPrefetch } from '@/components/IntentPrefetch/IntentPrefetch';
import { WebVitalsLoader } from '@/components/WebVitals/WebVitalsLoader';
import '@/styles/globals.css';
import styles from './layout.module.css';

export const metadata: Metadata = {
  metadataBase: new URL(config.siteUrl),
  applicationName: config.productName,
  title: config.productName,
  icons: {
    icon: [{ url: brand.icon.path, type: brand.icon.type }],
    apple: [
      {
        url: brand.appleTouchIcon.path,
        type: brand.appleTouchIcon.type,
        sizes: `${brand.appleTouchIcon.width}x${brand.appleTouchIcon.height}`,
      },
    ],
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1020' },
  ],
};

/** The shell of every page: skip link, fixed header, 70px spacer, one main landmark, footer, cookie banner. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The notice script sets an attribute on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
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
        <IntentPrefetch />
        <JsonLd data={[organizationJsonLd(), webSiteJsonLd()]} />
        {/* Only a build with NEXT_PUBLIC_VITALS_URL ships the reporter at all. */}
        {config.vitalsUrl ? <WebVitalsLoader endpoint={config.vitalsUrl} /> : null}
      </body>
    </html>
  );
}
