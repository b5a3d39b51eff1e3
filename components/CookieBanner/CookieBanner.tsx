'use client';

import { useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { cookieBannerText as copy } from '@/content/cookieBanner';
import { hasConsent, storeConsent } from '@/lib/consent';
import { visitorOptedOut } from '@/lib/privacy-signals';
import styles from './CookieBanner.module.css';

// Consent changes only through this banner, which tracks it in its own state.
const subscribeToNothing = () => () => {};
const serverNeedsNotice = () => false;

interface CookieBannerProps {
  /** routes.privacy.path */
  privacyHref: string;
  /** config.consentCookieName, handed down so the config module stays out of every page's bundle. */
  cookieName: string;
}

/**
 * The cookie notice. Decided after hydration only, so the static HTML never flashes it at a visitor who
 * already agreed; fixed to the viewport, so it shifts nothing. Under DNT or GPC it never appears.
 */
export function CookieBanner({ privacyHref, cookieName }: CookieBannerProps) {
  // The server snapshot (false) is what the static HTML and hydration see; the browser's comes after.
  const needsNotice = useSyncExternalStore(
    subscribeToNothing,
    () => !visitorOptedOut() && !hasConsent(cookieName),
    serverNeedsNotice,
  );
  const [dismissed, setDismissed] = useState(false);

  if (!needsNotice || dismissed) return null;

  return (
    <section className={styles.banner} aria-label={copy.label}>
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
