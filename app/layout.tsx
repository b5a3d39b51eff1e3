import type { ReactNode } from 'react';
import { siteMetadata, siteViewport } from '@/app/_seo/metadata';
import { siteJsonLd } from '@/app/_seo/structured-data';
import { SiteShell } from '@/components/SiteShell/SiteShell';
import '@/styles/globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** Every route's shell (components/SiteShell). Unknown paths get app/global-not-found.tsx instead. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteShell jsonLd={siteJsonLd()}>{children}</SiteShell>;
}
