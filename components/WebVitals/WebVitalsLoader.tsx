'use client';

import { lazy, Suspense } from 'react';

// A separate chunk, fetched only where the reporter renders: builds without NEXT_PUBLIC_VITALS_URL never load it.
// React.lazy rather than next/dynamic: the layout imports this file on every page, and next/dynamic would add
// its loader (about 1 KB brotli) to every page even where no reporter renders.
const WebVitals = lazy(() => import('./WebVitals').then((module) => ({ default: module.WebVitals })));

export function WebVitalsLoader({ endpoint }: { endpoint: string }) {
  return (
    <Suspense>
      <WebVitals endpoint={endpoint} />
    </Suspense>
  );
}
