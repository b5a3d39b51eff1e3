// First: the tokens and global rules then precede every component's CSS Module in the cascade, and Turbopack puts
// them in one stylesheet with the shell's modules, one render-blocking request fewer on every page
// (docs/performance.md, "CSS a page uses").
import '@/styles/globals.css';
import type { ReactNode } from 'react';
import { siteMetadata, siteViewport } from '@/app/_seo/metadata';
import { siteJsonLd } from '@/app/_seo/structured-data';
import { SiteShell } from '@/components/SiteShell/SiteShell';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** Every route's shell (components/SiteShell). Unknown paths get app/global-not-found.tsx instead. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteShell jsonLd={siteJsonLd()}>{children}</SiteShell>;
}
