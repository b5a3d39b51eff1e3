'use client';

import { useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { cookieBanner } from '@/content/site';
import { hasConsent, storeConsent } from '@/lib/consent';
import { visitorOptedOut } from '@/lib/privacy-signals';
import styles from './CookieBanner.module.css';

// Consent changes only through this banner, which tracks it in its own state.
const subscribeToNothing = () => () => {};
const browserNeedsNotice = () => !visitorOptedOut() && !hasConsent();
const serverNeedsNotice = () => false;

/**
 * The cookie notice. Decided after hydration only, so the static HTML never flashes it at a visitor who
 * already agreed; fixed to the viewport, so it shifts nothing. Under DNT or GPC it never appears.
 */
export function CookieBanner() {
  // The server snapshot (false) is what the static HTML and hydration see; the browser's comes after.
  const needsNotice = useSyncExternalStore(subscribeToNothing, browserNeedsNotice, serverNeedsNotice);
  const [dismissed, setDismissed] = useState(false);

  if (!needsNotice || dismissed) return null;

  return (
    <section className={styles.banner} aria-label={cookieBanner.label}>
      <p className={styles.text}>
        {cookieBanner.text}{' '}
        <Link href={cookieBanner.linkHref} className={styles.link}>
          {cookieBanner.linkText}
        </Link>
        .
      </p>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          storeConsent();
          setDismissed(true);
        }}
      >
        {cookieBanner.button}
      </button>
    </section>
  );
}
