'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * A header entry that says whether it is the page you are on (aria-current="page"). The shell is one layout for
 * every route, so only the client knows the path; usePathname also answers during the export's prerender, so
 * the static HTML carries the attribute before any script runs. A `section` entry (the question library) is also
 * current on the pages under it, as aria-current="true": the section you are in, but not the page the link opens,
 * so a screen reader never says "current page" of a link that leads somewhere else.
 */
export function NavLink({
  href,
  className,
  children,
  documentLoad = false,
  section = false,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  /** A plain anchor: the page's headers differ from a plain page's (content/routes.ts, needsDocumentLoad). */
  documentLoad?: boolean;
  /** Current ("true") on every page under `href` as well. */
  section?: boolean;
}) {
  const pathname = usePathname();
  const current = pathname === href ? 'page' : section && pathname.startsWith(`${href}/`) ? 'true' : undefined;
  if (documentLoad) {
    return (
      <a href={href} className={className} aria-current={current}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} className={className} aria-current={current}>
      {children}
    </Link>
  );
}
