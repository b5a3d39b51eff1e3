'use client';

import dynamic from 'next/dynamic';

// A separate chunk, fetched only where the reporter renders: builds without NEXT_PUBLIC_VITALS_URL never load it.
const WebVitals = dynamic(() => import('./WebVitals').then((module) => module.WebVitals), { ssr: false });

export function WebVitalsLoader({ endpoint }: { endpoint: string }) {
  return <WebVitals endpoint={endpoint} />;
}
