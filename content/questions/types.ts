/**
 * The interview question library: roles, each with 8–12 questions written for one-way video interviews.
 * Ids are stable: /practice?q=<id> and search results link to them, so never reuse or rename one.
 */

/** What a question tests; the hub's filter and each question's label read these. */
export type CompetencyId =
  | 'communication'
  | 'problem-solving'
  | 'customer-focus'
  | 'teamwork'
  | 'motivation'
  | 'adaptability'
  | 'role-skills';

/** The audiences of /usecases (content/usecases.ts `audiences[].id`) the hub groups roles by. */
export type AudienceId = 'small-business-owners' | 'hiring-agencies' | 'brands-and-creators';

export interface InterviewQuestion {
  /** `<role slug>-<kebab words>`, unique across the library, at most 64 characters of [a-z0-9-]. */
  id: string;
  /** The question as the candidate sees it, one or two sentences. */
  text: string;
  competency: CompetencyId;
  /** Why employers ask it, in one sentence. */
  why: string;
  /** What a strong video answer shows: two or three short points. */
  strongAnswer: readonly [string, string] | readonly [string, string, string];
  /** Suggested think time before recording, in seconds: 15–120. */
  thinkSeconds: number;
  /** Suggested answer length, in seconds: 30–180 (the product's per-answer limit is 3 minutes). */
  answerSeconds: number;
}

export interface QuestionRole {
  /** URL segment of /questions/<slug>; also the template name sent to the app's sign-up. */
  slug: string;
  /** The role's name as a heading, e.g. 'Retail Sales Associate'. */
  name: string;
  audience: AudienceId;
  /** One or two sentences for the role page's lead and its meta description (≤ 155 characters). */
  summary: string;
  questions: readonly InterviewQuestion[];
}
