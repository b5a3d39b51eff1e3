import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the static HTML and while React hydrates it; true once the component runs in the browser.
 * Pages paint before their scripts run (scripts/paint-first.ts), so a control that needs JavaScript is
 * rendered disabled until then: a tap in that moment is refused visibly instead of being lost, and a
 * form is never submitted natively with its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
