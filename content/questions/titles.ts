import type { Competency } from './competencies';
import type { InterviewQuestion, QuestionRole } from './types';

/**
 * The titles of the library's generated pages: the route table and the pages both read them, so the document
 * title and the h1 cannot drift apart. No import of content/routes.ts here (the table imports this module).
 */
export const rolePageCopy = {
  title: (role: Pick<QuestionRole, 'name'>) => `${role.name} Interview Questions`,
} as const;

export const competencyPageCopy = {
  title: (competency: Pick<Competency, 'label'>) => `${competency.label} Interview Questions`,
  description: (competency: Pick<Competency, 'label' | 'description'>) =>
    `${competency.label} questions for video interviews, role by role: ${competency.description}`,
} as const;

/**
 * A question's own page (/questions/<role>/<id>): the h1 is the question as the candidate sees it; the document
 * title adds the role, so two roles' similar questions never share a title in search results.
 */
export const questionPageCopy = {
  heading: (question: Pick<InterviewQuestion, 'text'>) => question.text,
  title: (question: Pick<InterviewQuestion, 'text'>, role: Pick<QuestionRole, 'name'>) => `${question.text} (${role.name} Interview Question)`,
  description: (question: Pick<InterviewQuestion, 'why'>) =>
    `${question.why} What a strong video answer shows, how long to think and talk, and a place to practise it.`,
} as const;
