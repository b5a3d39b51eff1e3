import type { Competency } from './competencies';
import type { QuestionRole } from './types';

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
