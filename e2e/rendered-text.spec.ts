import { expect, test, type Page } from './support/test';
import { routeEntries, type RouteKey } from '../content/routes';
import { callbackMeetings, jobBoard } from '../content/home';
import { faqGroups, homeFaqItems } from '../content/faq';
import { plans } from '../content/plans';
import { isMockInterviewKey, isQuestionPageKey } from './support/pages';

/**
 * A page's text as it is rendered, the way QA tools and assistive software read it: `innerText` of `<main>`, read
 * right after the load event, must hold every visible h1 and h2 of the page and the route's key facts. `innerText`
 * leaves out what the engine does not render (content skipped by `content-visibility`, say), while `textContent`
 * and getByText still see it: a page can look whole to those and be cut for a reader of the rendered text.
 *
 * Every route of content/routes.ts but the library's generated pages, which share three templates: the first role
 * page, competency page and question page stand for the rest. And the unknown path, which shows Home's content.
 * At a phone's and a desktop's size, each on a fresh load.
 */

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

const homeFacts = [
  ...plans.map((plan) => plan.priceLabel),
  ...callbackMeetings.steps.map((step) => step.title),
  jobBoard.steps.at(-1)!.title,
  jobBoard.steps.at(-1)!.text,
  ...homeFaqItems.map((item) => item.question),
];

/** What each page must say in its rendered text, beyond its headings (read from the content the page renders). */
const keyFacts: Partial<Record<RouteKey | 'unknown', readonly string[]>> = {
  home: homeFacts,
  unknown: homeFacts,
  pricing: plans.flatMap((plan) => [plan.name, plan.priceLabel, plan.interviewsLabel]),
  faq: faqGroups.flatMap((group) => group.items.map((item) => item.question)),
};

const firstOfTemplate = (prefix: (key: string) => boolean) => routeEntries.find(([key]) => prefix(key))![0];
const sampled = new Set<string>([
  firstOfTemplate(isQuestionPageKey),
  firstOfTemplate((key) => key.startsWith('questions/competency/')),
  firstOfTemplate((key) => key.startsWith('questions/') && key.split('/').length === 2 && !isQuestionPageKey(key)),
  firstOfTemplate(isMockInterviewKey),
]);
const pages: { key: RouteKey | 'unknown'; path: string }[] = [
  ...routeEntries.filter(([key]) => !key.startsWith('questions/') || sampled.has(key)).map(([key, route]) => ({ key, path: route.path })),
  { key: 'unknown', path: '/no-such-page' },
];

/** Spaces folded, and case: `innerText` applies `text-transform` (an uppercase label reads "CONTENTS"). */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The page's rendered text of <main>, and the text of each of its h1 and h2 that is displayed (not in a closed <details>). */
async function readMain(page: Page) {
  return page.locator('main').evaluate((main: HTMLElement) => ({
    rendered: main.innerText,
    headings: [...main.querySelectorAll('h1, h2')].filter((heading) => heading.checkVisibility()).map((heading) => heading.textContent ?? ''),
  }));
}

for (const { key, path } of pages) {
  test(`${path}: innerText of <main> holds its headings and key facts at 375 and 1280 px, on load`, async ({ sharedPage: page }) => {
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const { rendered, headings } = await readMain(page);
      const text = squash(rendered);
      const expected = [...headings, ...(keyFacts[key] ?? [])].map(squash);
      expect(headings.length, `${path} at ${viewport.width} px has headings`).toBeGreaterThan(0);
      const missing = expected.filter((part) => !text.includes(part));
      expect(missing, `${path} at ${viewport.width}×${viewport.height}: missing from innerText of <main>`).toEqual([]);
    }
  });
}
