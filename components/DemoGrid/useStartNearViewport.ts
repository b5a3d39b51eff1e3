'use client';

import { useCallback, useEffect, useState } from 'react';
import { demoListStart } from '@/lib/demo/links';

/**
 * True once the element is near the viewport (IntersectionObserver, `demoListStart.rootMargin`) or the
 * browser is idle `demoListStart.idleDelayMs` after the load event, whichever comes first; true at once when
 * `eager`. Returns a callback ref for the element to watch. Home's demo grid is several screens below the
 * fold: its list and schema chunk wait for this instead of competing with the page's own load.
 */
export function useStartNearViewport(eager: boolean): [started: boolean, watch: (element: Element | null) => void] {
  const [started, setStarted] = useState(eager);
  const [element, setElement] = useState<Element | null>(null);

  useEffect(() => {
    if (started || !element) return;
    const start = () => setStarted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    }, { rootMargin: demoListStart.rootMargin });
    observer.observe(element);

    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const afterLoad = () => {
      timer = setTimeout(() => {
        // Safari has no requestIdleCallback: the delay alone then.
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(start, { timeout: demoListStart.idleTimeoutMs });
        else start();
      }, demoListStart.idleDelayMs);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });

    return () => {
      observer.disconnect();
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [started, element]);

  // Nothing to watch when the list starts at once. State set by a ref is set in React's commit, and a synchronous
  // update there makes React run the whole page's useEffect callbacks, then the re-render, in the hydration's task:
  // on /demo that was 70–125 simulated ms of Lighthouse's blocking time (docs/performance.md, "Main-thread work").
  return [started, useCallback((next: Element | null) => (eager ? undefined : setElement(next)), [eager])];
}
