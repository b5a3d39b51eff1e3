import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { questionRoles } from '../content/questions';
import { exampleAnswerMaxWords, GuideFileError, guideSections, parseGuideFile } from '../content/questions/guide-file';
import { guideSentences, splitSentences } from '../testing/guide-sentences';

/**
 * The question guides as an editor keeps them (docs/adding-a-question.md): one Markdown file per question, checked at
 * build. These tests hold the library's promises: every guide whole and in its own words, and every broken file
 * stopped with its file and field named.
 */
const questions = questionRoles.flatMap((role) => role.questions.map((question) => ({ role, question })));
const file = 'content/questions/guides/job-candidate/job-candidate-introduce-yourself.md';
const model = readFileSync(file, 'utf8');
const parse = (source: string) => parseGuideFile(source, file, 'job-candidate');

test('140 guides, each with every section, written to the candidate', () => {
  expect(questions).toHaveLength(140);
  for (const { question } of questions) {
    for (const { key } of guideSections) expect(question.guide[key].text.length, `${question.id}: ${key}`).toBeGreaterThan(0);
    // Written to "you": every guide addresses the candidate.
    expect(Object.values(question.guide).map((section) => section.text).join(' '), question.id).toMatch(/\byou(r)?\b/i);
  }
});

test('no sentence of a guide appears in another guide, and no role-page line is a sentence of a guide', () => {
  const owner = new Map<string, string>();
  const repeated: string[] = [];
  for (const { question } of questions) {
    for (const sentence of new Set(guideSentences(question.guide))) {
      const other = owner.get(sentence);
      if (other) repeated.push(`"${sentence}" in ${other} and ${question.id}`);
      owner.set(sentence, question.id);
    }
  }
  expect(repeated).toEqual([]);
  // The role page shows each question's one-line `why`: it must not repeat a sentence of any guide.
  const lines = questions.flatMap(({ question }) => splitSentences(question.why).filter((sentence) => owner.has(sentence)).map((sentence) => `${question.id}: "${sentence}"`));
  expect(lines).toEqual([]);
});

test('every example answer can be spoken within its answer length at 150 words a minute', () => {
  const over = questions.filter(({ question }) => question.exampleWords > exampleAnswerMaxWords(question.answerSeconds)).map(({ question }) => question.id);
  expect(over).toEqual([]);
  // The limit itself: 60 s → 150 words, 90 s → 225.
  expect([exampleAnswerMaxWords(60), exampleAnswerMaxWords(90), exampleAnswerMaxWords(45)]).toEqual([150, 225, 112]);
});

test('titles for search results: at most 60 characters, never cut, unique; descriptions 110–160 characters, unique', () => {
  const titles = questions.map(({ question }) => question.title);
  expect(titles.filter((title) => title.length > 60 || /(…|\.\.\.)$/.test(title))).toEqual([]);
  expect(new Set(titles).size).toBe(titles.length);
  const descriptions = questions.map(({ question }) => question.description);
  expect(descriptions.filter((text) => text.length < 110 || text.length > 160)).toEqual([]);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});

test('the model guide parses; a file missing a field stops with the file and the field named', () => {
  expect(parse(model).frontmatter.id).toBe('job-candidate-introduce-yourself');
  for (const field of ['title', 'description', 'competency', 'answerSeconds', 'summary']) {
    const broken = model.replace(new RegExp(`^${field}: .*\\n`, 'm'), '');
    expect(broken, field).not.toBe(model);
    expect(() => parse(broken), field).toThrow(new GuideFileError(file, field, 'missing'));
  }
  expect(() => parse(model.replace(/^competency: .*$/m, 'competency: charm'))).toThrow(`${file}: competency:`);
  expect(() => parse(model.replace(/^title: .*$/m, `title: ${'A'.repeat(61)}`))).toThrow(`${file}: title:`);
  expect(() => parse(model.replace(/^title: .*$/m, 'title: Introduce Yourself – Job Candidate Interview…'))).toThrow(`${file}: title: must not end in an ellipsis`);
  expect(() => parse(model.replace(/^description: .*$/m, 'description: Too short.'))).toThrow(`${file}: description: must be at least 110 characters`);
  expect(() => parse(model.replace(/^---\n/, ''))).toThrow(`${file}: frontmatter:`);
});

test('a body that breaks the format stops the build: a missing section, steps that do not add up, an example too long to say', () => {
  expect(() => parse(model.replace(/## On camera[\s\S]*$/, ''))).toThrow(`${file}: camera: missing: the ## On camera section`);
  expect(() => parse(model.replace('## Mistakes to avoid', '## Pitfalls'))).toThrow(`${file}: mistakes: expected the heading "## Mistakes to avoid"`);
  expect(() => parse(model.replace('**Last 30 seconds:**', '**Last 20 seconds:**'))).toThrow(`${file}: structure: the steps add up to 80 seconds; the answer length is 90`);
  expect(() => parse(model.replace('**First 15 seconds:**', '**Opening:**'))).toThrow(`${file}: structure: step 1 must start with a bold time`);
  const padded = model.replace('> Hi, I\'m Dana Okafor.', `> ${'word '.repeat(120)}Hi, I'm Dana Okafor.`);
  expect(() => parse(padded)).toThrow(/example: 2\d\d words cannot be spoken in 90 seconds at 150 words a minute \(at most 225\)/);
  expect(() => parse(model.replace('**What would your current manager say is the one thing you should get better at?**', 'A question without bold.'))).toThrow(`${file}: followUp:`);
  expect(() => parse(model.replace('## Why employers ask it\n', '## Why employers ask it\n\n<script>alert(1)</script>\n'))).toThrow(`${file}: body: raw HTML is not allowed`);
  expect(() => parse(model.replace(/^role: .*$/m, 'role: coach'))).toThrow(`${file}: role:`);
});
