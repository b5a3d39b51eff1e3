import Link from 'next/link';
import type { ReactNode } from 'react';
import { newTabHint } from '@/content/site';

interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Opens in a new tab; screen readers are told so. */
  newTab?: boolean;
  onClick?: () => void;
}

/**
 * An internal path goes through next/link (client navigation, prefetched on intent by IntentPrefetch rather
 * than whenever it scrolls into view); anything else is a plain anchor.
 */
export function SiteLink({ href, children, className, newTab = false, onClick }: SiteLinkProps) {
  if (href.startsWith('/') && !newTab) {
    return (
      <Link href={href} prefetch={false} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab ? <span className="visually-hidden"> {newTabHint}</span> : null}
    </a>
  );
}
