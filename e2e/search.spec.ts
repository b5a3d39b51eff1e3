import { toString } from 'mdast-util-to-string';
import { expect, test, type Page } from './support/test';
import { config } from '../lib/config';
import { excerptCut, searchIndexDir, searchQueryParam } from '../lib/search';
import { featureSpotlights } from '../content/features';
import { cookiesPolicy, privacyPolicy, termsOfUse } from '../content/legal/documents';
import { oneWayInterviewsPage } from '../content/oneWayInterviews';
import { questionRoles } from '../content/questions';
import { questionPageHref, rolePage } from '../content/questions/library';
import { questionPagePaths, questionRoleKey, routes } from '../content/routes';
import { searchBox, searchEntryLabel, searchPage } from '../content/search';
import { searchSuggestions } from '../content/searchSuggestions';
import { footerColumns } from '../content/site';
import { menuToggle, routeEntries } from './support/pages';
import { waitForHydration } from './support/hydration';
import { servedHtml } from './support/served-html';
import { axeScan, axeViolations, inBothThemes } from './support/axe';
import { finishAnimations } from './support/animations';

/**
 * Site search (/search, components/SiteSearch) under Cloudflare's runtime with the real out/_headers: the Pagefind
 * index that build/search-index.ts writes finds legal sections and product pages, loads only when the visitor
 * searches, and runs within /search's own policy; without JavaScript the page lists every page.
 */

const isIndexFile = (url: string) => new URL(url).pathname.startsWith(`/${searchIndexDir}/`);

/** Every request for a file of the search index, from now on. */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isIndexFile(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const searchInput = (page: Page) => page.getByRole('searchbox', { name: searchBox.label });
const results = (page: Page) => page.getByRole('list', { name: searchBox.resultsLabel });
/** A result: the list item of the page whose link has this href. */
const resultFor = (page: Page, path: string) => results(page).getByRole('listitem').filter({ has: page.locator(`a[href="${path}"]`) });

async function acceptCookies(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL }]);
}

async function search(page: Page, query: string) {
  await searchInput(page).fill(query);
  await expect(page.getByRole('status')).toHaveText(new RegExp(`“${query}”`));
}

test.beforeEach(async ({ sharedPage: page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

const legalSections = [
  { path: routes.privacy.path, title: privacyPolicy.title, section: privacyPolicy.sections.find((entry) => entry.id === 'retention-of-data')!, query: 'retention' },
  { path: routes.terms.path, title: termsOfUse.title, section: termsOfUse.sections.find((entry) => entry.id === 'governing-law')!, query: 'governing' },
  { path: routes.cookies.path, title: cookiesPolicy.title, section: cookiesPolicy.sections.find((entry) => entry.id === 'managing-cookies')!, query: 'block' },
  {
    path: routes.oneWayInterviews.path,
    title: oneWayInterviewsPage.title,
    section: oneWayInterviewsPage.sections.find((entry) => entry.id === 'connection-drops')!,
    query: 'hiccups',
  },
];

for (const { path, title, section, query } of legalSections) {
  test(`a word of a legal section (“${query}”) finds ${path} and its section “${section.heading}”`, async ({ sharedPage: page }) => {
    await page.goto(routes.search.path);
    await search(page, query);
    const result = resultFor(page, path);
    await expect(result.getByRole('link', { name: title, exact: true })).toBeVisible();
    const sectionLink = result.getByRole('list', { name: searchBox.sectionsLabel(title) }).getByRole('link', { name: section.heading, exact: true });
    await expect(sectionLink).toHaveAttribute('href', new RegExp(`^${path}#${section.id}(-heading)?$`));
    // The matched word is highlighted, as text: the query's word or another of its stem (governing → governed).
    await expect(result.locator('mark').first()).toHaveText(new RegExp(query.slice(0, 6), 'i'));
    await sectionLink.click();
    await expect(page).toHaveURL(new RegExp(`${path}#${section.id}`));
    await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeInViewport();
  });
}

test('a product page is found by words of its own copy', async ({ sharedPage: page }) => {
  const spotlight = featureSpotlights[0]!;
  await page.goto(routes.search.path);
  await search(page, spotlight.heading);
  await expect(resultFor(page, routes.features.path).getByRole('link', { name: spotlight.heading, exact: true })).toBeVisible();
});

/** A word of eight letters or more that only one role's questions use, with that role: found from the data. */
function wordOfOneRole() {
  const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{8,}/g) ?? [];
  const rolesOfWord = new Map<string, Set<string>>();
  for (const role of questionRoles)
    for (const question of role.questions)
      for (const word of wordsOf(question.text)) rolesOfWord.set(word, (rolesOfWord.get(word) ?? new Set()).add(role.slug));
  for (const role of questionRoles)
    for (const question of role.questions)
      for (const word of wordsOf(question.text)) if (rolesOfWord.get(word)!.size === 1) return { word, role };
  throw new Error('every long word is shared by two roles');
}

test('a word of one question’s text finds the role page that asks it', async ({ sharedPage: page }) => {
  const { word, role } = wordOfOneRole();
  await page.goto(routes.search.path);
  await search(page, word);
  await expect(resultFor(page, routes[questionRoleKey(role.slug)]!.path)).toBeVisible();
});

test('a question’s own page is found by its text, and its result is named by the question', async ({ sharedPage: page }) => {
  // The question whose text holds the word of one role: that role's page and the question's own page hold it.
  const { word, role } = wordOfOneRole();
  const question = role.questions.find((candidate) => candidate.text.toLowerCase().includes(word))!;
  await page.goto(routes.search.path);
  await search(page, word);
  const result = resultFor(page, questionPageHref(role, question));
  await expect(result.getByRole('link', { name: question.text, exact: true })).toBeVisible();
  // Named by its role too, above the question: a question alone does not say which job asks it.
  await expect(result.getByText(searchBox.questionKind(role.name), { exact: true })).toBeVisible();
  // Other pages' results name no role.
  await expect(resultFor(page, routes[questionRoleKey(role.slug)]!.path).getByText(searchBox.questionKind(role.name))).toHaveCount(0);
});

/** The block of role pages /search suggests. */
const suggestions = (page: Page) => page.getByRole('region', { name: searchSuggestions.heading });

async function expectSuggestions(page: Page) {
  const block = suggestions(page);
  await expect(block).toBeVisible();
  const links = block.getByRole('link');
  await expect(links).toHaveCount(searchSuggestions.roles.length + 1);
  for (const [index, role] of searchSuggestions.roles.entries()) {
    await expect(links.nth(index)).toHaveText(role.label);
    await expect(links.nth(index)).toHaveAttribute('href', role.href);
  }
  await expect(links.last()).toHaveText(searchSuggestions.all.label);
  await expect(links.last()).toHaveAttribute('href', routes.questions.path);
}

test('an empty search suggests roles of the library, a search with results hides them, one with none shows them again', async ({ sharedPage: page, request }) => {
  // Every suggestion is a role page of the library.
  for (const role of searchSuggestions.roles) {
    expect(questionRoles.some((entry) => routes[questionRoleKey(entry.slug)]!.path === role.href), role.href).toBe(true);
    expect((await request.get(role.href)).status(), role.href).toBe(200);
  }
  await page.goto(routes.search.path);
  await waitForHydration(page);
  await expectSuggestions(page);
  await search(page, 'retention');
  await expect(resultFor(page, routes.privacy.path)).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
  await search(page, 'zzqxv');
  await expect(page.getByRole('status')).toHaveText(searchBox.status(0, 'zzqxv'));
  await expect(results(page)).toHaveCount(0);
  await expectSuggestions(page);
  // A suggestion opens its role page, as a document (the role page's own headers).
  await suggestions(page).getByRole('link', { name: searchSuggestions.roles[0]!.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${searchSuggestions.roles[0]!.href}$`));
});

test('excerpts of role pages read as sentences: every label is followed by a colon and a space, then its value', async ({ sharedPage: page }) => {
  await page.goto(routes.search.path);
  // Every question card carries the three facts, so this finds every role page, with the facts in the excerpt.
  await search(page, rolePage.thinkLabel.toLowerCase());
  const rolePaths = questionRoles.map((role) => routes[questionRoleKey(role.slug)]!.path);
  const roleResults = results(page).getByRole('listitem').filter({ has: page.locator(rolePaths.map((path) => `a[href="${path}"]`).join(', ')) });
  await expect(roleResults.first()).toBeVisible();
  const excerpts = (await roleResults.locator('p').allTextContents()).filter((text) => text.includes(rolePage.thinkLabel));
  expect(excerpts.length, 'excerpts that hold a label').toBeGreaterThan(0);
  const labels = [rolePage.competencyLabel, rolePage.thinkLabel, rolePage.answerLabel];
  // A label runs into its value when anything but ': ' follows it ("Think time30 seconds"); the excerpt may end on one.
  const joined = excerpts.filter((text) => labels.some((label) => text.split(label).slice(1).some((after) => after !== '' && !after.startsWith(': '))));
  expect(joined).toEqual([]);
  expect(excerpts.join(' ')).toMatch(new RegExp(`${rolePage.thinkLabel}: \\d`));
});

/**
 * A question, and a word of its text whose first six letters no other question's text, summary, description or guide
 * holds: found from the data. Every page that links to the question (its neighbours' pagers, related questions, its
 * competency's page) shows its text; only its own page and its role's page may be found by it.
 */
function wordOfOneQuestion() {
  const all = questionRoles.flatMap((role) => role.questions.map((question) => ({ role, question })));
  const textOf = ({ question }: (typeof all)[number]) =>
    [question.text, question.why, question.description, ...Object.values(question.guide).flatMap((section) => section.nodes.map((node) => toString(node)))]
      .join(' ')
      .toLowerCase();
  const texts = all.map((entry) => ({ id: entry.question.id, text: textOf(entry) }));
  for (const entry of all)
    for (const word of entry.question.text.toLowerCase().match(/[a-z]{8,}/g) ?? [])
      if (texts.every(({ id, text }) => id === entry.question.id || !text.includes(word.slice(0, 6)))) return { ...entry, word };
  throw new Error('no question has a word of its own');
}

test('a question is found on its own page and its role’s page only, never in another page’s related questions, pager or list', async ({ sharedPage: page }) => {
  const { role, question, word } = wordOfOneQuestion();
  await page.goto(routes.search.path);
  await search(page, word);
  await expect(resultFor(page, questionPageHref(role, question))).toHaveCount(1);
  const library = `${routes.questions.path}/`;
  const found = (await results(page).locator(':scope > li > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).filter((href) =>
    href.startsWith(library),
  );
  const allowed = [questionPageHref(role, question), routes[questionRoleKey(role.slug)]!.path];
  expect(found).toContain(allowed[0]);
  expect(found.filter((href) => !allowed.includes(href)), `library pages found by “${word}”`).toEqual([]);
});

test('more results: “Show more” lists the next batch until every matching page is listed, each once', async ({ sharedPage: page }) => {
  await page.goto(`${routes.search.path}?${searchQueryParam}=feedback`);
  await expect(page.getByRole('status')).toHaveText(/“feedback”/);
  const total = Number((await page.getByRole('status').textContent())!.match(/\d+/)![0]);
  expect(total, 'more than one batch matches').toBeGreaterThan(10);
  const items = results(page).locator(':scope > li');
  await expect(items).toHaveCount(10);
  await expect(page.getByText(searchBox.shown(10, total))).toBeVisible();
  let shown = 10;
  while (shown < total) {
    const next = Math.min(10, total - shown);
    await page.getByRole('button', { name: searchBox.more(next) }).click();
    await expect(items).toHaveCount(shown + next);
    // The first new result takes focus, so reading goes on from there.
    await expect(items.nth(shown).locator('a').first()).toBeFocused();
    shown += next;
  }
  await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
  const hrefs = await items.locator(':scope > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(total);
});

test('excerpts start at a word, repeat their section’s heading only when it holds the match, and mark each cut with “…”', async ({ sharedPage: page }) => {
  await page.goto(`${routes.search.path}?${searchQueryParam}=feedback`);
  const sections = results(page).locator('ul li');
  await expect(sections.first()).toBeVisible();
  const shown = await sections.evaluateAll((items) =>
    items.map((item) => ({
      heading: item.querySelector('a')!.textContent!,
      excerpt: item.querySelector('p')!.textContent!,
      match: item.querySelector('p mark')?.textContent ?? '',
    })),
  );
  expect(shown.length).toBeGreaterThan(5);
  for (const { heading, excerpt, match } of shown) {
    // The heading is repeated only when it holds the match (the section was found by its heading's words).
    expect(excerpt.startsWith(heading) && !heading.toLowerCase().includes(match.toLowerCase()), `“${excerpt}” repeats “${heading}”`).toBe(false);
    // Whole words: a cut is marked, and what follows it is a word; an uncut start is a capital, a digit or a quote.
    expect(excerpt, excerpt).toMatch(new RegExp(`^(${excerptCut}[\\p{L}\\p{N}"“‘(]|[\\p{Lu}\\p{N}"“‘(])`, 'u'));
    // An excerpt ends at a sentence's end or says it goes on.
    expect(excerpt, excerpt).toMatch(new RegExp(`([.!?]["”’)]*|${excerptCut})$`));
  }
  expect(shown.some(({ excerpt }) => excerpt.endsWith(excerptCut)), 'some excerpt is cut').toBe(true);
});

test('a role is found by its name', async ({ sharedPage: page }) => {
  const role = questionRoles.at(-1)!;
  await page.goto(routes.search.path);
  await search(page, role.name);
  await expect(resultFor(page, routes[questionRoleKey(role.slug)]!.path)).toBeVisible();
});

/**
 * The footer's word that the fewest pages' <main> use, and how many do (compared by their first five letters: the
 * index stems words, so 'members' finds 'member'). The footer is on every page: were the shell indexed, the word
 * would match them all. Every page as served, and the unknown-path page (Home's content).
 */
async function rarestFooterWord() {
  const words = (text: string) => text.toLowerCase().match(/[a-z]{5,}/g) ?? [];
  // The served HTML (out/ locally: 179 pages read from disk, not through the local server at once).
  const html = await Promise.all([...routeEntries.map(([, route]) => route.path), '/no-such-page'].map(async (path) => (await servedHtml(path)).html));
  const mains = html.map((page) => new Set(words(page.match(/<main[\s\S]*<\/main>/)?.[0].replace(/<[^>]+>/g, ' ') ?? '').map((word) => word.slice(0, 5))));
  const candidates = footerColumns.flatMap((column) => column.links.flatMap((link) => words(link.label)));
  const pagesUsing = (word: string) => mains.filter((main) => main.has(word.slice(0, 5))).length;
  const word = candidates.reduce((best, candidate) => (pagesUsing(candidate) < pagesUsing(best) ? candidate : best));
  return { word, pages: pagesUsing(word) };
}

test('the shell is not indexed: a footer word finds only pages whose main content has it; /search does not list itself', async ({ sharedPage: page }) => {
  const { word, pages } = await rarestFooterWord();
  expect(pages, `“${word}” is in few pages’ main content`).toBeLessThan(routeEntries.length / 2);
  await page.goto(routes.search.path);
  await search(page, word);
  const total = Number((await page.getByRole('status').textContent())?.match(/\d+/)?.[0] ?? 0);
  expect(total).toBeLessThanOrEqual(pages);
  await search(page, 'search');
  await expect(results(page).locator(`a[href="${routes.search.path}"]`)).toHaveCount(0);
});

// No page requests a file of the index on load, and /search fetches it once the visitor types: every-page.spec.ts.

test('the query is in the URL: a linked search shows its results, typing updates it, clearing removes it', async ({ sharedPage: page }) => {
  await page.goto(`${routes.search.path}?${searchQueryParam}=retention`);
  await expect(searchInput(page)).toHaveValue('retention');
  await expect(resultFor(page, routes.privacy.path)).toBeVisible();
  await search(page, 'callback');
  await expect(page).toHaveURL(new RegExp(`\\?${searchQueryParam}=callback$`));
  await searchInput(page).fill('');
  await expect(page).toHaveURL(new RegExp(`${routes.search.path}$`));
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('');
});

test('without JavaScript /search says so and links every other page but the one-question pages, which their role pages list', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
    const page = await context.newPage();
    const requested = indexRequests(page);
    await page.goto(routes.search.path);
    await expect(page.getByText(searchBox.noScript)).toBeVisible();
    await expect(searchInput(page)).toBeHidden();
    // The suggested roles are links of the page's HTML: there without a script too.
    await expectSuggestions(page);
    const list = page.getByRole('region', { name: searchPage.pagesHeading });
    expect(questionPagePaths.size).toBeGreaterThanOrEqual(140);
    for (const [, route] of routeEntries) {
      const link = list.locator(`a[href="${route.path}"]`);
      if (route.path === routes.search.path || questionPagePaths.has(route.path)) await expect(link).toHaveCount(0);
      else await expect(link).toHaveText(('shareTitle' in route ? route.shareTitle : undefined) ?? route.title);
    }
    expect(requested).toEqual([]);
  } finally {
    await context.close();
  }
});

test('when its chunks never arrive, the notice replaces the box after the grace period', async ({ sharedPage: page }) => {
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
  await page.goto(routes.search.path);
  // Past --script-grace (styles/tokens.css, an animation's delay) at once.
  await finishAnimations(page);
  await expect(page.getByText(searchBox.noScript)).toBeVisible();
  await expect(searchInput(page)).toBeHidden();
  await expect(page.getByRole('region', { name: searchPage.pagesHeading }).locator(`a[href="${routes.features.path}"]`)).toBeVisible();
});

test('the top bar’s search entry: keyboard-reachable, and a document load of /search (its own policy)', async ({ sharedPage: page }) => {
  await page.goto(routes.features.path);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const entry = page.getByRole('banner').getByRole('link', { name: searchEntryLabel, exact: true });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('href', routes.search.path);
  let reached = false;
  for (let presses = 0; presses < 20 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await entry.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Tab reaches the search entry').toBe(true);
  const response = page.waitForResponse((candidate) => new URL(candidate.url()).pathname === routes.search.path);
  await page.keyboard.press('Enter');
  expect((await response).headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await expect(page).toHaveURL(new RegExp(`${routes.search.path}$`));
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
});

test('on a phone the search entry is a labelled row of the open menu', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(routes.pricing.path);
  const entry = page.getByRole('banner').getByRole('link', { name: searchEntryLabel, exact: true });
  await expect(entry).toBeHidden();
  await menuToggle(page).click();
  await expect(entry).toBeVisible();
  await expect(entry).toHaveText(searchEntryLabel);
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: searchPage.heading })).toBeVisible();
});

test('results have no WCAG 2.2 A/AA violations, in either theme', async ({ sharedPage: page }) => {
  await page.goto(`${routes.search.path}?${searchQueryParam}=retention`);
  await expect(resultFor(page, routes.privacy.path)).toBeVisible();
  await inBothThemes(page, async (theme) => expect(await axeViolations(axeScan(page)), theme).toEqual([]));
});
