import { expect, test } from './support/test';
import { config } from '../lib/config';
import { audienceSection, audiences } from '../content/usecases';
import { featureSpotlights } from '../content/features';
import { footerColumns } from '../content/site';
import { practiceStudio } from '../content/practice';
import { questionRoles } from '../content/questions';
import { competencies, competencyById } from '../content/questions/competencies';
import {
  formatSeconds,
  libraryHub,
  practiceHref,
  questionCount,
  questionHref,
  roleCrumbs,
  roleGroups,
  rolePage,
  signupWithTemplate,
} from '../content/questions/library';
import { competencyPageCopy, rolePageCopy } from '../content/questions/titles';
import { competencyKey, questionRoleKey, routeList, routes } from '../content/routes';

/** The interview question library: the hub, the role pages, the competency filter, and the links into it. */

const libraryPaths = routeList.map((route) => route.path).filter((path) => path === routes.questions.path || path.startsWith(`${routes.questions.path}/`));

test('every library page is in the sitemap and answers 200 with its title', async ({ request }) => {
  expect(libraryPaths).toHaveLength(1 + questionRoles.length + competencies.length);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of libraryPaths) {
    expect(locs, path).toContain(`${config.siteUrl}${path}`);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const title = routeList.find((route) => route.path === path)!.title;
    expect(await response.text(), path).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
  }
  expect((await request.get(`${routes.questions.path}/no-such-role`)).status()).toBe(404);
});

test('the hub: roles grouped by the audiences of /usecases, each with its question count, and the filter', async ({ page }) => {
  await page.goto(routes.questions.path);
  const groups = roleGroups();
  expect(groups.map((group) => group.heading)).toEqual(audiences.filter((audience) => groups.some((group) => group.id === audience.id)).map((audience) => audience.title));
  for (const group of groups) {
    const section = page.getByRole('region', { name: group.heading });
    await expect(section.getByRole('listitem')).toHaveCount(group.items.length);
    for (const item of group.items) {
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
      await expect(card.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.href);
      await expect(card).toContainText(questionCount(item.questions.length));
    }
  }
  const filter = page.getByRole('navigation', { name: libraryHub.filterLabel });
  await expect(filter.getByRole('link')).toHaveCount(1 + competencies.length);
  for (const competency of competencies) {
    // Fragment-free and query-less: each is a page of its own.
    await expect(filter.getByRole('link', { name: competency.label, exact: true })).toHaveAttribute('href', routes[competencyKey(competency.id)]!.path);
  }
});

test('with JavaScript the filter swaps the page in place (client navigation, no reload)', async ({ page }) => {
  await page.goto(routes.questions.path);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const competency = competencies[2]!;
  await page.getByRole('navigation', { name: libraryHub.filterLabel }).getByRole('link', { name: competency.label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(competencyPageCopy.title(competency));
  await expect(page).toHaveURL(new RegExp(`${routes[competencyKey(competency.id)]!.path}$`));
  await expect(page).toHaveTitle(routes[competencyKey(competency.id)]!.title);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a competency page lists only that competency’s questions, each linked to its role page', async ({ page }) => {
  const competency = competencies[0]!;
  await page.goto(routes[competencyKey(competency.id)]!.path);
  await expect(page.getByText(competency.description).first()).toBeVisible();
  for (const group of roleGroups(competency.id)) {
    for (const item of group.items) {
      for (const question of item.questions) {
        await expect(page.getByRole('link', { name: question.text, exact: true })).toHaveAttribute('href', questionHref(item, question));
      }
    }
  }
});

for (const role of [questionRoles[0]!, questionRoles[questionRoles.length - 1]!]) {
  test(`/questions/${role.slug}: every question with its details, a practice link, and the app link`, async ({ page }) => {
    await page.goto(routes[questionRoleKey(role.slug)]!.path);
    // The visible trail, the same crumbs as the page's BreadcrumbList (e2e/structured-data.spec.ts).
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(roleCrumbs(role).map((crumb) => crumb.label));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rolePageCopy.title(role));
    await expect(page.getByRole('link', { name: rolePage.useInProduct })).toHaveAttribute('href', signupWithTemplate(role));
    expect(signupWithTemplate(role)).toBe(`${config.appUrl}/signup?plan=trial&template=${role.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: rolePage.listHeading(role.questions.length) })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(role.questions.length);
    for (const [index, question] of role.questions.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('id', question.id);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(question.text);
      await expect(card.getByRole('link', { name: competencyById(question.competency).label, exact: true })).toHaveAttribute(
        'href',
        routes[competencyKey(question.competency)]!.path,
      );
      await expect(card).toContainText(question.why);
      for (const point of question.strongAnswer) await expect(card.getByRole('listitem').filter({ hasText: point })).toBeVisible();
      const fact = (label: string) => card.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
      await expect(fact(rolePage.thinkLabel)).toHaveText(formatSeconds(question.thinkSeconds));
      await expect(fact(rolePage.answerLabel)).toHaveText(formatSeconds(question.answerSeconds));
      await expect(card.getByRole('link', { name: rolePage.practiseName(question) })).toHaveAttribute('href', practiceHref(question));
    }
  });
}

test('links into the library: the footer, /features’ question feature, /usecases and /practice', async ({ page, baseURL }) => {
  const footerLink = footerColumns.flatMap((column) => column.links).find((link) => link.href === routes.questions.path)!;
  await page.goto(routes.home.path);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: footerLink.label, exact: true })).toHaveAttribute('href', routes.questions.path);

  const feature = featureSpotlights.find((spotlight) => spotlight.link)!;
  await page.goto(routes.features.path);
  const band = page.getByRole('region', { name: feature.heading });
  await expect(band).toContainText('up to 2 minutes');
  await expect(band).toContainText('up to 3 minutes');
  await expect(band.getByRole('link', { name: feature.link!.label })).toHaveAttribute('href', routes.questions.path);

  await page.goto(routes.usecases.path);
  await expect(page.getByRole('link', { name: audienceSection.questionsLink.label })).toHaveAttribute('href', routes.questions.path);

  await page.goto(routes.practice.path);
  await expect(page.getByRole('link', { name: practiceStudio.library.pick.label })).toHaveAttribute('href', routes.questions.path);

  // And from a question to /practice: the page opens with that question.
  const role = questionRoles[2]!;
  await page.goto(routes[questionRoleKey(role.slug)]!.path);
  await page.getByRole('link', { name: rolePage.practiseName(role.questions[0]!) }).click();
  await expect(page).toHaveURL(`${baseURL}${practiceHref(role.questions[0]!)}`);
  await expect(page.getByRole('figure').getByText(role.questions[0]!.text, { exact: true })).toBeVisible();
});
