'use client';

import { useCallback, useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './MobileMenu.module.css';

/**
 * Wraps the server-rendered header entries. Wide screens show them inline; narrow screens fold them into a
 * <details> disclosure, which opens and closes without JavaScript (or when the page's chunks never arrive).
 * The browser owns the open state; once hydrated, this leaf mirrors it in aria-expanded and closes the menu on
 * Escape (focus back on the toggle), on a click outside, on choosing an entry and on any navigation.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const pathname = usePathname();

  const subscribe = useCallback((onChange: () => void) => {
    const details = detailsRef.current;
    details?.addEventListener('toggle', onChange);
    return () => details?.removeEventListener('toggle', onChange);
  }, []);
  // The static HTML says "false" (it is served folded). Chromium takes a <summary>'s expanded state from its
  // <details> whatever the attribute says, so the state is right before hydration too; after it, the
  // attribute follows the element for every other tool (docs/decisions.md, "Mobile menu").
  const open = useSyncExternalStore(subscribe, () => detailsRef.current?.open ?? false, () => false);

  // A navigation closes the menu: the new page starts with it folded.
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      summaryRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <div className={styles.root}>
      <details ref={detailsRef} className={styles.menu}>
        <summary ref={summaryRef} className={styles.toggle} aria-expanded={open} aria-controls={panelId}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path className={styles.iconClosed} d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path className={styles.iconOpen} d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{label}</span>
        </summary>
        <div
          id={panelId}
          className={styles.panel}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a') && detailsRef.current) detailsRef.current.open = false;
          }}
        >
          {children}
        </div>
      </details>
    </div>
  );
}
