/**
 * A page loaded as a first visit: its title, exactly one visible h1 with the route's heading, the hydration mark,
 * and not Next.js's screen for an uncaught client error. Problems and reports are the check's (check.ts).
 */
import type { EnginePage } from './engine';
import { clientExceptionText, isHydrated, pageFacts, type PageFacts } from './in-page';
import type { Visit } from './visits';
import { expectEqual, waitFor } from './waits';

export async function loadRoute(page: EnginePage, origin: string, visit: Visit) {
  await page.goto(new URL(visit.path, origin).href);
  // An effect that throws is caught in the same commit that marks the page hydrated, and React renders the error
  // screen before that task ends: once the mark is there, so is the screen, if any.
  await waitFor(page, `${visit.path} to be hydrated (<html data-hydrated>)`, isHydrated);
  const facts = await page.run<PageFacts>(pageFacts, clientExceptionText);
  if (facts.clientException) throw new Error(`${visit.path} shows Next.js's client-side exception screen`);
  expectEqual(facts.path, visit.path, 'location.pathname');
  expectEqual(facts.title, visit.title, 'document.title');
  expectEqual(facts.headings, [{ text: visit.heading, visible: true }], 'the h1 elements (text, visible)');
  if (visit.demoList) await demoListShown(page);
}

/**
 * The demo list, fetched from the gateway across origins under the page's connect-src: brought near the viewport
 * (Home starts it there, or when idle after load) and awaited to its cards. Leaving with the request in flight would
 * not be a visit's end: Firefox rejects a page's open requests as it unloads, and the site logs that failure.
 */
async function demoListShown(page: EnginePage) {
  await page.run(`document.querySelector('[aria-busy="true"]')?.scrollIntoView({ block: 'center', behavior: 'instant' });`);
  await waitFor(page, 'the demo list’s cards', `return document.querySelectorAll('[data-testid="demo-card"]').length > 0;`);
}
