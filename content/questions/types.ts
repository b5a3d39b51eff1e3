/**
 * The interview question library: roles, each with 8–12 questions written for one-way video interviews.
 * Ids are stable: /practice?q=<id> and search results link to them, so never reuse or rename one.
 */

import type { competencyIds, GuideSection, GuideSectionKey, TimedStep } from './guide-file';

/** What a question tests (guide-file.ts lists them for the frontmatter's schema); the hub's filter reads these. */
export type CompetencyId = (typeof competencyIds)[number];

/** The hub's groups of roles, kinds of job as candidates name them (content/questions/groups.ts). */
export type RoleGroupId = 'any-job' | 'retail-and-service' | 'students-and-volunteers' | 'creators-and-performers' | 'teaching-and-coaching' | 'freelance-and-crew';

/** A guide's nine sections, each as parsed Markdown (content/questions/guide-file.ts). */
export type { GuideSectionKey, GuideSection, TimedStep };

/**
 * A question of the library, read from its guide file (content/questions/guides/<role>/<id>.md): the structured
 * fields from its frontmatter, the guide's prose from its body.
 */
export interface InterviewQuestion {
  /** `<role slug>-<kebab words>`, unique across the library, at most 64 characters of [a-z0-9-]. */
  id: string;
  /** The question as the candidate sees it, one or two sentences: the page's h1. */
  text: string;
  competency: CompetencyId;
  /** Why employers ask it, in one line: the role page's list (never a sentence of the guide). */
  why: string;
  /** Suggested think time before recording, in seconds: 15–120. */
  thinkSeconds: number;
  /** Suggested answer length, in seconds: 30–180 (the product's per-answer limit is 3 minutes). */
  answerSeconds: number;
  /** The page's document title as a search result shows it: editor-written, at most 60 characters, never cut. */
  title: string;
  /** The page's meta description: 110–160 characters. */
  description: string;
  /** The guide: why employers ask it, a strong answer, a time plan, an example and a weaker answer, a route without the experience, mistakes, the follow-up answered in advance, a camera tip. */
  guide: Record<GuideSectionKey, GuideSection>;
  /** The answer's time plan: the structure section's steps, whose seconds add up to answerSeconds. */
  steps: readonly TimedStep[];
  /** "What a strong answer shows" and "Mistakes to avoid", one plain-text line per item. */
  strongPoints: readonly string[];
  mistakes: readonly string[];
  /** Words of the example answer (at most answerSeconds × 2.5, checked at build). */
  exampleWords: number;
}

/** A role of the library as content/questions/roles/<slug>.ts writes it: everything but its questions. */
export interface RoleProfile {
  /** URL segment of /questions/<slug>; also the template name sent to the app's sign-up; its guides' folder. */
  slug: string;
  /** The role's name as a heading, e.g. 'Retail Sales Associate'. */
  name: string;
  /** The hub's group it is listed under. */
  group: RoleGroupId;
  /** One or two sentences for the role page's lead and its meta description (≤ 155 characters). */
  summary: string;
}

export interface QuestionRole extends RoleProfile {
  /** Its guides, in their frontmatter's order. */
  questions: readonly InterviewQuestion[];
}
