'use client';

import { useSyncExternalStore } from 'react';

export interface NotFoundLineProps {
  generic: string;
  libraryPrefix: string;
  library: { text: string; link: { label: string; href: string } };
  /** Under the library, a path ending in this suffix is a mock interview of a role that does not exist. */
  mockInterview: { suffix: string; text: string; link: { label: string; href: string } };
}

// The address never changes under this page without a new document: nothing to subscribe to.
const subscribe = () => () => {};

/**
 * The notice's words. The one static 404 page cannot know the address, so the prerender and hydration say
 * `generic` (the server snapshot); right after, under the question library, the line links back to it. The path
 * is only compared, never shown: echoing it would let anyone put words of their choosing on the site.
 */
export function NotFoundLine({ generic, libraryPrefix, library, mockInterview }: NotFoundLineProps) {
  const where = useSyncExternalStore(
    subscribe,
    () => {
      const path = window.location.pathname.replace(/\/$/, '');
      if (!path.startsWith(libraryPrefix)) return 'elsewhere';
      return path.endsWith(mockInterview.suffix) ? 'mockInterview' : 'library';
    },
    () => 'elsewhere',
  );
  if (where === 'elsewhere') return generic;
  const line = where === 'mockInterview' ? mockInterview : library;
  return (
    <>
      {line.text} <a href={line.link.href}>{line.link.label}</a>
    </>
  );
}
