import Link from 'next/link';
import type { ReactNode } from 'react';
import { needsDocumentLoad } from '@/content/routes';
import { newTabHint } from '@/content/site';

interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Opens in a new tab; screen readers are told so. */
  newTab?: boolean;
  onClick?: () => void;
  /** An accessible name that starts with the visible text and adds what it cannot show (aria-label). */
  label?: string;
}

/** A path to a file such as /.well-known/security.txt: not a page the client router can render. */
const isFile = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!);

/**
 * An internal path goes through next/link (client navigation, prefetched on intent by IntentPrefetch rather
 * than whenever it scrolls into view); anything else, files included, is a plain anchor, and so is a page whose
 * response headers differ from a plain page's (/practice, /search: content/routes.ts, needsDocumentLoad), which must
 * arrive as a document to get them.
 */
export function SiteLink({ href, children, className, newTab = false, onClick, label }: SiteLinkProps) {
  if (href.startsWith('/') && !newTab && !isFile(href) && !needsDocumentLoad(href)) {
    return (
      <Link href={href} prefetch={false} className={className} onClick={onClick} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      aria-label={label}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab ? <span className="visually-hidden"> {newTabHint}</span> : null}
    </a>
  );
}
