/**
 * The one signal that a page is interactive, for the end-to-end suite and the perf tools alike: React has hydrated
 * <main>. React gives an element its fiber once hydration has completed its subtree, so the pages ship no marker
 * of their own, and the same check works on the site and on the bare floor page. It runs in the page, so it uses
 * nothing from its module.
 */
export function isHydrated(): boolean {
  const main = document.querySelector('main');
  return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
}
