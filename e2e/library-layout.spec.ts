import { expect, test, type Page } from './support/test';
import { gridHoles } from '../testing/layout';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { libraryHub, questionPage, questionPageHref, roleGroups } from '../content/questions/library';
import { competencyKey, questionRoleKey, routes } from '../content/routes';

/**
 * The library's layout as a visitor sees it, measured in Chromium: grids with every row full, one details layout on
 * every card, the hub's jump links, and a question page that is one column with one left edge.
 */

const viewports = [
  [375, 812],
  [768, 1024],
  [1280, 800],
] as const;

test('the hole check fails five cards in three columns and passes five whose last row fills', async ({ page }) => {
  const grid = (style: string) =>
    `<main><ul style="display:grid;grid-template-columns:repeat(${style});width:600px;margin:0;padding:0;list-style:none">${'<li style="border:1px solid">card</li>'.repeat(5)}</ul></main>`;
  await page.setContent(grid('3, 1fr'));
  expect(await gridHoles(page)).toEqual([expect.stringContaining('5 in 3 columns')]);
  await page.setContent(grid('6, 1fr').replace(/<li style="border:1px solid">card<\/li>/g, (li, offset: number, all: string) => {
    const index = all.slice(0, offset).split('<li').length - 1;
    return li.replace('border:1px solid', `border:1px solid;grid-column:span ${index < 3 ? 2 : 3}`);
  }));
  expect(await gridHoles(page)).toEqual([]);
});

const firstQuestion = questionRoles[0]!.questions[0]!;
const middleQuestion = questionRoles[1]!.questions[4]!;
const gridPages = [
  routes.home.path,
  routes.usecases.path,
  routes.practice.path,
  routes.company.path,
  routes.questions.path,
  routes[questionRoleKey(questionRoles[0]!.slug)]!.path,
  questionPageHref(questionRoles[0]!, firstQuestion),
  questionPageHref(questionRoles[1]!, middleQuestion),
  ...competencies.map((competency) => routes[competencyKey(competency.id)]!.path),
];

test('no grid of cards leaves a hole: the library and every page of CardGrid, at 375, 768 and 1280 px', async ({ sharedPage: page }) => {
  const holes: string[] = [];
  for (const [width, height] of viewports) {
    await page.setViewportSize({ width, height });
    for (const path of gridPages) {
      await page.goto(path);
      for (const hole of await gridHoles(page)) holes.push(`${path} at ${width}: ${hole}`);
    }
  }
  expect(holes).toEqual([]);
});

test('the hub at 375×812: a jump link to each group and the competencies, above the first card; each lands its group under the top bar', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(routes.questions.path);
  const jump = page.getByRole('navigation', { name: libraryHub.jumpLabel });
  const targets = [...roleGroups().map((group) => ({ id: group.id, label: group.heading })), { id: libraryHub.byCompetency.id, label: libraryHub.byCompetency.jumpLabel }];
  await expect(jump.getByRole('link')).toHaveText(targets.map((target) => target.label));
  for (const target of targets) await expect(jump.getByRole('link', { name: target.label, exact: true })).toHaveAttribute('href', `#${target.id}`);
  // The jump list is in the first screen, before any card.
  const bottom = await jump.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(bottom, 'the jump list ends in the first screen').toBeLessThanOrEqual(812);
  const firstCard = (await page.locator('#roles section > ul > li').first().boundingBox())!;
  expect(firstCard.y).toBeGreaterThan(bottom);
  const banner = (await page.getByRole('banner').boundingBox())!;
  for (const target of targets.slice(1, -1)) {
    await jump.getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    const heading = page.locator(`#${target.id} h2`);
    // Under the top bar, at the top of the screen, with its first role's name in view. The page scrolls smoothly
    // (without reduced motion) downwards, so the heading rises until it settles under the bar.
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(banner.height + 48);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(banner.height);
    await expect(page.locator(`#${target.id} h3`).first()).toBeInViewport();
  }
});

test('a role page: every card’s details in one layout, whatever its values, at 375×812 and 1280×800', async ({ sharedPage: page }) => {
  const role = questionRoles[0]!;
  for (const [width, height] of [[375, 812], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(routes[questionRoleKey(role.slug)]!.path);
    // Each fact's place in its card (label and value), relative to the card's details row: the same in every card.
    const shapes = await page.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        const row = card.querySelector('dl')!.getBoundingClientRect();
        return [...card.querySelectorAll('dl > div > *')].map((part) => {
          const box = part.getBoundingClientRect();
          return [Math.round(box.left - row.left), Math.round(box.top - row.top), Math.round(box.height)].join(',');
        }).join(' ');
      }),
    );
    expect(new Set(shapes).size, `details row layouts at ${width}`).toBe(1);
  }
});

/** Left edges of the question page's headings, the breadcrumb and its first crumb, and the widths of its column's parts. */
async function questionColumn(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const round = (n: number) => Math.round(n);
    const shown = (element: Element) => element.checkVisibility() && element.getBoundingClientRect().width > 0;
    const headings = [...main.querySelectorAll('h1, h2, h3, h4')].filter(shown).map((heading) => {
      // Where its text starts: a heading box may be wider than its words.
      const range = document.createRange();
      range.selectNodeContents(heading);
      return { text: heading.textContent!.trim().slice(0, 40), left: round(range.getClientRects()[0]!.left), box: round(heading.getBoundingClientRect().left) };
    });
    const crumb = [...main.querySelectorAll('nav[aria-label] li')].find(shown)!;
    const guide = document.querySelector('#guide-why')!.closest('section')!.parentElement!.getBoundingClientRect();
    const related = document.getElementById('related')!.getBoundingClientRect();
    const header = main.querySelector('header h1')!.parentElement!.getBoundingClientRect();
    const lastGuidePart = document.getElementById('guide-camera')!.closest('section')!.getBoundingClientRect();
    const pager = [...document.querySelectorAll('#related nav a')].map((link) => {
      const text = link.querySelector('span:last-child')!;
      const words = document.createRange();
      words.selectNodeContents(text);
      const box = link.getBoundingClientRect();
      return { left: round(box.left), width: round(box.width), text: round(words.getClientRects()[0]!.left) };
    });
    return {
      headings,
      crumb: round(crumb.getBoundingClientRect().left),
      guide: { left: round(guide.left), width: round(guide.width) },
      related: { left: round(related.left), width: round(related.width) },
      header: { left: round(header.left), width: round(header.width) },
      gap: round(related.top - lastGuidePart.bottom),
      pager,
    };
  });
}

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test(`a question page at ${width}×${height}: one column and one left edge from the breadcrumb to the related questions`, async ({ sharedPage: page }) => {
    await page.setViewportSize({ width, height });
    const longest = questionRoles
      .flatMap((role) => role.questions.map((question) => ({ role, question })))
      .sort((a, b) => b.question.text.length - a.question.text.length)[0]!;
    for (const { role, question } of [{ role: questionRoles[0]!, question: firstQuestion }, { role: questionRoles[1]!, question: middleQuestion }, longest]) {
      await page.goto(questionPageHref(role, question));
      const column = await questionColumn(page);
      const where = `${question.id} at ${width}`;
      // The header, the guide and the related questions: one column, one width.
      expect(column.related, `${where}: related questions as wide as the guide`).toEqual(column.guide);
      expect(column.header, `${where}: the header as wide as the guide`).toEqual(column.guide);
      // Every heading's words, and the breadcrumb's, start on the column's left edge.
      for (const heading of column.headings) expect(heading.left, `${where}: “${heading.text}” starts on the column's edge`).toBe(column.guide.left);
      expect(column.crumb, `${where}: the breadcrumb starts on the column's edge`).toBe(column.guide.left);
      await expect(page.getByRole('heading', { level: 2, name: questionPage.relatedHeading })).toHaveCSS('text-align', 'start');
      // No band's worth of empty space before the related questions (two sections' padding made it 128 px).
      expect(column.gap, `${where}: the gap before the related questions`).toBeLessThanOrEqual(96);
      // The pager starts on the column's edge, a lone card takes the whole row, and every card reads from its left.
      expect(column.pager[0]!.left, `${where}: the pager on the column's edge`).toBe(column.guide.left);
      if (column.pager.length === 1) expect(column.pager[0]!.width, `${where}: a lone pager card`).toBe(column.guide.width);
      for (const link of column.pager) expect(link.text - link.left, `${where}: a pager card's words from its left`).toBeLessThanOrEqual(32);
    }
  });
}
