import { expect, test, type Page } from './support/test';
import { config } from '../lib/config';
import { homeHero } from '../content/home';
import { notFoundNotice } from '../content/notFound';
import { routes } from '../content/routes';
import { servedHtml } from './support/served-html';

/**
 * Unknown paths: one static file (out/404.html) answers them all with status 404, Home's title and headings, and a
 * one-line notice above Home's content. Under the question library the notice links back to it, once the browser
 * has read the address. Run by the `workers` project too (Workers with static assets).
 */

const notice = (page: Page) => page.getByRole('main').getByRole('paragraph').first();
/** Every heading of <main>, level and words, in order. */
const headings = (page: Page) =>
  page.getByRole('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((all) => all.map((heading) => `${heading.tagName} ${heading.textContent?.replace(/\s+/g, ' ').trim()}`));

for (const path of ['/no-such-page', '/features/extra', '/deep/nested/path?x=1']) {
  test(`${path} shows the Home page with status 404, under the notice`, async ({ sharedPage: page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(config.productName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The first words of main, the notice alone: no link outside the library.
    await expect(notice(page)).toHaveText(`${notFoundNotice.mark}${notFoundNotice.generic}`);
    await expect(notice(page).getByRole('link')).toHaveCount(0);
  });
}

test('the notice is a note, not a heading: the unknown path’s headings are Home’s, in order', async ({ sharedPage: page }) => {
  await page.goto(routes.home.path);
  const home = await headings(page);
  await page.goto('/no-such-page');
  await expect(notice(page)).toContainText(notFoundNotice.generic);
  expect(await headings(page)).toEqual(home);
});

for (const path of ['/questions/no-such-role', `/questions/job-candidate/no-such-question`, '/questions/competency/no-such-skill']) {
  test(`${path}: the notice links to the question library`, async ({ sharedPage: page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.heading);
    const link = notice(page).getByRole('link', { name: notFoundNotice.library.link.label });
    await expect(link).toHaveAttribute('href', routes.questions.path);
    await expect(notice(page)).toHaveText(`${notFoundNotice.mark}${notFoundNotice.library.text} ${notFoundNotice.library.link.label}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${routes.questions.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeHero.heading);
  });
}

test('the static 404 page carries the generic notice, and the address is never shown as text or markup', async ({ sharedPage: page }) => {
  // What a visitor without JavaScript (and every visitor before the leaf loads) reads: the markup, not the scripts
  // (whose payload carries the library's words as the leaf's props).
  const markup = (await servedHtml('/questions/no-such-role')).html.replace(/<script[\s\S]*?<\/script>/g, '');
  expect(markup.includes(notFoundNotice.generic), 'the generic notice in the markup').toBe(true);
  expect(markup.includes(notFoundNotice.library.text), 'the library notice in the markup').toBe(false);
  // A path made to look like words or markup stays out of the page.
  const path = `${routes.questions.path}/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E-Call-555-0100`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(notice(page).getByRole('link', { name: notFoundNotice.library.link.label })).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(await page.getByRole('main').textContent()).not.toContain('555-0100');
});
