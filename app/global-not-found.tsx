// First: the tokens and global rules then precede every component's CSS Module in the cascade, and Turbopack puts
// them in one stylesheet with the shell's modules, one render-blocking request fewer on every page
// (docs/performance.md, "CSS a page uses").
import '@/styles/globals.css';
import type { Metadata } from 'next';
import { pageMetadata, siteMetadata, siteViewport } from '@/app/_seo/metadata';
import { siteJsonLd } from '@/app/_seo/structured-data';
import { SiteShell } from '@/components/SiteShell/SiteShell';
import { HomePage } from '@/components/HomePage/HomePage';
import { LazyDemoGrid, LazyTypedHero } from '@/components/HomePage/LazyHomeLeaves';
import { NotFoundNotice } from '@/components/NotFoundNotice/NotFoundNotice';

// Any other path shows the Home page (docs/requirements.md) under a one-line notice that the address was not found
// (components/NotFoundNotice). Exported as out/404.html, served with status 404; Next marks it noindex by itself.
// Unlike a root not-found.tsx, it is not part of every page's tree, so its stylesheets are not preloaded on every
// page (the legal pages used to preload Home's 27.7 KB of CSS); its client leaves still load lazily, as the client
// manifest names them for every route (components/HomePage/LazyHomeLeaves, components/NotFoundNotice).
export const metadata: Metadata = { ...siteMetadata, ...pageMetadata('home') };
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell jsonLd={siteJsonLd()}>
      <NotFoundNotice />
      <HomePage leaves={{ TypedHero: LazyTypedHero, DemoGrid: LazyDemoGrid }} />
    </SiteShell>
  );
}
