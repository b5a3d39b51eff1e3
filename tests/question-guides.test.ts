import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { questionRoles } from '../content/questions';
import { exampleAnswerMaxWords, GuideFileError, guideSections, parseGuideFile } from '../content/questions/guide-file';
import { exampleNames, soundAlikes } from '../testing/example-names';
import { guideSentences, splitSentences } from '../testing/guide-sentences';
import {
  guideVarietyProblems,
  nameProblems,
  overusedPhrases,
  repeatedAnswerOpenings,
  repeatedSectionOpenings,
  repeatedSentenceOpenings,
  varietyProblems,
  type GuideForVariety,
} from '../testing/guide-variety';

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
  // A stage direction in square brackets is shown, not spoken: it does not count towards the length.
  const directed = model.replace('> Hi, I\'m Dana Okafor.', `> [${'looks up from the desk and smiles '.repeat(20)}] Hi, I'm Dana Okafor.`);
  expect(parse(directed).exampleWords).toBe(parse(model).exampleWords);
  expect(() => parse(model.replace('> Hi, so, my name', `> ${'word '.repeat(200)}Hi, so, my name`))).toThrow(/weaker: \d+ words cannot be spoken in 90 seconds/);
  expect(() => parse(model.replace('**What would your current manager say is the one thing you should get better at?**', 'A question without bold.'))).toThrow(`${file}: followUp:`);
  // The follow-up is answered in advance: the sentence to say, then where the question may come back.
  expect(() => parse(model.replace(/^> "My manager would say.*\n\n/m, ''))).toThrow(`${file}: followUp: after the question, the one sentence`);
  expect(() => parse(model.replace('as a later recorded question in the same interview, or at the callback meeting', 'in many interviews'))).toThrow(`${file}: followUp: say where it may come back`);
  // The weaker answer is spoken (a blockquote), then why it scores lower.
  expect(() => parse(model.replace('> Hi, so, my name', 'Hi, so, my name'))).toThrow(`${file}: weaker: must open with the weaker answer`);
  expect(() => parse(model.replace(/^Every sentence here is true[^\n]*\n/m, ''))).toThrow(`${file}: weaker: after the answer, say in paragraphs why it scores lower`);
  expect(() => parse(model.replace('## Without the experience', '## Without experience'))).toThrow(`${file}: noExperience: expected the heading "## Without the experience"`);
  expect(() => parse(model.replace('## Why employers ask it\n', '## Why employers ask it\n\n<script>alert(1)</script>\n'))).toThrow(`${file}: body: raw HTML is not allowed`);
  expect(() => parse(model.replace(/^role: .*$/m, 'role: coach'))).toThrow(`${file}: role:`);
});

const varietyOf = (id: string, source: string): GuideForVariety => ({ id, sections: parse(source).sections });
const library = questions.map(({ question }) => ({ id: question.id, sections: question.guide }));

test('the library varies by shape: openings, phrases, names, market and spelling (testing/guide-variety.ts)', () => {
  expect(guideVarietyProblems(library)).toEqual([]);
  // The pool has each name once.
  expect(new Set(exampleNames).size).toBe(exampleNames.length);
});

test('each sameness rule catches what it names', () => {
  const model2 = varietyOf('job-candidate-copy', model);
  const modelGuide = varietyOf('job-candidate-introduce-yourself', model);
  // Two answers with the same first three words; the same name in two guides.
  expect(repeatedAnswerOpenings([modelGuide, model2])).toEqual([
    'example answers of job-candidate-copy, job-candidate-introduce-yourself all open "hi i\'m dana…"',
    'weaker answers of job-candidate-copy, job-candidate-introduce-yourself all open "hi so my…"',
  ]);
  expect(nameProblems([modelGuide, model2])).toEqual(['the name "Dana" is used in 2 guides: job-candidate-introduce-yourself, job-candidate-copy']);
  // A section type opened alike in five guides, and a sentence opening in nine.
  const five = [1, 2, 3, 4, 5].map((n) => varietyOf(`g${n}`, model));
  expect(repeatedSectionOpenings(five).some((problem) => problem.startsWith('why opens "this is usually…" in 5 guides'))).toBe(true);
  expect(repeatedSectionOpenings(five.slice(0, 4))).toEqual([]);
  const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => varietyOf(`g${n}`, model));
  expect(repeatedSentenceOpenings(nine).some((problem) => problem.startsWith('sentences open "this is usually…" in 9 guides'))).toBe(true);
  // A tic: "The reviewer wants" in five guides.
  const tic = model.replace('They are not looking for your life story.', 'The reviewer wants the short version.');
  expect(overusedPhrases([1, 2, 3, 4, 5].map((n) => varietyOf(`g${n}`, tic)))).toEqual([
    '"\\bthe reviewer wants\\b" in the guide of 5 guides (at most 4): g1, g2, g3, g4, g5',
  ]);
  // Sound-alike names in one answer, and a speaker named from outside the pool.
  const alike = model.replace('trained her replacement', 'trained Emily and Emilie');
  expect(nameProblems([varietyOf('g1', alike)])).toContain('g1: "Emily" and "Emilie" sound the same when spoken: use one, or names that sound different');
  expect(soundAlikes.some((pair) => pair.includes('Emily'))).toBe(true);
  expect(nameProblems([varietyOf('g1', model.replace("Hi, I'm Dana Okafor", "Hi, I'm Brunhilde Okafor"))])).toContain(
    'g1: the speaker\'s name "Brunhilde" is not in testing/example-names.ts: add it there, or pick one from it',
  );
});

test('one market and one spelling: US terms, British spelling, in every guide and every content file', () => {
  expect(varietyProblems('I earned £200 and sat my GCSEs before uni.')).toEqual([
    '"£": write dollars ($)',
    '"GCSEs": write US school terms (high school, junior year, AP)',
    '"uni": write college',
  ]);
  expect(varietyProblems('Call 999 and give your collar number.')).toEqual(['"999": write 911, the ER, a doctor', '"collar number": write badge number, police officer']);
  expect(varietyProblems('I organized the color chart.')).toEqual(['"organized": the site\'s spelling is British']);
  expect(varietyProblems('I organised the colour chart, called 911 and sent my résumé.')).toEqual([]);
  const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((name) => /\.(?:ts|md|mdx)$/.test(name));
  expect(files.length).toBeGreaterThan(150);
  const found = files.flatMap((name) => varietyProblems(readFileSync(`content/${name}`, 'utf8')).map((problem) => `content/${name}: ${problem}`));
  expect(found).toEqual([]);
});

test('each guide’s time plan, strong points and mistakes are read as plain text: the mock interview and the role kit show them', () => {
  const guide = parse(model);
  expect(guide.steps[0]).toEqual({ label: 'First 15 seconds', seconds: 15, text: 'your name and what you do now, in one sentence a stranger would understand.' });
  expect(guide.strongPoints[0]).toBe('A clear line from what you do today to the job you are applying for');
  expect(guide.mistakes).toHaveLength(3);
  for (const { question } of questions) {
    expect(question.steps.reduce((sum, step) => sum + step.seconds, 0), question.id).toBe(question.answerSeconds);
    for (const step of question.steps) {
      expect(step.label, question.id).toMatch(/^(First|Next|Then|Last|Finally) \d+ seconds$/);
      expect(step.text, question.id).toMatch(/^\S.*\S$/);
      expect(step.text, question.id).not.toMatch(/\*\*|\n/);
    }
    for (const line of [...question.strongPoints, ...question.mistakes]) expect(line, question.id).toMatch(/^\S[^\n*]*\S$/);
  }
});
