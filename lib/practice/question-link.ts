/**
 * How /practice learns which library question to show: the `q` parameter names it, and the questions' static
 * JSON is fetched only then. Import-free, so the practice studio carries it without loading zod.
 */

/** The query parameter of /practice that names a library question. */
export const questionParam = 'q';

/** The library's questions as /practice reads them, written once at build (app/questions.json/route.ts). */
export const practiceQuestionsPath = '/questions.json';

/** A question id: lower-case words of letters and digits joined by single hyphens, at most 64 characters. */
export const questionIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const questionIdMaxLength = 64;

/** The product's limits the library's questions stay within, in seconds. */
export const questionLimits = { think: { min: 15, max: 120 }, answer: { min: 30, max: 180 } } as const;

/** One question as /practice shows it. */
export interface PracticeQuestion {
  id: string;
  text: string;
  thinkSeconds: number;
  answerSeconds: number;
  /** The role it belongs to. */
  roleName: string;
  /** Its own page, /questions/<role>/<id>: the guide to answering it. */
  guideHref: string;
  /** Its role's mock interview, with this question among those asked. */
  mockInterviewHref: string;
}
