'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { visitorOptedOut } from '@/lib/privacy-signals';

/**
 * The performance-metrics hook the site sets up. Rendered only when NEXT_PUBLIC_VITALS_URL is set at build
 * time (see app/layout.tsx), so a default build ships none of it; never reports under DNT or GPC.
 */
export function WebVitals({ endpoint }: { endpoint: string }) {
  useReportWebVitals((metric) => {
    if (visitorOptedOut()) return;
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      path: window.location.pathname,
    });
    // text/plain keeps the beacon a simple request: no CORS preflight.
    navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
  });
  return null;
}
