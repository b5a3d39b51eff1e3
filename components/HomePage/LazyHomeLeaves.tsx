'use client';

import { lazy, Suspense } from 'react';
import type { DemoGridProps } from '../DemoGrid/DemoGrid';
import type { TypedHeroProps } from '../TypedHero/TypedHero';

/**
 * Home's client leaves for app/global-not-found.tsx, each in its own chunk. The 404 page is pre-rendered with
 * them in full; in the browser their code loads only where a 404 is shown, not on every page (whose client
 * manifest names the global not-found's components). Until it arrives, the server's HTML stays on screen.
 */
const TypedHeroChunk = lazy(() => import('../TypedHero/TypedHero').then((module) => ({ default: module.TypedHero })));
const DemoGridChunk = lazy(() => import('../DemoGrid/DemoGrid').then((module) => ({ default: module.DemoGrid })));

export function LazyTypedHero(props: TypedHeroProps) {
  return (
    <Suspense>
      <TypedHeroChunk {...props} />
    </Suspense>
  );
}

export function LazyDemoGrid(props: DemoGridProps) {
  return (
    <Suspense>
      <DemoGridChunk {...props} />
    </Suspense>
  );
}
