'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * A header entry that says whether it is the page you are on (aria-current="page"). The shell is one layout for
 * every route, so only the client knows the path; usePathname also answers during the export's prerender, so
 * the static HTML carries the attribute before any script runs.
 */
export function NavLink({
  href,
  className,
  children,
  documentLoad = false,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  /** A plain anchor: the page's headers differ from a plain page's (content/routes.ts, needsDocumentLoad). */
  documentLoad?: boolean;
}) {
  const current = usePathname() === href;
  if (documentLoad) {
    return (
      <a href={href} className={className} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
