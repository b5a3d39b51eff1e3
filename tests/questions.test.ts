import { expect, test } from '@playwright/test';
import { publishedQuestionIds } from '../testing/published-question-ids';
import { questionById, questionRoles, roleOfQuestion } from '../content/questions';
import { questionPageKey, routeEntries, routes } from '../content/routes';
import { competencies } from '../content/questions/competencies';
import { formatDuration } from '../lib/duration';
import { competencyPage, practiceHref, questionCrumbLabel, roleGroups, roleHighlights, signupWithTemplate } from '../content/questions/library';
import { roleGroupProfiles } from '../content/questions/groups';
import { gridColumns } from '../components/CardGrid/CardGrid';
import { config } from '../lib/config';
import { guideTitleMaxLength } from '../content/questions/guide-file';
import { findPracticeQuestion, parseQuestionId } from '../lib/practice/library-question';
import { questionIdMaxLength, questionIdPattern, questionLimits } from '../lib/practice/question-link';

const allQuestions = questionRoles.flatMap((role) => role.questions.map((question) => ({ role, question })));

/** Every id ever published, one a line: /practice?q= links and search results point at them, so none may go. */
const publishedIds = publishedQuestionIds;

test('the library holds the fourteen roles in their order, each slug unique and URL-safe', () => {
  expect(questionRoles.map((role) => role.slug)).toEqual([
    'job-candidate',
    'retail-sales-associate',
    'customer-support-specialist',
    'campus-marketing-intern',
    'freelance-product-designer',
    'community-volunteer',
    'crew-member',
    'actor-performer',
    'coach',
    'online-tutor',
    'content-creator',
    'brand-ambassador',
    'campus-job',
    'front-desk-receptionist',
  ]);
  for (const role of questionRoles) {
    expect(role.slug).toMatch(questionIdPattern);
    expect(role.name.trim(), role.slug).not.toBe('');
    expect(role.summary.length, `${role.slug}: the summary is its meta description`).toBeLessThanOrEqual(155);
    expect(roleGroupProfiles.map((group) => group.id), role.slug).toContain(role.group);
  }
});

test('every role has 8 to 12 questions', () => {
  for (const role of questionRoles) {
    expect(role.questions.length, role.slug).toBeGreaterThanOrEqual(8);
    expect(role.questions.length, role.slug).toBeLessThanOrEqual(12);
  }
});

test('question ids are unique across the library, well-formed and start with their role’s slug', () => {
  const ids = allQuestions.map(({ question }) => question.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { role, question } of allQuestions) {
    expect(question.id).toMatch(questionIdPattern);
    expect(question.id.length, question.id).toBeLessThanOrEqual(questionIdMaxLength);
    expect(question.id.startsWith(`${role.slug}-`), question.id).toBe(true);
    expect(questionById(question.id)).toBe(question);
    expect(roleOfQuestion(question.id)).toBe(role);
  }
  expect(questionById('no-such-question')).toBeUndefined();
});

test('every question stays within the product’s limits and has its copy', () => {
  const competencyIds = competencies.map((competency) => competency.id);
  for (const { question } of allQuestions) {
    expect(Number.isInteger(question.thinkSeconds), question.id).toBe(true);
    expect(Number.isInteger(question.answerSeconds), question.id).toBe(true);
    expect(question.thinkSeconds, question.id).toBeGreaterThanOrEqual(questionLimits.think.min);
    expect(question.thinkSeconds, question.id).toBeLessThanOrEqual(questionLimits.think.max);
    expect(question.answerSeconds, question.id).toBeGreaterThanOrEqual(questionLimits.answer.min);
    expect(question.answerSeconds, question.id).toBeLessThanOrEqual(questionLimits.answer.max);
    expect(competencyIds, question.id).toContain(question.competency);
    expect(question.text.trim(), question.id).not.toBe('');
    expect(question.why.trim(), question.id).not.toBe('');
  }
});

test('no published id was renamed or removed, and every id is published (tests/fixtures/question-ids.txt)', () => {
  const ids = allQuestions.map(({ question }) => question.id);
  const missing = publishedIds.filter((id) => !ids.includes(id));
  expect(missing, 'ids that links already point at: restore them, never rename one').toEqual([]);
  const unlisted = ids.filter((id) => !publishedIds.includes(id));
  expect(unlisted, 'new ids: append them to tests/fixtures/question-ids.txt').toEqual([]);
});

test('the hub’s groups are kinds of job, in their order, and hold every role once', () => {
  const groups = roleGroups();
  expect(groups.map((group) => group.id)).toEqual(roleGroupProfiles.map((group) => group.id));
  // The general questions for any job sit apart from every kind of job, not under a buyer's heading.
  expect(groups[0]!.items.map((item) => item.slug)).toEqual(['job-candidate']);
  expect(groups.flatMap((group) => group.items.map((item) => item.slug)).sort()).toEqual(questionRoles.map((role) => role.slug).sort());
  for (const competency of competencies) {
    const filtered = roleGroups(competency.id).flatMap((group) => group.items.flatMap((item) => item.questions));
    expect(filtered.every((question) => question.competency === competency.id)).toBe(true);
    expect(filtered).toHaveLength(allQuestions.filter(({ question }) => question.competency === competency.id).length);
  }
});

test('each role’s hub card names questions of its own, and no two cards say the same', () => {
  const lines = roleGroups().flatMap((group) => group.items.map((item) => item.highlights.join(' | ')));
  expect(new Set(lines).size).toBe(questionRoles.length);
  for (const role of questionRoles) {
    const names = roleHighlights(role);
    expect(names, role.slug).toHaveLength(3);
    // Never the introduction every role opens with.
    expect(names, role.slug).not.toContain(questionCrumbLabel(role.questions[0]!));
  }
});

test('a card grid’s columns divide its cards where they can, and never leave one alone in a row', () => {
  // count → columns, at most 3
  const three = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((count) => [count, gridColumns(count, 3)]));
  expect(three).toEqual({ 1: 1, 2: 2, 3: 3, 4: 2, 5: 3, 6: 3, 7: 3, 8: 2, 9: 3, 10: 2 });
  expect([4, 8, 3, 5].map((count) => gridColumns(count, 4))).toEqual([4, 4, 3, 3]);
  expect([1, 5].map((count) => gridColumns(count, 1))).toEqual([1, 1]);
});

test('links: practice with the id, the app’s trial sign-up with the role as its template', () => {
  const role = questionRoles[1]!;
  expect(practiceHref(role.questions[0]!)).toBe(`/practice?q=${role.questions[0]!.id}`);
  expect(signupWithTemplate(role)).toBe(`${config.appUrl}/signup?plan=trial&template=${role.slug}`);
});

test('lengths read as people say them, in one form for the question pages and /practice', () => {
  expect([1, 45, 60, 61, 90, 120, 150, 180].map(formatDuration)).toEqual([
    '1 second',
    '45 seconds',
    '1 minute',
    '1 minute 1 second',
    '1 minute 30 seconds',
    '2 minutes',
    '2 minutes 30 seconds',
    '3 minutes',
  ]);
});

test('a competency page counts its questions and roles in words that agree with the number', () => {
  expect(competencyPage.listHeading(1, 1)).toBe('1 Question From 1 Role');
  expect(competencyPage.listHeading(2, 1)).toBe('2 Questions From 1 Role');
  expect(competencyPage.listHeading(15, 14)).toBe('15 Questions From 14 Roles');
});

test('/practice accepts only well-formed ids, and finds only valid questions in the JSON', () => {
  for (const raw of ['', ' ', 'A-b', 'a--b', '-a', 'a-', '../etc', 'a/b', 'a b', 'x'.repeat(questionIdMaxLength + 1), '<script>']) {
    expect(parseQuestionId(raw), JSON.stringify(raw)).toBeNull();
  }
  expect(parseQuestionId('coach-a-1')).toBe('coach-a-1');
  const good = { id: 'coach-a-1', text: 'Why coach?', thinkSeconds: 30, answerSeconds: 90, roleName: 'Coach', guideHref: '/questions/coach/coach-a-1', mockInterviewHref: '/questions/coach/mock-interview?q=coach-a-1' };
  expect(findPracticeQuestion({ questions: [good] }, 'coach-a-1')).toEqual(good);
  expect(findPracticeQuestion({ questions: [good] }, 'coach-a-2')).toBeNull();
  for (const bad of [
    { ...good, answerSeconds: 181 },
    { ...good, answerSeconds: 29 },
    { ...good, thinkSeconds: 10.5 },
    { ...good, text: '  ' },
    { ...good, guideHref: 'https://elsewhere.example/' },
    { ...good, guideHref: 'javascript:alert(1)' },
    { ...good, guideHref: '//elsewhere.example/' },
    { ...good, mockInterviewHref: 'https://elsewhere.example/' },
  ]) {
    expect(findPracticeQuestion({ questions: [bad] }, 'coach-a-1'), JSON.stringify(bad)).toBeNull();
  }
  for (const body of [null, {}, { questions: 'x' }, [], 'text']) expect(findPracticeQuestion(body, 'coach-a-1')).toBeNull();
});

/**
 * The route table's question pages: keys `questions/<role>/<id>` (the competency filters are `questions/competency/<id>`,
 * the mock interviews `questions/<role>/mock-interview`).
 */
const questionPageEntries = () =>
  routeEntries.filter(([key]) => key.split('/').length === 3 && !key.startsWith('questions/competency/') && !key.endsWith('/mock-interview'));

test('every published id has its page in the route table, /questions/<role>/<id>, a text page', () => {
  for (const id of publishedIds) {
    const role = roleOfQuestion(id);
    expect(role, `${id} has no role: its page is gone`).toBeDefined();
    const route = routes[questionPageKey(role!.slug, id)];
    expect(route, `${id} has no route in content/routes.ts`).toBeDefined();
    expect(route!.path).toBe(`/questions/${role!.slug}/${id}`);
    expect(route!.budget).toBe('text');
  }
});

test('the route table has exactly the published question pages', () => {
  const pages = questionPageEntries();
  expect(pages).toHaveLength(140);
  expect(pages.map(([, route]) => route.path.split('/').at(-1)).sort()).toEqual([...publishedIds].sort());
});

test('question pages: titles of at most 60 characters, never cut, and descriptions of 110–160, none shared', () => {
  const pages = questionPageEntries().map(([, route]) => route);
  expect(pages.filter((route) => route.title.length > guideTitleMaxLength || /(…|\.\.\.)$/.test(route.title)).map((route) => route.path)).toEqual([]);
  expect(pages.filter((route) => route.description.length < 110 || route.description.length > 160).map((route) => route.path)).toEqual([]);
  expect(new Set(pages.map((route) => route.title)).size).toBe(pages.length);
  expect(new Set(pages.map((route) => route.description)).size).toBe(pages.length);
});
