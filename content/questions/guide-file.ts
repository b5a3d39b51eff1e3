import type { Blockquote, List, Paragraph, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';

/**
 * One question's guide as an editor keeps it: a Markdown file with the question's structured fields in YAML
 * frontmatter and nine `##` sections of prose, in a fixed order. Read at build only (server components, the route
 * table, the sample data): nothing here ships to the browser. Every rule a file breaks stops the build with the
 * file and the field named (docs/adding-a-question.md is the editor's guide).
 */

export const competencyIds = [
  'communication',
  'problem-solving',
  'customer-focus',
  'teamwork',
  'motivation',
  'adaptability',
  'role-skills',
] as const;

/** The longest document title: about what a search result shows before it cuts. */
export const guideTitleMaxLength = 60;
/** A meta description's length: long enough to say something, short enough not to be cut in results. */
export const guideDescriptionLength = { min: 110, max: 160 } as const;
/** Spoken words a minute an example answer may use: the fast end of 130–150, so it can be said within its time. */
export const spokenWordsPerMinute = 150;

/** The most words an example answer may have for an answer length in seconds. */
export const exampleAnswerMaxWords = (answerSeconds: number) => Math.floor((answerSeconds * spokenWordsPerMinute) / 60);

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'must be one line');

export const guideFrontmatterSchema = z.strictObject({
  /** `<role slug>-<kebab words>`, unique, never renamed: /practice?q= and search results link to it. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case [a-z0-9-]').max(64),
  /** The role's slug: the folder the file is in. */
  role: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case [a-z0-9-]'),
  /** Its place among the role's questions, from 1. */
  order: z.number().int().min(1).max(99),
  competency: z.enum(competencyIds),
  /** The question as the candidate sees it: the page's h1. */
  question: oneLine(400),
  /** The document title as a search result shows it, written whole: never cut. */
  title: oneLine(guideTitleMaxLength).refine((value) => !/(…|\.\.\.)$/.test(value), 'must not end in an ellipsis'),
  /** The page's meta description. */
  description: oneLine(guideDescriptionLength.max).refine(
    (value) => value.length >= guideDescriptionLength.min,
    `must be at least ${guideDescriptionLength.min} characters`,
  ),
  /** One line on why employers ask it, for the role page's list (never a sentence of the guide itself). */
  summary: oneLine(200),
  /** Suggested think time before recording, in seconds. */
  thinkSeconds: z.number().int().min(15).max(120),
  /** Suggested answer length, in seconds (the product's per-answer limit is 3 minutes). */
  answerSeconds: z.number().int().min(30).max(180),
});

export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;

/** The sections of every guide, in this order, each under its `##` heading exactly as written here. */
export const guideSections = [
  { key: 'why', heading: 'Why employers ask it' },
  { key: 'strong', heading: 'What a strong answer shows' },
  { key: 'structure', heading: 'How to structure your answer' },
  { key: 'example', heading: 'Example answer' },
  { key: 'weaker', heading: 'A weaker answer' },
  { key: 'noExperience', heading: 'Without the experience' },
  { key: 'mistakes', heading: 'Mistakes to avoid' },
  { key: 'followUp', heading: 'The follow-up, answered in advance' },
  { key: 'camera', heading: 'On camera' },
] as const;

export type GuideSectionKey = (typeof guideSections)[number]['key'];

/** A section of a guide: its Markdown blocks, and its text for counts and checks. */
export interface GuideSection {
  nodes: RootContent[];
  text: string;
}

/** One step of the answer's time plan: "**First 15 seconds:** Say who you are …". */
export interface TimedStep {
  /** The bold lead without its colon, as the guide writes it: "First 15 seconds". */
  label: string;
  seconds: number;
  /** What to say in it, as plain text: the item after its bold lead. */
  text: string;
}

export interface QuestionGuideFile {
  /** The file, relative to the repository, for messages. */
  file: string;
  frontmatter: GuideFrontmatter;
  sections: Record<GuideSectionKey, GuideSection>;
  /** The answer's time plan, read from the structure section's numbered list. */
  steps: TimedStep[];
  /** The items of "What a strong answer shows" and "Mistakes to avoid", as plain text. */
  strongPoints: string[];
  mistakes: string[];
  /** Words of the example answer, as spoken (stage directions left out). */
  exampleWords: number;
  /** Words of the weaker answer, as spoken. */
  weakerWords: number;
}

/** A guide file that breaks a rule: the build stops with this message. */
export class GuideFileError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field}: ${problem}`);
    this.name = 'GuideFileError';
  }
}

/** A block's text with a line break between its blocks (paragraphs, list items), so sentences never run together. */
function blockText(node: RootContent): string {
  if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote') return node.children.map((child) => blockText(child)).join('\n');
  return toString(node);
}

/** A stage direction inside a spoken answer: "[looks at the camera]". Shown, never counted as speech. */
export const stageDirectionPattern = /\[[^\]\n]*\]/g;

/** Words as a person would count them when speaking: runs of letters or digits, apostrophes and hyphens inside. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Words of a spoken answer as said aloud: stage directions in square brackets left out. */
export const countSpokenWords = (text: string) => countWords(text.replace(stageDirectionPattern, ' '));

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function readFrontmatter(source: string, file: string): { frontmatter: GuideFrontmatter; body: string } {
  const match = frontmatterPattern.exec(source);
  if (!match) throw new GuideFileError(file, 'frontmatter', 'the file must start with a --- block of YAML');
  let raw: unknown;
  try {
    raw = parseYaml(match[1]!);
  } catch (error) {
    throw new GuideFileError(file, 'frontmatter', `not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const parsed = guideFrontmatterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'frontmatter';
    const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[String(issue.path[0])] : undefined;
    const problem = issue.path.length === 1 && given === undefined ? 'missing' : issue.message;
    throw new GuideFileError(file, field, problem);
  }
  return { frontmatter: parsed.data, body: source.slice(match[0].length) };
}

/** Splits the body at its `##` headings, checking they are exactly the guide's sections in order. */
function readSections(tree: Root, file: string): Record<GuideSectionKey, GuideSection> {
  const found: { heading: string; nodes: RootContent[] }[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      if (node.depth !== 2) throw new GuideFileError(file, 'body', `only ## headings are allowed, found a level-${node.depth} heading "${toString(node)}"`);
      found.push({ heading: toString(node).trim(), nodes: [] });
    } else if (node.type === 'html') {
      throw new GuideFileError(file, 'body', 'raw HTML is not allowed: write Markdown');
    } else {
      const current = found.at(-1);
      if (!current) throw new GuideFileError(file, 'body', 'text before the first ## heading');
      current.nodes.push(node);
    }
  }
  const sections = {} as Record<GuideSectionKey, GuideSection>;
  guideSections.forEach((section, index) => {
    const at = found[index];
    if (!at) throw new GuideFileError(file, section.key, `missing: the ## ${section.heading} section`);
    if (at.heading !== section.heading) {
      throw new GuideFileError(file, section.key, `expected the heading "## ${section.heading}" here, found "## ${at.heading}"`);
    }
    const text = at.nodes.map((node) => blockText(node)).join('\n').trim();
    if (!text) throw new GuideFileError(file, section.key, 'empty section');
    sections[section.key] = { nodes: at.nodes, text };
  });
  if (found.length > guideSections.length) {
    throw new GuideFileError(file, 'body', `unexpected section "## ${found[guideSections.length]!.heading}"`);
  }
  return sections;
}

const isList = (node: RootContent, ordered: boolean): node is List => node.type === 'list' && Boolean(node.ordered) === ordered;

function requireList(section: GuideSection, file: string, key: GuideSectionKey, ordered: boolean, min: number, max: number): List {
  const lists = section.nodes.filter((node) => isList(node, ordered));
  const kind = ordered ? 'numbered' : 'bulleted';
  if (lists.length !== 1) throw new GuideFileError(file, key, `needs exactly one ${kind} list, found ${lists.length}`);
  const list = lists[0]!;
  if (list.children.length < min || list.children.length > max) {
    throw new GuideFileError(file, key, `the ${kind} list needs ${min}–${max} items, found ${list.children.length}`);
  }
  return list;
}

const stepPattern = /^(First|Next|Then|Last|Finally) (\d+) seconds:$/;

/** The structure section's numbered list: each item starts with a bold "First/Next/Last N seconds:"; they add up. */
function readSteps(section: GuideSection, file: string, answerSeconds: number): TimedStep[] {
  const list = requireList(section, file, 'structure', true, 2, 5);
  const steps = list.children.map((item, index) => {
    const first = item.children[0];
    const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
    const label = lead?.type === 'strong' ? toString(lead).trim() : '';
    const match = stepPattern.exec(label);
    if (!match) {
      throw new GuideFileError(file, 'structure', `step ${index + 1} must start with a bold time, e.g. "**First 15 seconds:**", found "${label || toString(item).slice(0, 30)}"`);
    }
    const rest = item.children.map((block, blockIndex) =>
      blockIndex === 0 && block.type === 'paragraph' ? block.children.slice(1).map((node) => toString(node)).join('') : toString(block),
    );
    return { label: label.slice(0, -1), seconds: Number(match[2]), text: rest.join(' ').replace(/\s+/g, ' ').trim() };
  });
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  if (total !== answerSeconds) {
    throw new GuideFileError(file, 'structure', `the steps add up to ${total} seconds; the answer length is ${answerSeconds}`);
  }
  return steps;
}

/** Paragraphs of spoken prose, or one blockquote of them; `null` when a block is anything else. */
function spokenParagraphs(nodes: readonly RootContent[]): Paragraph[] | null {
  const blocks = nodes.length === 1 && nodes[0]!.type === 'blockquote' ? (nodes[0] as Blockquote).children : nodes;
  return blocks.every((node): node is Paragraph => node.type === 'paragraph') ? (blocks as Paragraph[]) : null;
}

function checkSpokenLength(words: number, file: string, key: GuideSectionKey, answerSeconds: number) {
  const max = exampleAnswerMaxWords(answerSeconds);
  if (words > max) {
    throw new GuideFileError(file, key, `${words} words cannot be spoken in ${answerSeconds} seconds at ${spokenWordsPerMinute} words a minute (at most ${max})`);
  }
}

/** The example answer: spoken prose (paragraphs, or one blockquote of paragraphs), short enough to say in time. */
function readExample(section: GuideSection, file: string, answerSeconds: number): number {
  if (!spokenParagraphs(section.nodes)) throw new GuideFileError(file, 'example', 'an example answer is spoken: paragraphs only');
  const words = countSpokenWords(section.text);
  checkSpokenLength(words, file, 'example', answerSeconds);
  return words;
}

/** A weaker answer: the answer itself as one blockquote of paragraphs, then prose on why it scores lower. */
function readWeaker(section: GuideSection, file: string, answerSeconds: number): { answer: RootContent; words: number } {
  const [answer, ...why] = section.nodes;
  if (answer?.type !== 'blockquote' || !spokenParagraphs([answer])) {
    throw new GuideFileError(file, 'weaker', 'must open with the weaker answer as one > blockquote of paragraphs');
  }
  if (!why.length || !why.every((node) => node.type === 'paragraph')) {
    throw new GuideFileError(file, 'weaker', 'after the answer, say in paragraphs why it scores lower');
  }
  const words = countSpokenWords(toString(answer));
  checkSpokenLength(words, file, 'weaker', answerSeconds);
  return { answer, words };
}

/** Where a follow-up may come back, as the follow-up section must say: a later recorded question or the callback. */
const comesBackPattern = /callback|later (?:recorded )?question|another (?:recorded )?question|next (?:recorded )?question|later round/i;

/**
 * The follow-up: nobody asks it on the recording (the page says so), so the section gives the question in bold, the
 * one sentence that answers it in advance (a > blockquote of one paragraph), then where it may come back.
 */
function checkFollowUp(section: GuideSection, file: string) {
  const [first, sentence, ...rest] = section.nodes;
  const only = first?.type === 'paragraph' && first.children.length === 1 ? first.children[0] : undefined;
  if (only?.type !== 'strong' || !toString(only).trim().endsWith('?')) {
    throw new GuideFileError(file, 'followUp', 'must open with the follow-up question in bold, alone in its paragraph, ending in "?"');
  }
  if (sentence?.type !== 'blockquote' || sentence.children.length !== 1 || sentence.children[0]!.type !== 'paragraph') {
    throw new GuideFileError(file, 'followUp', 'after the question, the one sentence that answers it inside the recording, as a > blockquote of one paragraph');
  }
  if (!rest.length || !rest.every((node) => node.type === 'paragraph')) {
    throw new GuideFileError(file, 'followUp', 'end with a paragraph on where it may come back: a later recorded question or the callback meeting');
  }
  if (!comesBackPattern.test(rest.map((node) => toString(node)).join(' '))) {
    throw new GuideFileError(file, 'followUp', 'say where it may come back: a later recorded question or the callback meeting');
  }
}

/** Parses and checks one guide file; `file` names it in every error. `roleFolder` is the folder it sits in. */
export function parseGuideFile(source: string, file: string, roleFolder: string): QuestionGuideFile {
  const { frontmatter, body } = readFrontmatter(source, file);
  if (frontmatter.role !== roleFolder) throw new GuideFileError(file, 'role', `"${frontmatter.role}" but the file is in the folder "${roleFolder}"`);
  if (!frontmatter.id.startsWith(`${frontmatter.role}-`)) throw new GuideFileError(file, 'id', `must start with the role's slug, "${frontmatter.role}-"`);
  const fileName = file.split('/').at(-1)!;
  if (fileName !== `${frontmatter.id}.md`) throw new GuideFileError(file, 'id', `"${frontmatter.id}" but the file is named ${fileName}: name it ${frontmatter.id}.md`);
  const sections = readSections(fromMarkdown(body), file);
  const itemsOf = (list: List) => list.children.map((item) => toString(item).replace(/\s+/g, ' ').trim());
  const strongPoints = itemsOf(requireList(sections.strong, file, 'strong', false, 2, 4));
  const mistakes = itemsOf(requireList(sections.mistakes, file, 'mistakes', false, 2, 3));
  const steps = readSteps(sections.structure, file, frontmatter.answerSeconds);
  const exampleWords = readExample(sections.example, file, frontmatter.answerSeconds);
  const weaker = readWeaker(sections.weaker, file, frontmatter.answerSeconds);
  checkFollowUp(sections.followUp, file);
  return { file, frontmatter, sections, steps, strongPoints, mistakes, exampleWords, weakerWords: weaker.words };
}
