import { toString } from 'mdast-util-to-string';
import { Checklist } from './support/checklist';
import { eachInPool } from './support/pool';
import { expect, test } from './support/test';
import { publishedQuestionIds } from '../testing/published-question-ids';
import { guideSentences, splitSentences } from '../testing/guide-sentences';
import { mainText, wordCount } from '../testing/page-text';
import { config } from '../lib/config';
import { audienceSection } from '../content/usecases';
import { featureSpotlights } from '../content/features';
import { footerColumns } from '../content/site';
import { practiceExpectations, practiceStudio } from '../content/practice';
import { oneWayInterviewsPage } from '../content/oneWayInterviews';
import { rubricFor, rubricLevels } from '../content/questions/rubrics';
import { questionById, questionRoles, roleOfQuestion } from '../content/questions';
import { competencies, competencyById } from '../content/questions/competencies';
import {
  competencyPage,
  competencyQuestions,
  libraryHub,
  practiceHref,
  questionCrumbs,
  questionPage,
  questionPageHref,
  neighbourQuestions,
  questionCrumbLabel,
  relatedCount,
  relatedQuestions,
  roleCrumbs,
  roleHighlights,
  roleHref,
  roleGroups,
  rolePage,
  signupWithTemplate,
} from '../content/questions/library';
import { competencyPageCopy, questionPageCopy, rolePageCopy } from '../content/questions/titles';
import { competencyKey, questionRoleKey, routeList, routes } from '../content/routes';
import { servedPage } from './support/served-html';
import { roleGroupProfiles } from '../content/questions/groups';
import { formatDuration } from '../lib/duration';

/** The interview question library: the hub, the role pages, the competency filter, and the links into it. */

const libraryPaths = routeList.map((route) => route.path).filter((path) => path === routes.questions.path || path.startsWith(`${routes.questions.path}/`));

test('every library page is in the sitemap and answers 200 with its title', async ({ request }) => {
  const questionTotal = questionRoles.reduce((total, role) => total + role.questions.length, 0);
  // The hub, the role pages and their mock interviews, the competency pages, the question pages.
  expect(libraryPaths).toHaveLength(1 + 2 * questionRoles.length + competencies.length + questionTotal);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Every page checked, every problem listed at once (support/checklist.ts).
  const list = new Checklist();
  await eachInPool(libraryPaths, async (path) => {
    list.that(locs.includes(`${config.siteUrl}${path}`), `${path}: in the sitemap`);
    const response = await request.get(path);
    list.equal(response.status(), 200, `${path}: status`);
    const title = routeList.find((route) => route.path === path)!.title;
    // As React writes it: &, ', ", < and > escaped.
    const escaped = title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    list.that((await response.text()).includes(`<title>${escaped}</title>`), `${path}: <title>${escaped}</title>`);
  });
  list.expectNone(`${libraryPaths.length} library pages`);
  expect((await request.get(`${routes.questions.path}/no-such-role`)).status()).toBe(404);
});

test('the hub: roles grouped by kind of job, each card one link and the questions that set it apart; then the competencies', async ({ sharedPage: page }) => {
  await page.goto(routes.questions.path);
  const groups = roleGroups();
  // Every group of content/questions/groups.ts, in its order, and every role in one of them.
  expect(groups.map((group) => group.heading)).toEqual(roleGroupProfiles.map((group) => group.heading));
  expect(groups.flatMap((group) => group.items.map((item) => item.slug)).sort()).toEqual(questionRoles.map((role) => role.slug).sort());
  for (const group of groups) {
    const section = page.getByRole('region', { name: group.heading });
    const cards = section.locator(':scope > ul > li');
    await expect(cards).toHaveCount(group.items.length);
    for (const [index, item] of group.items.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.name);
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.href);
      // Something of its own: a few of its own questions by name, not a count that every card shares.
      const role = questionRoles.find((candidate) => candidate.slug === item.slug)!;
      await expect(card).toContainText(libraryHub.includesLabel);
      await expect(card.getByRole('listitem')).toHaveText(roleHighlights(role));
    }
  }
  await expect(page.locator('main')).not.toContainText(/\b10 questions\b/i);
  // The competencies after the roles, as links to their pages, none of them marked current.
  const byCompetency = page.getByRole('region', { name: libraryHub.byCompetency.heading });
  const filter = byCompetency.getByRole('navigation', { name: libraryHub.byCompetency.navLabel });
  await expect(filter.getByRole('link')).toHaveCount(competencies.length);
  for (const competency of competencies) {
    // Fragment-free and query-less: each is a page of its own.
    await expect(filter.getByRole('link', { name: competency.label, exact: true })).toHaveAttribute('href', routes[competencyKey(competency.id)]!.path);
  }
  await expect(filter.locator('[aria-current]')).toHaveCount(0);
  const last = await page.getByRole('region', { name: groups.at(-1)!.heading }).boundingBox();
  expect((await byCompetency.boundingBox())!.y, 'the competencies come after the roles').toBeGreaterThan(last!.y + last!.height - 1);
});

test('with JavaScript the filter swaps the page in place (client navigation, no reload)', async ({ sharedPage: page }) => {
  await page.goto(routes.questions.path);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const competency = competencies[2]!;
  await page.getByRole('navigation', { name: libraryHub.byCompetency.navLabel }).getByRole('link', { name: competency.label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(competencyPageCopy.title(competency));
  await expect(page).toHaveURL(new RegExp(`${routes[competencyKey(competency.id)]!.path}$`));
  await expect(page).toHaveTitle(routes[competencyKey(competency.id)]!.title);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a competency page: each card titled by its question (linked to its guide) with its role beneath, counted in words that agree, then a call to practise', async ({ sharedPage: page }) => {
  const competency = competencyById('teamwork');
  const listed = competencyQuestions(competency.id);
  await page.goto(routes[competencyKey(competency.id)]!.path);
  await expect(page.getByText(competency.description).first()).toBeVisible();
  const list = page.getByRole('region', { name: competencyPage.listHeading(listed.length, new Set(listed.map((entry) => entry.role.slug)).size) });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(/^\d+ Questions? From \d+ Roles?$/);
  // Every question of the competency, in the hub's order of roles, and nothing else.
  const titles = list.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(listed.map((entry) => entry.question.text));
  const cards = list.getByRole('listitem');
  for (const [index, { role, question }] of listed.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', questionPageHref(role, question));
    // The question leads; its role is the line beneath it.
    await expect(card.locator(':scope > *')).toHaveText([question.text, competencyPage.questionRole(role)]);
  }
  await expect(page.locator('main')).not.toContainText('of this role’s');
  // The page ends with a call to practise the first question listed.
  const cta = competencyPage.cta(competency, listed[0]!.question);
  const close = page.getByRole('region', { name: cta.heading });
  await expect(close.getByRole('link', { name: cta.actions[0]!.label })).toHaveAttribute('href', practiceHref(listed[0]!.question));
  expect(await page.locator('main > *').last().evaluate((element) => element.querySelector('h2')?.textContent)).toBe(cta.heading);
});

test('every competency page at 375×812: its first question in the first screen, below the top bar', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const competency of competencies) {
    await page.goto(routes[competencyKey(competency.id)]!.path);
    const first = page.locator('main h3').first();
    await expect(first).toHaveText(competencyQuestions(competency.id)[0]!.question.text);
    const box = (await first.boundingBox())!;
    expect(box.y, competency.id).toBeGreaterThanOrEqual((await page.getByRole('banner').boundingBox())!.height);
    expect(box.y + box.height, `${competency.id}: the first question ends in the first screen`).toBeLessThanOrEqual(812);
  }
});

for (const role of [questionRoles[0]!, questionRoles[questionRoles.length - 1]!]) {
  test(`/questions/${role.slug}: every question with its details, a practice link, and the app link`, async ({ sharedPage: page }) => {
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
      // The card's heading is the way to the question's own page.
      await expect(card.getByRole('heading', { level: 3 }).getByRole('link', { name: question.text, exact: true })).toHaveAttribute(
        'href',
        questionPageHref(role, question),
      );
      await expect(card).toContainText(question.why);
      const fact = (label: string) => card.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
      await expect(fact(rolePage.thinkLabel)).toHaveText(formatDuration(question.thinkSeconds));
      await expect(fact(rolePage.answerLabel)).toHaveText(formatDuration(question.answerSeconds));
      await expect(fact(rolePage.competencyLabel)).toHaveText(competencyById(question.competency).label);
      // Two links, the question and the Practise button (pill-shaped, as every button), and nothing else to tab to.
      const practise = card.getByRole('link', { name: rolePage.practiseName(question) });
      await expect(practise).toHaveAttribute('href', practiceHref(question));
      await expect(practise).toHaveText(rolePage.practise);
      expect(await practise.evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius) >= element.getBoundingClientRect().height / 2)).toBe(true);
    }
    const focusable = await cards.evaluateAll((all) =>
      all.map((card) => card.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])').length),
    );
    expect(Math.max(...focusable), 'tab stops in a card').toBeLessThanOrEqual(2);
  });
}

test('links into the library: the footer, /features’ question feature, /usecases and /practice', async ({ sharedPage: page, baseURL }) => {
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

/** Every id ever published, which the unit tests hold the content to. */
const publishedIds = publishedQuestionIds;

/** The text of an element as React escapes it in the exported HTML, back to plain text. */
const unescape = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!);

test('every published id has its own page, served: 200, its title, canonical, description and the question as h1', async ({ request }) => {
  expect(publishedIds.length).toBeGreaterThanOrEqual(140);
  const list = new Checklist();
  await eachInPool(publishedIds, async (id) => {
    const role = roleOfQuestion(id);
    const question = questionById(id);
    if (!role || !question) {
      list.that(false, `${id}: a question of a role`);
      return;
    }
    const path = questionPageHref(role, question);
    list.equal(path, `/questions/${role.slug}/${id}`, `${id}: its path`);
    const response = await request.get(path);
    list.equal(response.status(), 200, `${path}: status`);
    const h1 = [...(await response.text()).matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => unescape(match[1]!));
    list.equal(h1, [questionPageCopy.heading(question)], `${path}: one h1, the question`);
    const head = await servedPage(path);
    list.equal(head.headTitles, [questionPageCopy.title(question)], `${path}: title`);
    list.equal(head.linkHrefs('canonical'), [`${config.siteUrl}${path}`], `${path}: canonical`);
    list.equal(head.meta('name', 'description'), [questionPageCopy.description(question)], `${path}: description`);
    list.equal(head.meta('property', 'og:url'), [`${config.siteUrl}${path}`], `${path}: og:url`);
  });
  list.expectNone(`${publishedIds.length} question pages`);
  // An id under another role's slug is no page.
  const [first, second] = questionRoles;
  expect((await request.get(`/questions/${second!.slug}/${first!.questions[0]!.id}`)).status()).toBe(404);
});

test('every question page: a guide of at least 250 words of its own, all nine sections, and no guide sentence on any other page', async ({ request }) => {
  test.setTimeout(120_000);
  const owners = new Map<string, string>();
  for (const role of questionRoles) {
    for (const question of role.questions) for (const sentence of guideSentences(question.guide)) owners.set(sentence, questionPageHref(role, question));
  }
  expect(owners.size, 'guide sentences').toBeGreaterThan(140 * 15);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname.replace(/(.)\/$/, '$1'));
  const elsewhere: string[] = [];
  const thin: string[] = [];
  const missing: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    // A role page's print kit (components/RoleKit) carries each question's time plan on purpose: it is shown only on
    // paper and left out of the site search, so it is left out here too.
    for (const sentence of splitSentences(mainText(html, [{ tag: 'section', attr: 'id', value: rolePage.kit.id }]))) {
      const owner = owners.get(sentence);
      if (owner && owner !== path) elsewhere.push(`${path} repeats "${sentence}" of ${owner}`);
    }
    const question = questionById(path.split('/').at(-1)!);
    if (!question || path.split('/').length !== 4) continue;
    // Own text: <main> without the breadcrumb and the related questions.
    const own = mainText(html, [
      { tag: 'nav', attr: 'aria-label', value: libraryHub.breadcrumbLabel },
      { tag: 'section', attr: 'id', value: 'related' },
    ]);
    if (wordCount(own) < 250) thin.push(`${path}: ${wordCount(own)} words`);
    const lines = new Set(own.split('\n'));
    for (const { heading } of questionPage.guideHeadings) if (!lines.has(heading)) missing.push(`${path}: ${heading}`);
    // The check is not vacuous: the page carries every sentence of its own guide.
    const shown = new Set(splitSentences(own));
    for (const sentence of guideSentences(question.guide)) if (!shown.has(sentence)) missing.push(`${path}: "${sentence}"`);
  }
  expect(elsewhere, 'guide sentences on another page').toEqual([]);
  expect(thin, 'question pages under 250 words of their own').toEqual([]);
  expect(missing, 'guide sections and sentences missing from their own page').toEqual([]);
});

test('every question page: its rubric, a weaker answer and why, a route without the experience, the follow-up answered in advance, and how it is recorded, linked to the rules', async ({ request }) => {
  test.setTimeout(120_000);
  const list = new Checklist();
  const all = questionRoles.flatMap((role) => role.questions.map((question) => ({ role, question })));
  await eachInPool(all, async ({ role, question }) => {
    const path = questionPageHref(role, question);
    const html = await (await request.get(path)).text();
    const lines = new Set(mainText(html).split('\n'));
    const has = (line: string, what: string) => list.that(lines.has(line), `${path}: ${what}: "${line}"`);
    const competency = competencyById(question.competency);
    // The rubric of its competency, every level with what it sounds like, highest first.
    has(questionPage.rubric.heading, 'rubric heading');
    has(questionPage.rubric.lead(competency), 'rubric lead');
    const rubric = rubricFor(question.competency);
    const shown = mainText(html);
    let from = shown.indexOf(questionPage.rubric.heading);
    for (const level of rubricLevels) {
      has(questionPage.rubric.level(level.label, level.score), `level ${level.score}`);
      has(rubric[level.score], `level ${level.score} text`);
      const at = shown.indexOf(rubric[level.score], from);
      list.that(at > from, `${path}: level ${level.score} after the one above it`);
      from = at;
    }
    // The weaker answer and why it scores lower; the route without the experience; the follow-up's frame.
    for (const key of ['weaker', 'noExperience', 'followUp'] as const) {
      for (const sentence of splitSentences(question.guide[key].text)) list.that(splitSentences(shown).includes(sentence), `${path}: ${key}: "${sentence}"`);
    }
    has(questionPage.followUpLead, 'the follow-up says nobody asks it on the recording');
    has(questionPage.followUpSentence, 'the sentence to say');
    has(questionPage.figuresNote, 'never invent a figure');
    // How it is recorded, with its own times, and the link to the rules.
    has(questionPage.format.heading, 'format heading');
    has(questionPage.format.text(question), 'format text');
    list.that(html.includes(`href="${questionPage.format.link.href}"`), `${path}: links ${questionPage.format.link.href}`);
  });
  list.expectNone(`${all.length} question pages`);
});

test('/one-way-interviews states the rules once: think time, the timer, retakes, a dropped connection, who watches; in the sitemap; /practice links it', async ({ request }) => {
  const path = routes.oneWayInterviews.path;
  const html = await (await request.get(path)).text();
  const lines = new Set(mainText(html).split('\n'));
  expect(lines.has(oneWayInterviewsPage.title)).toBe(true);
  for (const section of oneWayInterviewsPage.sections) {
    expect(lines.has(section.heading), section.heading).toBe(true);
    expect(html, section.id).toContain(`id="${section.id}"`);
  }
  // Each question page links to the rules; the rules link back to the library and to /practice.
  expect(html).toContain(`href="${routes.questions.path}"`);
  expect(html).toContain(`href="${routes.practice.path}"`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${config.siteUrl}${path}</loc>`);
  const practice = await (await request.get(routes.practice.path)).text();
  expect(practice).toContain(`href="${path}"`);
  expect(mainText(practice).split('\n')).toContain(`${practiceExpectations.lead} ${practiceExpectations.rulesLink.label}.`);
});

test('related questions: previous and next in the role, then more of the role, then the competency in other roles', () => {
  // Every question's relations checked, every broken rule listed at once (one assertion, not 2,800: each of
  // Playwright's costs a few milliseconds of bookkeeping).
  const problems: string[] = [];
  const check = (ok: boolean, question: { id: string }, rule: string) => {
    if (!ok) problems.push(`${question.id}: ${rule}`);
  };
  for (const role of questionRoles) {
    role.questions.forEach((question, index) => {
      const { previous, next } = neighbourQuestions(question);
      check(previous?.question === role.questions[index - 1], question, 'previous is the role’s question before it');
      check(next?.question === role.questions[index + 1], question, 'next is the role’s question after it');
      const { sameRole, sameCompetency } = relatedQuestions(question);
      const shown = [question, previous?.question, next?.question, ...sameRole.map((entry) => entry.question)].filter(Boolean).map((entry) => entry!.id);
      // Nothing twice, and nothing the pager already links to.
      check(new Set(shown).size === shown.length, question, 'nothing shown twice');
      check(sameRole.length === Math.min(relatedCount.sameRole, role.questions.length - shown.length + sameRole.length), question, 'as many of the role as it has, up to the count');
      check(
        sameRole.every((entry) => entry.role === role),
        question,
        'more of the role are of its role',
      );
      // Then the same competency, from other roles, one per role, each with its role.
      check(sameCompetency.length >= 2 && sameCompetency.length <= relatedCount.sameCompetency, question, `2 to ${relatedCount.sameCompetency} of the competency`);
      check(new Set(sameCompetency.map((entry) => entry.role.slug)).size === sameCompetency.length, question, 'one of the competency per role');
      for (const entry of sameCompetency) {
        check(entry.question.competency === question.competency, question, `${entry.question.id} has its competency`);
        check(entry.role.slug !== role.slug, question, `${entry.question.id} is of another role`);
        check(roleOfQuestion(entry.question.id) === entry.role, question, `${entry.question.id} comes with its own role`);
      }
    });
  }
  expect(problems).toEqual([]);
  // The first of a role has no previous, the last no next.
  const role = questionRoles[0]!;
  expect(neighbourQuestions(role.questions[0]!).previous).toBeUndefined();
  expect(neighbourQuestions(role.questions.at(-1)!).next).toBeUndefined();
});

test('a question page: breadcrumb, the question, the guide’s seven sections, times, practice, related questions and the way back', async ({ sharedPage: page, baseURL }) => {
  const role = questionRoles[0]!;
  const question = role.questions[0]!;
  await page.goto(questionPageHref(role, question));
  const trail = page.getByRole('navigation', { name: libraryHub.breadcrumbLabel });
  await expect(trail.getByRole('listitem')).toHaveText(questionCrumbs(role, question).map((crumb) => crumb.label));
  await expect(trail.getByRole('link', { name: role.name, exact: true })).toHaveAttribute('href', roleHref(role));
  await expect(trail.locator('[aria-current="page"]')).toHaveText(questionCrumbs(role, question).at(-1)!.label);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.text);
  // The guide's sections in order, each a region named by its heading, holding its file's text.
  await expect(page.locator('main h2').filter({ hasText: new RegExp(questionPage.guideHeadings.map((entry) => `^${entry.heading}$`).join('|')) })).toHaveText(
    questionPage.guideHeadings.map((entry) => entry.heading),
  );
  for (const { key, heading } of questionPage.guideHeadings) {
    // The section's first block as text (a list: its first item), as the page shows it.
    const first = question.guide[key].nodes[0]!;
    const opening = toString(first.type === 'list' ? first.children[0]! : first).slice(0, 50);
    await expect(page.getByRole('region', { name: heading, exact: true })).toContainText(opening);
  }
  const strong = page.getByRole('region', { name: questionPage.guideHeadings[1].heading, exact: true });
  await expect(strong.getByRole('listitem')).toHaveCount(question.guide.strong.nodes.filter((node) => node.type === 'list').flatMap((node) => (node.type === 'list' ? node.children : [])).length);
  const example = page.getByRole('region', { name: questionPage.guideHeadings[3].heading, exact: true });
  await expect(example.locator('blockquote, p').first()).toBeVisible();
  await expect(example).toContainText(questionPage.exampleNote(question));
  const fact = (label: string) => page.locator('main dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(fact(rolePage.thinkLabel)).toHaveText(formatDuration(question.thinkSeconds));
  await expect(fact(rolePage.answerLabel)).toHaveText(formatDuration(question.answerSeconds));
  await expect(fact(rolePage.competencyLabel)).toHaveText(competencyById(question.competency).label);

  const related = page.getByRole('region', { name: questionPage.relatedHeading });
  // In order: the pager (the first question has a next one only), more of the role, the competency elsewhere.
  const { next } = neighbourQuestions(question);
  const pager = related.getByRole('navigation', { name: questionPage.pagerLabel });
  await expect(pager.getByRole('link')).toHaveCount(1);
  await expect(pager.getByRole('link')).toHaveAttribute('href', questionPageHref(role, next!.question));
  await expect(pager.getByRole('link')).toContainText(`${questionPage.next}${next!.question.text}`);
  const { sameRole, sameCompetency } = relatedQuestions(question);
  await expect(related.getByRole('heading', { level: 3 })).toHaveText([questionPage.moreFromRole(role), questionPage.sameCompetency(competencyById(question.competency))]);
  const items = related.getByRole('listitem');
  await expect(items).toHaveCount(sameRole.length + sameCompetency.length);
  for (const [index, entry] of [...sameRole, ...sameCompetency].entries()) {
    await expect(items.nth(index).getByRole('link', { name: entry.question.text, exact: true })).toHaveAttribute('href', questionPageHref(entry.role, entry.question));
    // Each card says which role it is from.
    await expect(items.nth(index)).toContainText(questionPage.relatedRole(entry.role));
  }
  // Section headings stay below the h1 in size and weight.
  const size = async (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((element) => ({ size: parseFloat(getComputedStyle(element).fontSize), weight: Number(getComputedStyle(element).fontWeight) }));
  const h1 = await size(page.getByRole('heading', { level: 1 }));
  for (const heading of [related.getByRole('heading', { level: 2 }), page.getByRole('heading', { level: 2, name: questionPage.guideHeadings[0].heading })]) {
    const h2 = await size(heading);
    expect(h2.size).toBeLessThan(h1.size);
    expect(h2.weight).toBeLessThan(h1.weight);
  }
  await expect(page.getByRole('link', { name: questionPage.backToRole(role), exact: true })).toHaveAttribute('href', roleHref(role));

  // Practise: /practice?q=<id>, which opens with this question.
  const practise = page.getByRole('link', { name: questionPage.practise, exact: true });
  await expect(practise).toHaveAttribute('href', practiceHref(question));
  await practise.click();
  await expect(page).toHaveURL(`${baseURL}${practiceHref(question)}`);
  await expect(page.getByRole('figure').getByText(question.text, { exact: true })).toBeVisible();
});

test('the longest questions lay out well: no crumb clipped, each at least 24 px tall, one link back on a phone, the guide in its first screen', async ({ sharedPage: page }) => {
  const longest = questionRoles
    .flatMap((role) => role.questions.map((question) => ({ role, question })))
    .sort((a, b) => b.question.text.length - a.question.text.length)
    .slice(0, 3);
  for (const [width, height] of [[375, 812], [768, 1024], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    for (const { role, question } of longest) {
      await page.goto(questionPageHref(role, question));
      const trail = page.getByRole('navigation', { name: libraryHub.breadcrumbLabel }).getByRole('listitem');
      // Every crumb shown is whole (WCAG 2.2's 24 px target size for the links among them).
      const shown = await trail.evaluateAll((items) =>
        items
          .filter((item) => item.getClientRects().length > 0)
          .map((item) => ({ text: item.textContent, whole: item.scrollWidth <= item.clientWidth, height: item.getBoundingClientRect().height })),
      );
      for (const crumb of shown) {
        expect(crumb.whole, `${question.id} at ${width}: "${crumb.text}" clipped`).toBe(true);
        expect(crumb.height, `${question.id} at ${width}: "${crumb.text}" height`).toBeGreaterThanOrEqual(24);
      }
      if (width === 375) {
        // On a phone the trail is one link back to the role.
        expect(shown.map((crumb) => crumb.text)).toEqual([role.name]);
        await expect(trail.getByRole('link', { name: role.name, exact: true })).toHaveAttribute('href', roleHref(role));
        const firstHeading = page.getByRole('heading', { level: 2, name: questionPage.guideHeadings[0].heading });
        const bottom = await firstHeading.evaluate((element) => element.getBoundingClientRect().bottom);
        expect(bottom, `${question.id}: the guide's first heading in the first screen`).toBeLessThanOrEqual(height);
      } else {
        // Wider, the whole trail, ending in the page's own short name.
        expect(shown.map((crumb) => crumb.text)).toEqual(questionCrumbs(role, question).map((crumb) => crumb.label));
        await expect(trail.last()).toHaveText(questionCrumbLabel(question));
      }
    }
  }
});

test('from a role page’s card to its question page, by client navigation', async ({ sharedPage: page }) => {
  const role = questionRoles[0]!;
  const question = role.questions[1]!;
  await page.goto(routes[questionRoleKey(role.slug)]!.path);
  await page.getByRole('article').nth(1).getByRole('link', { name: question.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${questionPageHref(role, question)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.text);
  await expect(page).toHaveTitle(questionPageCopy.title(question));
});
