import { config } from '../../lib/config';
import { competencyKey, questionRoleKey, routes } from '../routes';
import type { CallToActionContent } from '../types';
import { audiences } from '../usecases';
import { competencies, type Competency } from './competencies';
import { questionRoles } from './index';
import type { CompetencyId, InterviewQuestion, QuestionRole } from './types';

/** Copy of the question library: the hub (/questions), the role pages and the competency filters. */

export const libraryHub = {
  eyebrow: 'Interview question library',
  heading: 'Video Interview Questions by Role',
  lead: 'Questions written for one-way video interviews, with why employers ask each one and what a strong answer shows. Employers can use them in a job; candidates can practise them on camera.',
  breadcrumbLabel: 'Breadcrumb',
  filterLabel: 'Filter by competency',
  allLabel: 'All Competencies',
  cta: {
    heading: 'Practise Before Your Interview',
    text: 'Pick any question, check your camera and microphone, and record an answer in your browser. Nothing is uploaded.',
    actions: [{ label: 'Practice Interview', href: routes.practice.path }],
  } satisfies CallToActionContent,
} as const;

/** A number of questions: "10 questions". */
export const questionCount = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

export const rolePage = {
  eyebrow: 'Interview questions',
  /** Heading of the list of questions. */
  listHeading: (n: number) => `${n} Questions for This Role`,
  competencyLabel: 'Competency',
  whyLabel: 'Why employers ask it',
  strongLabel: 'What a strong video answer shows',
  thinkLabel: 'Think time',
  answerLabel: 'Answer length',
  practise: 'Practise This Question',
  /** The practice link's accessible name: its visible label, then which question (every card has one). */
  practiseName: (question: Pick<InterviewQuestion, 'text'>) => `Practise This Question: ${question.text}`,
  /** No product name in a button: its label keeps one length whatever NEXT_PUBLIC_PRODUCT_NAME is (docs/decisions.md). */
  useInProduct: 'Use These Questions',
  useNote: 'Start a free trial with these questions already in your first job; edit them as you like.',
  backToLibrary: 'Browse All Interview Questions',
} as const;

export const competencyPage = {
  eyebrow: 'Interview questions by competency',
  /** Under a role's name: how many of its questions test this competency. */
  roleCount: (n: number) => `${n} of this role’s ${n === 1 ? 'question' : 'questions'}`,
} as const;

/** Home › Interview Questions: the hub's trail, which the other library pages extend. */
export const hubCrumbs = [
  { label: routes.home.nav.header, href: routes.home.path },
  { label: routes.questions.title, href: routes.questions.path },
] as const;

export const roleHref = (role: Pick<QuestionRole, 'slug'>) => routes[questionRoleKey(role.slug)]!.path;
export const competencyHref = (id: CompetencyId) => routes[competencyKey(id)]!.path;

export const roleCrumbs = (role: QuestionRole) => [...hubCrumbs, { label: role.name, href: roleHref(role) }];
export const competencyCrumbs = (competency: Competency) => [...hubCrumbs, { label: competency.label, href: competencyHref(competency.id) }];

/** The filter's links: every competency, and the whole library first; `current` is the page's own (null: the hub). */
export function filterLinks(current: CompetencyId | null) {
  return [
    { label: libraryHub.allLabel, href: routes.questions.path, current: current === null },
    ...competencies.map((competency) => ({ label: competency.label, href: competencyHref(competency.id), current: competency.id === current })),
  ];
}

/**
 * The roles grouped by the audiences of /usecases, in that page's order, each with its question count; with a
 * competency, only the roles that have questions of it, counting those.
 */
export function roleGroups(competency: CompetencyId | null = null) {
  return audiences
    .map((audience) => ({
      id: audience.id,
      heading: audience.title,
      items: questionRoles.flatMap((role) => {
        if (role.audience !== audience.id) return [];
        const questions = competency ? role.questions.filter((question) => question.competency === competency) : role.questions;
        if (!questions.length) return [];
        return [
          {
            key: role.slug,
            slug: role.slug,
            name: role.name,
            href: roleHref(role),
            summary: role.summary,
            count: competency ? competencyPage.roleCount(questions.length) : questionCount(questions.length),
            questions,
          },
        ];
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/** A question's anchor on its role page. */
export const questionAnchor = (question: Pick<InterviewQuestion, 'id'>) => question.id;

/** A question on its role page. */
export const questionHref = (role: Pick<QuestionRole, 'slug'>, question: Pick<InterviewQuestion, 'id'>) =>
  `${roleHref(role)}#${questionAnchor(question)}`;

/** Where "Practise this question" goes: /practice with the question's id. */
export const practiceHref = (question: Pick<InterviewQuestion, 'id'>) => `${routes.practice.path}?q=${encodeURIComponent(question.id)}`;

/** The app's sign-up with this role's questions as the template, built from config like every app link. */
export const signupWithTemplate = (role: Pick<QuestionRole, 'slug'>) => `${config.links.trial}&template=${encodeURIComponent(role.slug)}`;

/** Seconds as the library shows them: "45 seconds", "2 minutes", "1 min 30 s". */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} seconds`;
  if (rest === 0) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `${minutes} min ${rest} s`;
}
