'use client';

import { useSyncExternalStore } from 'react';

export interface NotFoundLineProps {
  generic: string;
  libraryPrefix: string;
  library: { text: string; link: { label: string; href: string } };
}

// The address never changes under this page without a new document: nothing to subscribe to.
const subscribe = () => () => {};

/**
 * The notice's words. The one static 404 page cannot know the address, so the prerender and hydration say
 * `generic` (the server snapshot); right after, under the question library, the line links back to it. The path
 * is only compared, never shown: echoing it would let anyone put words of their choosing on the site.
 */
export function NotFoundLine({ generic, libraryPrefix, library }: NotFoundLineProps) {
  const underLibrary = useSyncExternalStore(
    subscribe,
    () => window.location.pathname.startsWith(libraryPrefix),
    () => false,
  );
  if (!underLibrary) return generic;
  return (
    <>
      {library.text} <a href={library.link.href}>{library.link.label}</a>
    </>
  );
}
