import type { Blockquote, List, Paragraph, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';

/**
 * One question's guide as an editor keeps it: a Markdown file with the question's structured fields in YAML
 * frontmatter and seven `##` sections of prose, in a fixed order. Read at build only (server components, the route
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
  { key: 'mistakes', heading: 'Mistakes to avoid' },
  { key: 'followUp', heading: 'A likely follow-up' },
  { key: 'camera', heading: 'On camera' },
] as const;

export type GuideSectionKey = (typeof guideSections)[number]['key'];

/** A section of a guide: its Markdown blocks, and its text for counts and checks. */
export interface GuideSection {
  nodes: RootContent[];
  text: string;
}

/** One step of the answer's time plan: "**First 15 seconds:** …". */
export interface TimedStep {
  seconds: number;
}

export interface QuestionGuideFile {
  /** The file, relative to the repository, for messages. */
  file: string;
  frontmatter: GuideFrontmatter;
  sections: Record<GuideSectionKey, GuideSection>;
  /** The answer's time plan, read from the structure section's numbered list. */
  steps: TimedStep[];
  /** Words of the example answer. */
  exampleWords: number;
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

/** Words as a person would count them when speaking: runs of letters or digits, apostrophes and hyphens inside. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

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
    return { seconds: Number(match[2]) };
  });
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  if (total !== answerSeconds) {
    throw new GuideFileError(file, 'structure', `the steps add up to ${total} seconds; the answer length is ${answerSeconds}`);
  }
  return steps;
}

/** The example answer: spoken prose (paragraphs, or one blockquote of paragraphs), short enough to say in time. */
function readExample(section: GuideSection, file: string, answerSeconds: number): number {
  const blocks = section.nodes.length === 1 && section.nodes[0]!.type === 'blockquote' ? (section.nodes[0] as Blockquote).children : section.nodes;
  if (!blocks.every((node): node is Paragraph => node.type === 'paragraph')) {
    throw new GuideFileError(file, 'example', 'an example answer is spoken: paragraphs only');
  }
  const words = countWords(section.text);
  const max = exampleAnswerMaxWords(answerSeconds);
  if (words > max) {
    throw new GuideFileError(file, 'example', `${words} words cannot be spoken in ${answerSeconds} seconds at ${spokenWordsPerMinute} words a minute (at most ${max})`);
  }
  return words;
}

/** The follow-up section opens with the follow-up question itself, in bold, as its own paragraph. */
function checkFollowUp(section: GuideSection, file: string) {
  const first = section.nodes[0];
  const only = first?.type === 'paragraph' && first.children.length === 1 ? first.children[0] : undefined;
  if (only?.type !== 'strong' || !toString(only).trim().endsWith('?')) {
    throw new GuideFileError(file, 'followUp', 'must open with the follow-up question in bold, alone in its paragraph, ending in "?"');
  }
  if (section.nodes.length < 2) throw new GuideFileError(file, 'followUp', 'say how to handle the follow-up after the question');
}

/** Parses and checks one guide file; `file` names it in every error. `roleFolder` is the folder it sits in. */
export function parseGuideFile(source: string, file: string, roleFolder: string): QuestionGuideFile {
  const { frontmatter, body } = readFrontmatter(source, file);
  if (frontmatter.role !== roleFolder) throw new GuideFileError(file, 'role', `"${frontmatter.role}" but the file is in the folder "${roleFolder}"`);
  if (!frontmatter.id.startsWith(`${frontmatter.role}-`)) throw new GuideFileError(file, 'id', `must start with the role's slug, "${frontmatter.role}-"`);
  const fileName = file.split('/').at(-1)!;
  if (fileName !== `${frontmatter.id}.md`) throw new GuideFileError(file, 'id', `"${frontmatter.id}" but the file is named ${fileName}: name it ${frontmatter.id}.md`);
  const sections = readSections(fromMarkdown(body), file);
  requireList(sections.strong, file, 'strong', false, 2, 4);
  requireList(sections.mistakes, file, 'mistakes', false, 2, 3);
  const steps = readSteps(sections.structure, file, frontmatter.answerSeconds);
  const exampleWords = readExample(sections.example, file, frontmatter.answerSeconds);
  checkFollowUp(sections.followUp, file);
  return { file, frontmatter, sections, steps, exampleWords };
}
