'use client';

import { useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { cookieBannerText as copy } from '@/content/cookieBanner';
import { hasConsent, storeConsent } from '@/lib/consent';
import { visitorOptedOut } from '@/lib/privacy-signals';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './CookieBanner.module.css';

// Consent changes only through this banner, which tracks it in its own state.
const subscribeToNothing = () => () => {};
// The static HTML carries the banner; whether it shows before hydration is up to lib/consent-notice.ts.
const serverNeedsNotice = () => true;

interface CookieBannerProps {
  /** routes.privacy.path */
  privacyHref: string;
  /** config.consentCookieName, handed down so the config module stays out of every page's bundle. */
  cookieName: string;
}

/**
 * The cookie notice, fixed to the viewport so it shifts nothing. It is in the static HTML, hidden by CSS
 * unless the script of lib/consent-notice.ts marked <html> before the first paint (no consent, no DNT or
 * GPC): a new visitor sees it in the first paint, one who agreed never sees it flash, and the script makes
 * its button work until hydration. Once hydrated, React decides from the same signals and handles the button.
 */
export function CookieBanner({ privacyHref, cookieName }: CookieBannerProps) {
  // The server snapshot (true) is what the static HTML and hydration see; the browser's comes after.
  const needsNotice = useSyncExternalStore(
    subscribeToNothing,
    () => !visitorOptedOut() && !hasConsent(cookieName),
    serverNeedsNotice,
  );
  const [dismissed, setDismissed] = useState(false);
  const hydrated = useHydrated();

  if (!needsNotice || dismissed) return null;

  return (
    <section className={styles.banner} aria-label={copy.label} data-hydrated={hydrated || undefined}>
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
        // lib/consent-notice.ts: the <head> script handles a press of this button before hydration.
        data-consent-accept=""
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
