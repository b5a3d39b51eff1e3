'use client';

import { useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { cookieBannerText as copy } from '@/content/cookieBanner';
import { hasConsent, storeConsent } from '@/lib/consent';
import { visitorOptedOut } from '@/lib/privacy-signals';
import styles from './CookieBanner.module.css';

// Consent changes only through this banner, which tracks it in its own state.
const subscribeToNothing = () => () => {};
// The static HTML carries the banner; whether it shows before hydration is up to lib/consent-notice.ts.
const serverNeedsNotice = () => true;
const inBrowser = () => true;
const onServer = () => false;

interface CookieBannerProps {
  /** routes.privacy.path */
  privacyHref: string;
  /** config.consentCookieName, handed down so the config module stays out of every page's bundle. */
  cookieName: string;
}

/**
 * The cookie notice, sticky at the bottom of the viewport, after the footer (so it never covers it). It is in the static HTML, hidden
 * by CSS unless the script of lib/consent-notice.ts marked <html> before the first paint (no consent, no DNT
 * or GPC): a new visitor sees it in the first paint, and one who agreed never sees it flash. Once hydrated,
 * React decides from the same signals, and this component alone handles 'I Understand'.
 */
export function CookieBanner({ privacyHref, cookieName }: CookieBannerProps) {
  // The server snapshot (true) is what the static HTML and hydration see; the browser's comes after.
  const needsNotice = useSyncExternalStore(
    subscribeToNothing,
    () => !visitorOptedOut() && !hasConsent(cookieName),
    serverNeedsNotice,
  );
  // `hidden` until React runs: a page whose stylesheet never arrives (blocked, failed) would otherwise show a
  // notice whose button no script handles yet, or never will. With the stylesheet, the <head> script's mark
  // shows it in the first paint all the same (CookieBanner.module.css overrides `hidden`).
  const hydrated = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  const [dismissed, setDismissed] = useState(false);

  if (!needsNotice || dismissed) return null;

  return (
    <section className={styles.banner} aria-label={copy.label} hidden={!hydrated}>
      <p className={styles.text}>
        {copy.text}{' '}
        <Link href={privacyHref} prefetch={false} className={styles.link}>
          {copy.linkText}
        </Link>
        .
      </p>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          storeConsent(cookieName);
          setDismissed(true);
        }}
      >
        {copy.button}
      </button>
    </section>
  );
}
