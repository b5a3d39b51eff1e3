'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { profileAt, type HeaderProfileRules } from '@/lib/header-profiles';

const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Prefetches a page when the visitor shows they may open it: a pointer over, a touch on or keyboard focus
 * on a link to another page of this site. Our links pass prefetch={false} to next/link, which otherwise
 * fetches every page whose link scrolls into view: a dozen requests and their parsing in the first seconds
 * of every visit, on the main thread a phone needs for scrolling. One listener for the whole document.
 * Its effect also marks <html data-hydrated>: it is on every page, after <main>, so its effect runs once React has
 * committed the whole hydrated page; tests and the perf tools wait for that mark.
 */
export function IntentPrefetch({ ownHeaderRules }: { ownHeaderRules: HeaderProfileRules }) {
  const router = useRouter();
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    /** A page's header profile (content/routes.ts); every path the rules do not name is a plain page's. */
    const profileOf = (pathname: string) => profileAt(ownHeaderRules, pathname) ?? '';
    /** A same-origin page link whose target's headers differ from this document's: it must load a new document. */
    const crossesHeaders = (url: URL) => profileOf(url.pathname) !== profileOf(window.location.pathname);
    /** The page of this site an event's link opens in this tab, or undefined (another site, a new tab, a download). */
    const pageLinkOf = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      return url.origin === window.location.origin ? url : undefined;
    };
    const prefetched = new Set<string>([window.location.pathname]);
    const onIntent = (event: Event) => {
      const url = pageLinkOf(event);
      // A file (security.txt) has no RSC payload to prefetch.
      if (!url || prefetched.has(url.pathname) || /\.\w+$/.test(url.pathname) || crossesHeaders(url)) return;
      prefetched.add(url.pathname);
      router.prefetch(url.pathname);
    };
    /**
     * Leaving a page with headers of its own (/practice, /search) by a next/link: the click stops at window, before
     * React's listener on the document, so the browser follows the link as a document load and the next page gets
     * its own Permissions-Policy and CSP, not the camera or WebAssembly of the page left. (Links to such a page are
     * plain anchors already: SiteLink, NavLink.)
     */
    const onClick = (event: MouseEvent) => {
      const url = pageLinkOf(event);
      if (url && crossesHeaders(url)) event.stopPropagation();
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
    window.addEventListener('click', onClick, { capture: true });
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
      window.removeEventListener('click', onClick, { capture: true });
    };
  }, [router, ownHeaderRules]);
  return null;
}
