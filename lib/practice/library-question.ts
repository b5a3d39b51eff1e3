import { arrayOfUnknown, matches, maxLength, minLength, object, safeParse, trimmedString } from '../validation/zodCore';
import { questionIdMaxLength, questionIdPattern, questionLimits, type PracticeQuestion } from './question-link';

/**
 * Which question /practice shows for `?q=<id>`: the id is checked first (a malformed one never causes a fetch),
 * then the questions' JSON, item by item. Loaded with import() only when `q` is present: it brings zod/v4/core.
 * The two lengths are checked in plain code: a number schema would add its classes to the zod chunk /demo shares.
 */

function buildSchemas() {
  const id = trimmedString(minLength(1), maxLength(questionIdMaxLength), matches(questionIdPattern));
  return {
    id,
    question: object({
      id,
      text: trimmedString(minLength(1)),
      roleName: trimmedString(minLength(1)),
      // A path on this site, never another origin.
      guideHref: trimmedString(matches(/^\/[^/]/)),
      mockInterviewHref: trimmedString(matches(/^\/[^/]/)),
    }),
    envelope: object({ questions: arrayOfUnknown() }),
  };
}

/** A whole number of seconds within the product's limit. */
const within = (value: unknown, limit: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= limit.min && value <= limit.max;

let schemas: ReturnType<typeof buildSchemas> | undefined;
const questionSchemas = () => (schemas ??= buildSchemas());

/** The id as /practice looks it up, or null when it is not a well-formed question id. */
export function parseQuestionId(raw: string): string | null {
  const result = safeParse(questionSchemas().id, raw);
  return result.success ? result.data : null;
}

/** The question with `id` in the decoded JSON, or null: no such id, or its entry is not a valid question. */
export function findPracticeQuestion(body: unknown, id: string): PracticeQuestion | null {
  const { envelope, question } = questionSchemas();
  const list = safeParse(envelope, body);
  if (!list.success) return null;
  for (const raw of list.data.questions) {
    const item = safeParse(question, raw);
    if (!item.success || item.data.id !== id) continue;
    const { thinkSeconds, answerSeconds } = raw as Record<string, unknown>;
    if (!within(thinkSeconds, questionLimits.think) || !within(answerSeconds, questionLimits.answer)) return null;
    return { ...item.data, thinkSeconds, answerSeconds };
  }
  return null;
}
