import { expect, test, type Locator, type Page } from './support/test';
import { waitForHydration } from './support/hydration';
import { expectNoViolations, inBothThemes } from './support/axe';
import { config } from '../lib/config';
import { formatDuration } from '../lib/duration';
import { questionRoles } from '../content/questions';
import { libraryHub, rolePage } from '../content/questions/library';
import { rolePageCopy } from '../content/questions/titles';
import { questionRoleKey, routes } from '../content/routes';
import { cookieBanner, skipLinkLabel } from '../content/site';

/**
 * A role page's printable kit (components/RoleKit): in the page's HTML, shown only in print, where it replaces the
 * page and the site's chrome hides; on screen a quiet "Print This Kit" button (components/PrintKitButton) opens the
 * browser's print dialog.
 */

const { kit } = rolePage;
/** The first role and the last: the kit is one template, with each role's own number of questions. */
const roles = [questionRoles[0]!, questionRoles.at(-1)!];
const pathOf = (role: (typeof roles)[number]) => routes[questionRoleKey(role.slug)]!.path;

const kitOf = (page: Page) => page.locator(`#${kit.id}`);
const printButton = (page: Page) => page.getByRole('button', { name: kit.print, exact: true });

/** A fact of a question's facts list (QuestionFacts) by its label: its value. */
const fact = (block: Locator, label: string) => block.locator('dl > div').filter({ has: block.page().locator('dt', { hasText: label }) }).locator('dd');

/** Counts the calls of window.print instead of opening the dialog (which would block a headless page). */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { __printCalls: number };
    counted.__printCalls = 0;
    window.print = () => {
      counted.__printCalls += 1;
    };
  });
}
const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls);

for (const role of roles) {
  test(`${pathOf(role)} in print: the kit alone, every question with its times, time plan and notes space`, async ({ sharedPage: page }) => {
    await page.goto(pathOf(role));
    // On screen first, so what print hides is there to hide: the header, footer, a first visit's cookie notice, the cards.
    await expect(page.getByRole('region', { name: cookieBanner.label })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(role.questions.length);
    await page.emulateMedia({ media: 'print' });

    const sheet = kitOf(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(kit.title(role));
    // Where the sheet came from, at its top and bottom: the site's name and the role page's URL.
    const url = `${config.siteUrl}${pathOf(role)}`;
    await expect(sheet.locator(':scope > p').first()).toHaveText(kit.source(role));
    await expect(sheet.locator(':scope > p').last()).toHaveText(kit.closing(role));
    expect(kit.source(role)).toContain(config.productName);
    expect(kit.source(role)).toContain(url);
    expect(kit.closing(role)).toContain(url);

    const blocks = sheet.locator(':scope > ol > li');
    await expect(blocks).toHaveCount(role.questions.length);
    for (const [index, question] of role.questions.entries()) {
      const block = blocks.nth(index);
      await expect(block).toBeVisible();
      await expect(block.getByText(kit.number(index + 1, role.questions.length), { exact: true })).toBeVisible();
      await expect(block.getByRole('heading', { level: 3 })).toHaveText(question.text);
      await expect(fact(block, rolePage.thinkLabel)).toHaveText(formatDuration(question.thinkSeconds));
      await expect(fact(block, rolePage.answerLabel)).toHaveText(formatDuration(question.answerSeconds));
      await expect(block.getByRole('heading', { level: 4, name: kit.timePlanLabel })).toBeVisible();
      await expect(block.locator('ul > li')).toHaveText(question.steps.map(kit.step));
      // The notes space: its label and ruled lines, drawn (borders, which print whatever the background setting).
      await expect(block.getByRole('heading', { level: 4, name: kit.notesLabel })).toBeVisible();
      const lines = await block.locator('[aria-hidden="true"]').evaluateAll((all) =>
        all.map((line) => ({ height: line.getBoundingClientRect().height, rule: getComputedStyle(line).borderBottomStyle })),
      );
      expect(lines, `question ${index + 1}: its notes space`).toEqual(Array.from({ length: kit.noteLines }, () => ({ height: expect.any(Number), rule: 'solid' })));
      expect(Math.min(...lines.map((line) => line.height)), `question ${index + 1}: room to write`).toBeGreaterThanOrEqual(20);
      await expect(block).toHaveCSS('break-inside', 'avoid');
    }

    // The site's chrome and the page's own screen parts are there, and none of them prints.
    const hidden = [
      page.getByRole('banner', { includeHidden: true }),
      page.getByRole('contentinfo', { includeHidden: true }),
      page.getByRole('region', { name: cookieBanner.label, includeHidden: true }),
      page.getByRole('link', { name: skipLinkLabel, includeHidden: true }),
      page.getByRole('navigation', { name: libraryHub.breadcrumbLabel, includeHidden: true }),
      page.getByRole('heading', { level: 1, name: rolePageCopy.title(role), includeHidden: true }),
      page.getByRole('link', { name: rolePage.useInProduct, includeHidden: true }),
      page.getByRole('link', { name: rolePage.backToLibrary, includeHidden: true }),
      page.getByRole('button', { name: kit.print, includeHidden: true }),
    ];
    for (const part of hidden) {
      await expect(part).toHaveCount(1);
      await expect(part).toBeHidden();
    }
    const cards = page.getByRole('article', { includeHidden: true });
    await expect(cards).toHaveCount(role.questions.length);
    for (const card of await cards.all()) await expect(card).toBeHidden();
    // What prints is the kit and nothing else.
    expect(await page.evaluate(() => document.body.innerText.trim())).toBe((await sheet.innerText()).trim());
  });
}

test('in print, a dark-theme visitor’s kit is black on white, with no fill behind it', async ({ sharedPage: page }) => {
  await page.goto(pathOf(roles[0]!));
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(kitOf(page)).toBeVisible();
  const colours = await kitOf(page).evaluate((sheet) => {
    const text = [sheet, ...sheet.querySelectorAll('h2, h3, h4, p, li, dt, dd, strong')].map((element) => getComputedStyle(element).color);
    return {
      scheme: getComputedStyle(document.documentElement).colorScheme,
      text: [...new Set(text)],
      fills: [document.documentElement, document.body, document.querySelector('main')!, sheet, ...sheet.querySelectorAll('*')]
        .map((element) => getComputedStyle(element).backgroundColor)
        .filter((colour) => colour !== 'rgba(0, 0, 0, 0)'),
    };
  });
  expect(colours).toEqual({ scheme: 'light', text: ['rgb(0, 0, 0)'], fills: [] });
});

test('on screen the kit is not shown and the button is; a press on it prints, once', async ({ sharedPage: page }) => {
  const role = roles[0]!;
  await page.goto(pathOf(role));
  await page.emulateMedia({ media: 'screen' });
  await expect(kitOf(page)).toBeHidden();
  // The screen's text is the page's own: not a sentence of the kit.
  const main = await page.locator('main').innerText();
  expect(main).not.toContain(kit.intro(role));
  expect(main).not.toContain(kit.step(role.questions[0]!.steps[0]!));
  const button = printButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveText(kit.print);
  // Beside the questions' heading, before the first card.
  const list = page.getByRole('region', { name: rolePage.listHeading(role.questions.length) });
  await expect(list.getByRole('button', { name: kit.print })).toBeVisible();
  expect((await button.boundingBox())!.y).toBeLessThan((await page.getByRole('article').first().boundingBox())!.y);
  await waitForHydration(page);
  await stubPrint(page);
  await button.click();
  expect(await printCalls(page)).toBe(1);
});

test('the button by keyboard: reached with Tab, Enter prints', async ({ sharedPage: page }) => {
  await page.goto(pathOf(roles[0]!));
  await waitForHydration(page);
  await stubPrint(page);
  // From the top of the page: the skip link, the top bar, the breadcrumb and the trial button come first.
  let presses = 0;
  for (; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await printButton(page).evaluate((button) => button === document.activeElement)) break;
  }
  await expect(printButton(page)).toBeFocused();
  expect(presses, 'Tab presses before the button').toBeLessThan(30);
  await page.keyboard.press('Enter');
  expect(await printCalls(page)).toBe(1);
  // Its focus ring is the site's own; the list's band, button focused, passes axe in both themes.
  await expect(printButton(page)).toHaveCSS('outline-style', 'solid');
  await inBothThemes(page, (theme) => expectNoViolations(page, `the print button focused, ${theme}`, '#questions'));
});

test('without JavaScript the button is not shown, and the kit still prints', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(pathOf(roles[0]!));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: kit.print, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: kit.print, includeHidden: true })).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(kitOf(page).locator(':scope > ol > li')).toHaveCount(roles[0]!.questions.length);
    await expect(kitOf(page)).toBeVisible();
  } finally {
    await context.close();
  }
});
