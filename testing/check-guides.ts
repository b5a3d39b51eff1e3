/**
 * Checks every guide file the way the build does, and reports all problems at once rather than the first:
 * `npx tsx testing/check-guides.ts [role…]`. Also lists sentences that appear in more than one guide, and sameness by
 * shape (testing/guide-variety.ts): shared openings, overused phrases, names used twice, sound-alike names, another
 * market's words or spellings. With roles named, it reports only the problems that involve their guides.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exampleAnswerMaxWords, parseGuideFile, type QuestionGuideFile } from '../content/questions/guide-file';
import { guidesFolder } from '../content/questions/guide-library';
import { guideSentences } from './guide-sentences';
import { guideVarietyProblems } from './guide-variety';

const root = path.join(process.cwd(), guidesFolder);
const only = process.argv.slice(2);
const guides: QuestionGuideFile[] = [];
let failures = 0;
for (const role of readdirSync(root).sort()) {
  for (const name of readdirSync(path.join(root, role)).filter((n) => n.endsWith('.md')).sort()) {
    const file = `${guidesFolder}/${role}/${name}`;
    try {
      guides.push(parseGuideFile(readFileSync(path.join(root, role, name), 'utf8'), file, role));
    } catch (error) {
      if (!only.length || only.includes(role)) {
        failures += 1;
        console.log(`✗ ${(error as Error).message}`);
      }
    }
  }
}
const seen = new Map<string, string>();
let duplicates = 0;
for (const guide of guides) {
  const { frontmatter: fm } = guide;
  const sentences = guideSentences(guide.sections);
  if (!only.length || only.includes(fm.role)) {
    const own = Object.values(guide.sections).reduce((sum, s) => sum + s.text.split(/\s+/).filter(Boolean).length, 0);
    console.log(`✓ ${fm.id}: guide ${own} words, example ${guide.exampleWords}/${exampleAnswerMaxWords(fm.answerSeconds)}, weaker ${guide.weakerWords}, title ${fm.title.length} ch, description ${fm.description.length} ch`);
  }
  for (const sentence of [...sentences, fm.summary.toLowerCase()]) {
    const other = seen.get(sentence);
    if (other && other !== fm.id) {
      duplicates += 1;
      console.log(`✗ repeated sentence in ${fm.id} and ${other}: "${sentence}"`);
    } else seen.set(sentence, fm.id);
  }
}
const involves = (problem: string) => !only.length || only.some((role) => problem.includes(`${role}-`));
const sameness = guideVarietyProblems(guides.map((guide) => ({ id: guide.frontmatter.id, sections: guide.sections }))).filter(involves);
for (const problem of sameness) console.log(`✗ ${problem}`);
console.log(`${guides.length} guides parsed, ${failures} failing, ${duplicates} repeated sentences, ${sameness.length} sameness problems`);
process.exitCode = failures || duplicates || sameness.length ? 1 : 0;
