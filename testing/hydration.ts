/**
 * The one signal that a page is interactive, for the end-to-end suite and the perf tools alike: the site marks
 * <html data-hydrated> from an effect of a client leaf on every page (components/IntentPrefetch), which React runs
 * once it has committed the hydrated page. A public mark of the site's own, not React's private properties.
 * It runs in the page, so it uses nothing from its module.
 */
export function isHydrated(): boolean {
  return document.documentElement.hasAttribute('data-hydrated');
}
