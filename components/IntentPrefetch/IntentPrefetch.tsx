'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Prefetches a page when the visitor shows they may open it: a pointer over, a touch on or keyboard focus
 * on a link to another page of this site. Our links pass prefetch={false} to next/link, which otherwise
 * fetches every page whose link scrolls into view: a dozen requests and their parsing in the first seconds
 * of every visit, on the main thread a phone needs for scrolling. One listener for the whole document.
 * Its effect also marks <html data-hydrated>: it is on every page, after <main>, so its effect runs once React has
 * committed the whole hydrated page; tests and the perf tools wait for that mark.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    const prefetched = new Set<string>([window.location.pathname]);
    const onIntent = (event: Event) => {
      const target = event.target;
      const link = target instanceof Element ? target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      // A file (security.txt) has no RSC payload to prefetch.
      if (url.origin !== window.location.origin || prefetched.has(url.pathname) || /\.\w+$/.test(url.pathname)) return;
      prefetched.add(url.pathname);
      router.prefetch(url.pathname);
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [router]);
  return null;
}
