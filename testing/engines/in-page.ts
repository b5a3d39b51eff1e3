/**
 * Scripts the engines run in the page, as function bodies in strings: a TypeScript function's source, as tsx
 * compiles it, may call helpers (`__name`) that the page does not have, and nothing here may need `eval`, which the
 * site's CSP forbids.
 */

/**
 * The problem probe: uncaught errors, unhandled rejections and CSP (Trusted Types included) violations of this
 * document, kept in `window.__engineProblems`. Installed before the page's scripts where the driver allows it.
 */
export const problemProbe = `
  if (!window.__engineProblems) {
    const problems = (window.__engineProblems = []);
    window.addEventListener('error', (event) => {
      if (event instanceof ErrorEvent) problems.push('uncaught: ' + event.message + ' (' + event.filename + ':' + event.lineno + ')');
    }, true);
    window.addEventListener('unhandledrejection', (event) => {
      problems.push('unhandled rejection: ' + String((event.reason && event.reason.message) || event.reason));
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      problems.push('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || '(inline)') + (event.sample ? ' "' + event.sample + '"' : ''));
    });
  }
`;

/** Takes the probe's problems out of the page (an empty list where it was never installed). */
export const takeProbeProblems = `return window.__engineProblems ? window.__engineProblems.splice(0) : [];`;

/** The site's own mark that React has hydrated the page (testing/hydration.ts). */
export const isHydrated = `return document.documentElement.hasAttribute('data-hydrated');`;

/** Next.js's screen for an uncaught client error, which replaces the page (no error.tsx here). */
export const clientExceptionText = 'a client-side exception has occurred';

/** What a visit checks: the title, every h1 with its visibility, the hydration mark, Next's error screen. */
export const pageFacts = `
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  return {
    path: location.pathname,
    title: document.title,
    headings: [...document.querySelectorAll('h1')].map((h1) => ({ text: h1.textContent.replace(/\\s+/g, ' ').trim(), visible: visible(h1) })),
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    clientException: document.body.textContent.includes(arguments[0]),
  };
`;

export interface PageFacts {
  path: string;
  title: string;
  headings: { text: string; visible: boolean }[];
  hydrated: boolean;
  clientException: boolean;
}

/** Whether the element matching `arguments[0]` is shown: a box, not hidden, not in a closed <details>. */
export const isShown = `
  const element = document.querySelector(arguments[0]);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  // checkVisibility: also false inside a closed <details> (skipped content), which keeps its boxes in some engines.
  return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
`;

/**
 * Marks the first element matching `arguments[0]` whose text is `arguments[1]` with `data-engines-target`, for a
 * click by CSS (WebDriver finds elements by selector, not by text); false if there is none.
 */
export const markByText = `
  for (const marked of document.querySelectorAll('[data-engines-target]')) marked.removeAttribute('data-engines-target');
  const element = [...document.querySelectorAll(arguments[0])].find((each) => each.textContent.replace(/\\s+/g, ' ').trim() === arguments[1]);
  if (!element) return false;
  element.setAttribute('data-engines-target', '');
  return true;
`;
export const markedTarget = '[data-engines-target]';

/** The opposite of isShown: no element matches `arguments[0]`, or it has no box, or it is hidden. */
export const isNotShown = `return !(function () { ${isShown} }).apply(null, arguments);`;
