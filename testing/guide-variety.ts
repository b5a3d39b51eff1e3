import { toString } from 'mdast-util-to-string';
import type { GuideSection, GuideSectionKey } from '../content/questions/guide-file';
import { exampleNames, soundAlikes } from './example-names';
import { normaliseSentence, splitSentences } from './guide-sentences';

/**
 * Sameness by shape, across the whole library: what the exact-sentence check misses. Each rule returns its
 * problems, one line per guide, naming the guide(s) and the words; `testing/check-guides.ts` prints them and
 * tests/question-guides.test.ts fails on any. docs/adding-a-question.md says each rule to the editor.
 */

export interface GuideForVariety {
  id: string;
  sections: Record<GuideSectionKey, GuideSection>;
}

/** How many guides may share an opening of three words in one section type, or at the start of any sentence. */
export const maxSharedSectionOpening = 4;
export const maxSharedSentenceOpening = 8;

/** Lower-case words of a text, apostrophes kept, stage directions and punctuation dropped. */
const words = (text: string) =>
  normaliseSentence(text.replace(/\[[^\]\n]*\]/g, ' '))
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

export const openingWords = (text: string, count = 3) => words(text).slice(0, count).join(' ');

/** The spoken text of a guide: the example answer and the weaker answer (the blockquote that opens its section). */
export function spokenAnswers(guide: GuideForVariety): { strong: string; weaker: string } {
  const first = guide.sections.weaker.nodes[0];
  return { strong: guide.sections.example.text, weaker: first ? toString(first) : '' };
}

/** The explanation after the weaker answer, and the follow-up's last part (where it may come back). */
function sectionParts(guide: GuideForVariety): Record<string, string> {
  const text = (nodes: GuideSection['nodes']) => nodes.map((node) => toString(node)).join('\n');
  const { sections } = guide;
  return {
    why: sections.why.text,
    strong: sections.strong.text,
    structure: sections.structure.text,
    'weaker (why it scores lower)': text(sections.weaker.nodes.slice(1)),
    noExperience: sections.noExperience.text,
    mistakes: sections.mistakes.text,
    'followUp (sentence)': text(sections.followUp.nodes.slice(1, 2)),
    'followUp (where it comes back)': text(sections.followUp.nodes.slice(2)),
    camera: sections.camera.text,
  };
}

/** Groups ids by a key and reports the keys held by more than `max` guides. */
function shared(entries: readonly { id: string; key: string }[], max: number, describe: (key: string, ids: string[]) => string): string[] {
  const byKey = new Map<string, Set<string>>();
  for (const { id, key } of entries) {
    if (!key) continue;
    byKey.set(key, (byKey.get(key) ?? new Set()).add(id));
  }
  return [...byKey].filter(([, ids]) => ids.size > max).map(([key, ids]) => describe(key, [...ids].sort()));
}

/** Every guide a problem involves, named: `check-guides.ts <role>` finds its own by id. */
const list = (ids: string[]) => ids.join(', ');

/** No two example answers open with the same three words; nor do two weaker answers. */
export function repeatedAnswerOpenings(guides: readonly GuideForVariety[]): string[] {
  return (['strong', 'weaker'] as const).flatMap((kind) =>
    shared(
      guides.map((guide) => ({ id: guide.id, key: openingWords(spokenAnswers(guide)[kind]) })),
      1,
      (key, ids) => `${kind === 'strong' ? 'example answers' : 'weaker answers'} of ${list(ids)} all open "${key}…"`,
    ),
  );
}

/** A section type opens with the same three words in at most a handful of guides. */
export function repeatedSectionOpenings(guides: readonly GuideForVariety[]): string[] {
  const parts = guides.map((guide) => ({ id: guide.id, parts: sectionParts(guide) }));
  return Object.keys(parts[0]?.parts ?? {}).flatMap((part) =>
    shared(
      parts.map(({ id, parts: of }) => ({ id, key: openingWords(of[part]!) })),
      maxSharedSectionOpening,
      (key, ids) => `${part} opens "${key}…" in ${ids.length} guides (at most ${maxSharedSectionOpening}): ${list(ids)}`,
    ),
  );
}

/** A time plan's step opens with its time, as the format requires ("First 15 seconds:"): its words start after it. */
const stepTime = /^(?:first|next|then|last|finally) \d+ seconds:\s*/;

/** No three words open sentences in more than a few guides: a tic such as "The reviewer wants…". */
export function repeatedSentenceOpenings(guides: readonly GuideForVariety[]): string[] {
  const entries = guides.flatMap((guide) =>
    Object.values(guide.sections).flatMap((section) =>
      splitSentences(section.text).map((sentence) => ({ id: guide.id, key: openingWords(sentence.replace(stepTime, '')) })),
    ),
  );
  return shared(entries, maxSharedSentenceOpening, (key, ids) => `sentences open "${key}…" in ${ids.length} guides (at most ${maxSharedSentenceOpening}): ${list(ids)}`);
}

/** Words and phrases that turn into a tic when every guide uses them, with how many guides may. */
export const watchedPhrases: readonly { pattern: RegExp; where: 'answers' | 'guide'; max: number }[] = [
  { pattern: /\bhonestly\b/i, where: 'answers', max: 3 },
  { pattern: /\bto be honest\b/i, where: 'answers', max: 2 },
  { pattern: /\bstack of books\b/i, where: 'guide', max: 1 },
  { pattern: /\bthe reviewer wants\b/i, where: 'guide', max: 4 },
  { pattern: /(?:^|[.!?]\s+)say you\b/im, where: 'guide', max: 4 },
  { pattern: /\bgo the extra mile\b/i, where: 'answers', max: 1 },
];

export function overusedPhrases(guides: readonly GuideForVariety[]): string[] {
  return watchedPhrases.flatMap(({ pattern, where, max }) => {
    const ids = guides
      .filter((guide) => {
        const { strong, weaker } = spokenAnswers(guide);
        const text = where === 'answers' ? `${strong}\n${weaker}` : Object.values(guide.sections).map((s) => s.text).join('\n');
        return pattern.test(text);
      })
      .map((guide) => guide.id);
    return ids.length > max ? [`"${pattern.source}" in the ${where} of ${ids.length} guides (at most ${max}): ${list(ids)}`] : [];
  });
}

const nameInText = (name: string, text: string) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(text);

/**
 * Names in the spoken answers: each name of the pool (testing/example-names.ts) in one guide only, every speaker
 * who introduces themself named from the pool, and no two names of a sound-alike pair in one guide.
 */
export function nameProblems(guides: readonly GuideForVariety[]): string[] {
  const problems: string[] = [];
  const users = new Map<string, string[]>();
  for (const guide of guides) {
    const { strong, weaker } = spokenAnswers(guide);
    const spoken = `${strong}\n${weaker}`;
    for (const name of exampleNames) if (nameInText(name, spoken)) users.set(name, [...(users.get(name) ?? []), guide.id]);
    for (const match of spoken.matchAll(/\b(?:I'm|I’m|my name is|my name's|my name’s|this is)\s+([A-Z][\p{L}'’-]+)/gu)) {
      const name = match[1]!;
      if (!exampleNames.includes(name)) problems.push(`${guide.id}: the speaker's name "${name}" is not in testing/example-names.ts: add it there, or pick one from it`);
    }
    for (const pair of soundAlikes) {
      const found = pair.filter((word) => nameInText(word, spoken));
      if (found.length > 1) problems.push(`${guide.id}: "${found.join('" and "')}" sound the same when spoken: use one, or names that sound different`);
    }
  }
  for (const [name, ids] of users) if (ids.length > 1) problems.push(`the name "${name}" is used in ${ids.length} guides: ${list(ids)}`);
  return problems;
}

/** The library's market is the United States: its money, schools, emergency number and words. */
export const otherMarketTerms: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /£|\bpounds? (?:an?|per) /i, instead: 'dollars ($)' },
  { pattern: /\bGCSEs?\b|\bA-levels?\b|\bsixth form\b|\bYear (?:[7-9]|1[0-3])\b/, instead: 'US school terms (high school, junior year, AP)' },
  { pattern: /\bprimary school\b|\bsecondary school\b/i, instead: 'elementary, middle or high school' },
  { pattern: /\buni\b|\bfresher/i, instead: 'college' },
  { pattern: /\b999\b|\bA&E\b|\bNHS\b|\bGP\b/, instead: '911, the ER, a doctor' },
  { pattern: /\bcollar number\b|\bpolice constable\b/i, instead: 'badge number, police officer' },
  { pattern: /\bmaths\b|\bmum\b|\bpostcode\b|\bfortnight\b|\brota\b|\bpetrol\b|\bcar park\b|\bhigh street\b|\bthe till\b|\bpence\b/i, instead: 'US words (math, mom, ZIP code, two weeks, schedule, gas, parking lot, main street, the register, cents)' },
  { pattern: /\bCVs?\b/, instead: 'résumé' },
];

/** The site's spelling is British throughout (as "customised" in the product's own description); these are not. */
export const otherSpellings =
  /\b(?:colors?|colored|coloring|center(?:s|ed)?|organiz\w*|behaviors?|favorites?|apologiz\w*|realiz\w*|recogniz\w*|analyz\w*|customiz\w*|prioritiz\w*|summariz\w*|emphasiz\w*|specializ\w*|catalogs?|travel(?:ed|ing)|cancel(?:ed|ing)|judgment|practic(?:ed|ing))\b/i;

/** Market words and spellings of another variety in any text: `[found, what to write instead]`. */
export function varietyProblems(text: string): string[] {
  const problems = otherMarketTerms.flatMap(({ pattern, instead }) => {
    const found = pattern.exec(text);
    return found ? [`"${found[0].trim()}": write ${instead}`] : [];
  });
  const spelling = otherSpellings.exec(text);
  if (spelling) problems.push(`"${spelling[0]}": the site's spelling is British`);
  return problems;
}

/** Every rule above over the library, plus each guide's own market and spelling. */
export function guideVarietyProblems(guides: readonly GuideForVariety[]): string[] {
  return [
    ...repeatedAnswerOpenings(guides),
    ...repeatedSectionOpenings(guides),
    ...repeatedSentenceOpenings(guides),
    ...overusedPhrases(guides),
    ...nameProblems(guides),
    ...guides.flatMap((guide) => varietyProblems(Object.values(guide.sections).map((s) => s.text).join('\n')).map((problem) => `${guide.id}: ${problem}`)),
  ];
}
