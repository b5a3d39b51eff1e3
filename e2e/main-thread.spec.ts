import { expect, test, type Page } from './support/test';
import { competencyKey, questionRoleKey, routeEntries, routes } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { mainThreadBudgetByClass, mainThreadWindowMs, type MainThreadBudget } from '../perf/budgets';
import { describeMainThread, measureMainThread, type MainThreadFigures } from '../perf/main-thread';
import { firstMockInterviewKey, firstQuestionPageKey } from './support/pages';

/**
 * The main thread in each page's first 5 s after load, with no input, on a phone (412×823): Chromium's counts of
 * style recalculations and layouts (CDP Performance.getMetrics) against the limits in perf/budgets.ts (Home 60,
 * every other page 10; a bare Next.js page counts 3). How the window is bounded on both of a page's clocks, and why
 * no machine's speed changes the verdict: perf/main-thread.ts and docs/testing.md ("The main-thread guard").
 * Each route's figure is printed beside its limit; durations are printed, never asserted.
 *
 * Of the library's generated pages (three templates, different data), the first of each. The unknown path renders
 * Home (out/404.html) and has Home's limits.
 */
// A trace records DOM snapshots around every action, and the window is about fifty actions (the clock's steps): each
// snapshot restyles the page. Against a deployment, where every test records one, Home counted 114 and /faq 23 (18 and
// 5 without). The counts must be the page's own, so this spec never records a trace.
test.use({ trace: 'off' });

const measured: { label: string; path: string; budget: MainThreadBudget }[] = [
  ...routeEntries
    .filter(
      ([key]) =>
        !key.startsWith('questions/') ||
        key === questionRoleKey(questionRoles[0]!.slug) ||
        key === competencyKey(competencies[0]!.id) ||
        key === firstQuestionPageKey ||
        key === firstMockInterviewKey,
    )
    .map(([, route]) => ({ label: route.path, path: route.path, budget: mainThreadBudgetByClass[route.budget] })),
  { label: 'an unknown path', path: '/no-such-page', budget: mainThreadBudgetByClass.home },
];

/**
 * The window is mostly waiting (5 s of the page's own time), so pages are measured five at a time, each in its own
 * browser context: the counts of a page that settles do not depend on how busy the machine is.
 */
const perTest = 5;

function expectWithin(label: string, figures: MainThreadFigures, budget: MainThreadBudget) {
  expect.soft(figures.styleRecalcs, `${label}: style recalculations in the first 5 s after load`).toBeLessThanOrEqual(budget.styleRecalcs);
  expect.soft(figures.layouts, `${label}: layouts in the first 5 s after load`).toBeLessThanOrEqual(budget.layouts);
  // Counted or not, an animation that never ends restyles the page for as long as it is open: on the main thread
  // every frame, or (opacity, transform) once an iteration, since React listens for animation events.
  expect.soft(figures.endless, `${label}: animations still running for ever when the window ends`).toEqual([]);
}

for (let first = 0; first < measured.length; first += perTest) {
  const group = measured.slice(first, first + perTest);
  test(`main thread in the first ${mainThreadWindowMs / 1000} s after load: ${group.map((entry) => entry.label).join(', ')}`, async ({ browser, baseURL }, testInfo) => {
    const results = await Promise.all(group.map(async (entry) => ({ entry, figures: await measureMainThread(browser, `${baseURL}${entry.path}`) })));
    for (const { entry, figures } of results) {
      const line = describeMainThread(entry.label, figures, entry.budget);
      testInfo.annotations.push({ type: 'main thread', description: line });
      console.log(line);
      expectWithin(entry.label, figures, entry.budget);
    }
  });
}

/**
 * The guard itself: an endless animation of a property the compositor cannot animate, on an element of the page,
 * restyles the page every frame, and the route's check fails on the count and on the animation's name.
 */
async function injectEndlessAnimation(page: Page) {
  // A constructed stylesheet: the CSP governs <style> elements and style attributes, not the CSSOM.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('@keyframes x { to { color: rgb(200, 0, 0); } } main h1 { animation: x 1s infinite; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

for (const key of ['home', 'features'] as const) {
  test(`the guard fails ${routes[key].path} with \`animation: x 1s infinite\` on its heading`, async ({ browser, baseURL }, testInfo) => {
    const budget = mainThreadBudgetByClass[routes[key].budget];
    // 2 s of the window, not 5: counts only grow with the window, so a page over its limit at 2 s is over it at 5, and
    // the animation restyles about 62 times a second (312 in 5 s), twice Home's limit of 60 by 2 s.
    const figures = await measureMainThread(browser, `${baseURL}${routes[key].path}`, { afterLoad: injectEndlessAnimation, windowMs: 2_000 });
    const line = describeMainThread(`${routes[key].path} with the endless animation (2 s)`, figures, budget);
    testInfo.annotations.push({ type: 'main thread', description: line });
    console.log(line);
    expect(figures.styleRecalcs).toBeGreaterThan(budget.styleRecalcs);
    expect(figures.endless).toEqual([expect.stringMatching(/^x on h1\b/)]);
  });
}
