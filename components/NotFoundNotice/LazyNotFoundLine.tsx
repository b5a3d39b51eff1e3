'use client';

import { lazy, Suspense } from 'react';
import type { NotFoundLineProps } from './NotFoundLine';

/**
 * The notice's client leaf in a chunk of its own: the global not-found's client components are named in every
 * route's client manifest (components/HomePage/LazyHomeLeaves), so only this wrapper ships everywhere and the
 * leaf loads where a 404 is shown. Until it arrives, the server's words stay on screen.
 */
const NotFoundLineChunk = lazy(() => import('./NotFoundLine').then((module) => ({ default: module.NotFoundLine })));

export function LazyNotFoundLine(props: NotFoundLineProps) {
  return (
    <Suspense>
      <NotFoundLineChunk {...props} />
    </Suspense>
  );
}
