import { expect, test, type Page } from './support/test';
import { config } from '../lib/config';
import { searchIndexDir } from '../lib/search';
import { competencyKey, questionRoleKey, routeEntries, type RouteKey, type SiteRoute } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { contactFields, contactForm } from '../content/contact';
import { savingsFieldCopy } from '../content/savingsCalculator';
import { typedHero } from '../content/home';
import { pricingPage } from '../content/pricing';
import { searchBox } from '../content/search';
import {
  copyrightLine,
  cookieBanner,
  footerBlurb,
  headerActions,
  headerCandidateLink,
  headerLibraryLink,
  headerNav,
  primaryNavLabel,
} from '../content/site';
import { expectNoViolations, inBothThemes } from './support/axe';
import { watch } from './support/page-watch';
import { deployed, expectDemoListSettled } from './support/deployment';
import { fulfillJson, isContactUrl } from './support/routes';
import { firstMockInterviewKey, firstQuestionPageKey, isQuestionPageKey, pageHeading } from './support/pages';
import { wrappedPills } from '../testing/layout';
import { articlesBeforeName } from '../testing/page-text';
import { headingAndButtonTexts, titleCaseProblem } from '../testing/title-case';
import { eachInPool } from './support/pool';

/**
 * One visit per route runs every check that only reads a page or does its one job: the shared shell, the cookie
 * banner, axe in both themes, the layout at 1280, 375 and 320 px, Content-Security-Policy and the console, and the
 * search index staying unloaded. Loading each page once for all of them (instead of once per check), in a page each
 * worker reuses (`sharedPage` of support/test.ts), is most of what keeps the suite fast; a failure still names its route and
 * step.
 *
 * Every route: a first visit at 1280 px, the banner at 320 px, axe in the light theme and then in the dark one, then
 * 1280, 375 and 320 px, and the job (of the library's generated pages, the template-only layout checks run on the
 * first of each template). The theme is the stylesheet's alone (styles/tokens.css, `prefers-color-scheme`; no script
 * reads it), so the dark scan switches the emulated scheme on the loaded page instead of loading it again. Layout
 * does not change with the theme, so the layout checks run once, in the light theme. The banner, the same on every
 * page, is scanned dark on a first visit in the dark theme (the unknown path).
 */

/** The unknown-path page (out/404.html, Home's content with a 404 status) is swept like a route. */
const unknownPath = '/no-such-page';
type SweptKey = RouteKey | 'unknown';
/**
 * The question pages are the many (one per question of the library): only the first is visited here, with every
 * check; e2e/questions.spec.ts reads all of them over HTTP (status, title, canonical, h1, breadcrumb JSON-LD).
 */
const firstQuestionPage = firstQuestionPageKey;

const swept: { key: SweptKey; path: string; route?: SiteRoute }[] = [
  ...routeEntries.filter(([key]) => !isQuestionPageKey(key) || key === firstQuestionPage).map(([key, route]) => ({ key, path: route.path, route })),
  { key: 'unknown', path: unknownPath },
];

/**
 * axe costs a second or more a page: every page is scanned, but of the library's generated pages (one template each,
 * different data) only the first role page, the first competency page and the first question page.
 */
const axeScanned = (key: SweptKey) =>
  !key.startsWith('questions/') ||
  key === questionRoleKey(questionRoles[0]!.slug) ||
  key === competencyKey(competencies[0]!.id) ||
  key === firstQuestionPage ||
  key === firstMockInterviewKey;

/**
 * The library's generated pages share three templates: the layout checks that depend only on the template (one left
 * edge, pill labels, the banner at 320 px) run on the first page of each; the data-dependent ones (the shell, no
 * sideways scroll, CSP and the console) on every page.
 */
const templateChecked = axeScanned;

/** Pages with the demo list: axe and the layout wait for it to end (locally in the sample gateway's cards). */
const showsDemoList = (key: SweptKey) => key === 'home' || key === 'demo' || key === 'unknown';

const banner = (page: Page) => page.getByRole('region', { name: cookieBanner.label });

/**
 * The shared shell every route renders: title, one h1 and one main, the header's links (the current page's entry,
 * and only it, marked aria-current; the library's entry on the pages under it too) and heights, the footer's lines. Read in one go once the page is up (the shell
 * is server-rendered and hydration leaves it as it is), compared as one object: a failure shows every difference.
 */
async function expectShell(page: Page, key: RouteKey, route: SiteRoute) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const names = { navLabel: primaryNavLabel, home: `${config.productName} home`, candidate: headerCandidateLink.label, library: headerLibraryLink.label, signUp: headerActions.signUp.label, signIn: headerActions.signIn.label };
  const shell = await page.evaluate((names) => {
    const words = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const header = document.querySelector('header')!;
    const footer = document.querySelector('footer')!;
    const shown = (selector: string) => [...header.querySelectorAll<HTMLAnchorElement>(selector)].filter((link) => link.checkVisibility());
    const linkFacts = (links: HTMLAnchorElement[]) => links.map((link) => ({ name: words(link), href: link.getAttribute('href'), current: link.getAttribute('aria-current') }));
    const named = (name: string) => linkFacts(shown('a').filter((link) => words(link) === name));
    return {
      title: document.title,
      h1: [...document.querySelectorAll('h1')].map(words),
      mains: document.querySelectorAll('main').length,
      home: shown(`a[aria-label="${names.home}"]`).map((link) => link.getAttribute('href')),
      nav: linkFacts(shown(`nav[aria-label="${names.navLabel}"] a`)),
      candidate: named(names.candidate).map((link) => link.current),
      library: named(names.library).map((link) => ({ href: link.href, current: link.current })),
      signUp: named(names.signUp).map((link) => link.href),
      signIn: named(names.signIn).map((link) => link.href),
      heights: {
        header: header.getBoundingClientRect().height,
        spacer: document.querySelector('[data-testid="header-spacer"]')!.getBoundingClientRect().height,
      },
      footer: (footer as HTMLElement).innerText.replace(/\s+/g, ' '),
    };
  }, names);
  const { footer, ...rest } = shell;
  expect(rest, `${route.path}: the shared shell`).toEqual({
    title: route.title,
    h1: [pageHeading(key)],
    mains: 1,
    home: ['/'],
    nav: headerNav.map((item) => ({ name: item.label, href: item.href, current: item.href === route.path ? 'page' : null })),
    candidate: [headerCandidateLink.href === route.path ? 'page' : null],
    // The library's entry: the page itself on the hub, the section you are in ("true") on every page under it.
    library: [{ href: headerLibraryLink.href, current: libraryCurrent(route.path) }],
    signUp: [config.links.signUp],
    signIn: [config.links.signIn],
    heights: { header: 70, spacer: 70 },
  });
  expect(footer, 'the footer’s blurb').toContain(footerBlurb.replace(/\s+/g, ' '));
  expect(footer, 'the footer’s copyright line').toContain(copyrightLine);
}

/** What the question library's header entry says on a page: aria-current "page" on the hub, "true" under it. */
function libraryCurrent(path: string): 'page' | 'true' | null {
  if (path === headerLibraryLink.href) return 'page';
  return path.startsWith(`${headerLibraryLink.href}/`) ? 'true' : null;
}

/** Accepting the banner proves the page's scripts ran: it only reacts once React has hydrated it. */
async function acceptCookies(page: Page) {
  await banner(page).getByRole('button', { name: cookieBanner.button }).click();
  await expect(banner(page)).toHaveCount(0);
}

/**
 * At 1280 px the header's logo and the footer share one left edge, and the page's content starts there or is centred
 * between the two edges. What counts is what a visitor sees: lines of text, and boxes with a border, a background or
 * content of their own; wrappers that only pad their sides are not seen, and full-bleed bands (x = 0) are skipped.
 */
async function expectOneLeftEdge(page: Page) {
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const edges = await page.evaluate(() => {
    const seen = (root: Element) => {
      const boxes: DOMRect[] = [];
      for (const element of root.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        const painted =
          (parseFloat(style.borderLeftWidth) > 0 && style.borderLeftStyle !== 'none') ||
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          style.backgroundImage !== 'none' ||
          ['IMG', 'svg', 'VIDEO', 'INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
        if (painted) boxes.push(element.getBoundingClientRect());
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...range.getClientRects());
      }
      const shown = boxes.filter((box) => box.width > 1 && box.height > 1 && box.left > 0);
      return {
        left: Math.round(Math.min(...shown.map((box) => box.left))),
        right: Math.round(Math.max(...shown.map((box) => box.right))),
      };
    };
    return { width: document.documentElement.clientWidth, main: seen(document.querySelector('main')!), footer: seen(document.querySelector('footer')!) };
  });
  const edge = edges.footer.left;
  expect(Math.round(logo!.x), 'the logo starts where the footer does').toBe(edge);
  expect(edges.main.left, 'nothing sticks out to the left').toBeGreaterThanOrEqual(edge);
  expect(Math.abs(edges.main.left - (edges.width - edges.main.right)), 'left and right margins match').toBeLessThanOrEqual(2);
}

/** At 375 px every pill (a button or button-like link whose radius is at least half its height) keeps its label on one line. */
async function expectPillsOnOneLine(page: Page) {
  const wrapped = await wrappedPills(page);
  expect(wrapped, 'pill labels that wrap at 375 px').toEqual([]);
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Runs `check` with every closed disclosure matched by `selector` opened, then closes those again. */
async function withDisclosuresOpen(page: Page, selector: string, check: () => Promise<void>) {
  await page.locator(`${selector}:not([open])`).evaluateAll((all) => all.forEach((details) => details.setAttribute('data-swept', '')));
  await page.locator('details[data-swept]').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
  await check();
  await page.locator('details[data-swept]').evaluateAll((all) =>
    all.forEach((details) => {
      details.removeAttribute('open');
      details.removeAttribute('data-swept');
    }),
  );
}

/** axe with every answer in main open: their text is scanned too, and the summaries are scanned either way. */
const scan = (page: Page, label: string) => withDisclosuresOpen(page, 'main details', () => expectNoViolations(page, label));

/** Nothing scrolls sideways at 320 px, with every disclosure (FAQ answers, the phone menu) open too. */
async function expectNoSidewaysScroll(page: Page, key: SweptKey) {
  expect(await scrollWidth(page), 'page width at 320 px').toBeLessThanOrEqual(320);
  await withDisclosuresOpen(page, 'details', async () => {
    expect(await scrollWidth(page), 'page width at 320 px with every disclosure open').toBeLessThanOrEqual(320);
    if (key === 'pricing') {
      // The comparison table fits its container too, so nothing hides behind a sideways scroll.
      const scroller = page.getByRole('region', { name: pricingPage.comparison.caption });
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth), 'the comparison table').toBeLessThanOrEqual(0);
    }
  });
}

/** What each page does beyond loading: the parts with scripts, fetches and forms, done within the policy. */
const exercise: Partial<Record<SweptKey, (page: Page) => Promise<void>>> = {
  savings: async (page) => {
    // The calculator writes its figures into the URL (history.replaceState) as they change.
    await page.getByLabel(savingsFieldCopy.roles.label, { exact: true }).fill('3');
    await expect.poll(() => new URL(page.url()).searchParams.get('roles')).toBe('3');
    await expect(page.getByText(/^Phone screens per month: 3 roles/)).toBeVisible();
  },
  home: async (page) => {
    // typed.js has taken over the slot once it is marked as typing and the text moves off the first phrase.
    await expect(page.locator('[data-typing]')).toHaveCount(1);
    await expect(page.getByTestId('typed-phrase')).not.toHaveText(typedHero.phrases[0]);
  },
  search: async (page) => {
    // Fetches the index and compiles its WebAssembly reader: allowed by this path's policy alone.
    await page.getByRole('searchbox', { name: searchBox.label }).fill('retention');
    await expect(page.getByRole('list', { name: searchBox.resultsLabel }).getByRole('link').first()).toBeVisible();
  },
  contact: async (page) => {
    const values: Record<string, string> = {
      'user-name': 'Grace Hopper',
      'user-email': 'grace@example.com',
      'user-subject': 'CSP check',
      'user-message': 'Sent by the end-to-end suite.',
    };
    for (const field of contactFields) await page.locator(`[name="${field.name}"]`).fill(values[field.name]!);
    // Against a deployment the send is answered in the browser: no message may reach the provider's inbox. The
    // request is still made, so the policy's connect-src is still what allows it.
    if (deployed) await page.route(isContactUrl, (route) => (route.request().method() === 'POST' ? fulfillJson(route, 201, {}) : route.fallback()));
    await page.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByText(contactForm.success)).toBeVisible();
  },
};

test.describe('a first visit at 1280 px, axe in both themes, then 375 and 320 px', () => {
  test.use({ theme: 'light' });

  for (const { key, path, route } of swept) {
    test(`${path}`, async ({ sharedPage: page }) => {
      const watched = await watch(page);
      const response = await page.goto(path);

      await test.step('answers with its status and a Content-Security-Policy', async () => {
        expect(response?.status()).toBe(key === 'unknown' ? 404 : 200);
        expect(response?.headers()['content-security-policy']).toBeTruthy();
      });
      if (key !== 'unknown' && route) await test.step('the shared shell', () => expectShell(page, key, route));
      await test.step('a first visit shows the cookie banner', () => expect(banner(page)).toBeVisible());
      if (templateChecked(key)) {
        await page.setViewportSize({ width: 320, height: 640 });
        await test.step('the cookie banner fits at 320 px', async () => {
          await expect(banner(page)).toBeVisible();
          expect(await scrollWidth(page), 'page width with the banner').toBeLessThanOrEqual(320);
        });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      if (showsDemoList(key)) await expectDemoListSettled(page);
      if (key === 'unknown') {
        // A state of its own: the banner shown.
        await test.step('axe with the banner', () => scan(page, `${path} with the banner`));
      }
      await test.step('I Understand hides the banner', () => acceptCookies(page));
      if (key !== 'unknown' && axeScanned(key)) {
        // Light, then dark on the same document, colour transitions finished first (support/axe.ts).
        await inBothThemes(page, (theme) => test.step(theme === 'light' ? 'axe' : 'axe in the dark theme', () => scan(page, `${path} (${theme})`)));
      }
      if (key !== 'unknown' && templateChecked(key)) {
        await test.step('one left edge at 1280 px', () => expectOneLeftEdge(page));
        await page.setViewportSize({ width: 375, height: 800 });
        await test.step('pill labels on one line at 375 px', () => expectPillsOnOneLine(page));
      }
      await page.setViewportSize({ width: 320, height: 640 });
      await test.step('no sideways scroll at 320 px', () => expectNoSidewaysScroll(page, key));
      await page.setViewportSize({ width: 1280, height: 800 });

      await test.step('no file of the search index is requested on load', () => expect(watched.indexRequests).toEqual([]));
      const job = exercise[key];
      if (job) await test.step('the page does its job', () => job(page));
      if (key === 'search') {
        await test.step('typing fetches the index and its WebAssembly reader', () => {
          expect(watched.indexRequests).toContain(`/${searchIndexDir}/pagefind.js`);
          expect(watched.indexRequests.some((file) => file.endsWith('.pagefind')), 'the WebAssembly reader').toBe(true);
        });
      }
      await test.step('no CSP violation and no console error', async () => {
        expect(await watched.violations()).toEqual([]);
        // The browser reports the unknown path's own 404 status; nothing else may appear.
        const problems = key === 'unknown' ? watched.consoleProblems.filter((text) => !/status of 404/.test(text)) : watched.consoleProblems;
        expect(problems).toEqual([]);
      });
    });
  }
});

test.describe('dark theme: a first visit', () => {
  test.use({ theme: 'dark' });

  test(`the cookie banner on a first visit (${unknownPath})`, async ({ sharedPage: page }) => {
    await page.goto(unknownPath);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await expect(banner(page)).toBeVisible();
    // The page behind it is Home's, scanned in this theme as / by the sweep above: here the banner alone.
    await test.step('axe on the banner', () => expectNoViolations(page, `the banner on ${unknownPath} (dark)`, `[aria-label="${cookieBanner.label}"]`));
    await acceptCookies(page);
  });
});

test('no page puts "a" or "an" before the product name, so the copy reads right for any name', async ({ request }) => {
  const found: string[] = [];
  await eachInPool(
    routeEntries.map(([, route]) => route.path),
    async (path) => {
      const text = (await (await request.get(path)).text()).replace(/<[^>]*>/g, ' ');
      found.push(...articlesBeforeName(text, config.productName).map((phrase) => `${path}: ${phrase}`));
    },
  );
  expect(found).toEqual([]);
});

test('every heading and button on every page follows the one capitalisation rule (docs/decisions.md, "One rule for words")', async ({ request }) => {
  const found: string[] = [];
  await eachInPool(
    routeEntries.map(([, route]) => route.path),
    async (path) => {
      for (const text of headingAndButtonTexts(await (await request.get(path)).text())) {
        const problem = titleCaseProblem(text, [config.productName]);
        if (problem) found.push(`${path}: ${problem}`);
      }
    },
  );
  expect([...new Set(found)]).toEqual([]);
});
