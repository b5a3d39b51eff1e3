import type { Competency } from './competencies';
import type { InterviewQuestion, QuestionRole } from './types';

/**
 * The titles of the library's generated pages: the route table and the pages both read them, so the document
 * title and the h1 cannot drift apart. No import of content/routes.ts here (the table imports this module).
 */
export const rolePageCopy = {
  title: (role: Pick<QuestionRole, 'name'>) => `${role.name} Interview Questions`,
} as const;

/** A role's mock interview (/questions/<role>/mock-interview): a rehearsal of a whole one-way interview. */
export const mockInterviewPageCopy = {
  title: (role: Pick<QuestionRole, 'name'>) => `${role.name} Mock Interview`,
  description: (role: Pick<QuestionRole, 'name'>) =>
    `Rehearse a one-way video interview for a ${role.name} job: up to five questions, timed as the real thing, then watch each take back. Nothing is uploaded.`,
} as const;

export const competencyPageCopy = {
  title: (competency: Pick<Competency, 'label'>) => `${competency.label} Interview Questions`,
  description: (competency: Pick<Competency, 'label' | 'description'>) =>
    `${competency.label} questions for video interviews, role by role: ${competency.description}`,
} as const;

/**
 * A question's own page (/questions/<role>/<id>): the h1 is the question as the candidate sees it; the document title
 * and the meta description are the guide file's own, written for search results (at most 60 characters, never cut;
 * 110–160 characters: content/questions/guide-file.ts checks both at build).
 */
export const questionPageCopy = {
  heading: (question: Pick<InterviewQuestion, 'text'>) => question.text,
  title: (question: Pick<InterviewQuestion, 'title'>) => question.title,
  description: (question: Pick<InterviewQuestion, 'description'>) => question.description,
} as const;
