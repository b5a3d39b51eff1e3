import { config } from '../../lib/config';
import { formatDuration } from '../../lib/duration';
import { competencyKey, mockInterviewKey, questionPageKey, questionRoleKey, routes } from '../routes';
import type { CallToActionContent } from '../types';
import { competencies, type Competency } from './competencies';
import { roleGroupProfiles } from './groups';
import { questionRoles, roleOfQuestion } from './index';
import type { CompetencyId, GuideSectionKey, InterviewQuestion, QuestionRole, TimedStep } from './types';

/** Copy of the question library: the hub (/questions), the role pages and the competency filters. */

export const libraryHub = {
  eyebrow: 'Interview question library',
  heading: 'Video Interview Questions by Role',
  lead: 'Questions written for one-way video interviews, with why employers ask each one and what a strong answer shows. Employers can use them in a job; candidates can practise them on camera.',
  breadcrumbLabel: 'Breadcrumb',
  /** The chips above the groups: one a group, then the competencies' section. */
  jumpLabel: 'Kinds of job on this page',
  /** Over a role card's list of its own questions (roleHighlights): what sets the role apart, where a count did not. */
  includesLabel: 'Questions include',
  /** After the roles: the competency pages, which list one skill's questions from every role. */
  byCompetency: {
    id: 'by-competency',
    heading: 'Questions by Competency',
    lead: 'One skill, every role: each page lists the questions that test it, from all the roles above.',
    jumpLabel: 'By Competency',
    navLabel: 'Questions by competency',
  },
  /** On a competency page: the other competencies, and the whole library first. */
  filterLabel: 'Filter by competency',
  allLabel: 'All Competencies',
  cta: {
    heading: 'Practise Before Your Interview',
    text: 'Pick any question, check your camera and microphone, and record an answer in your browser. Nothing is uploaded.',
    actions: [{ label: 'Practice Interview', href: routes.practice.path }],
  } satisfies CallToActionContent,
} as const;

export const rolePage = {
  eyebrow: 'Interview questions',
  /** Heading of the list of questions. */
  listHeading: (n: number) => `${n} Questions for This Role`,
  competencyLabel: 'Competency',
  whyLabel: 'Why Employers Ask It',
  thinkLabel: 'Think time',
  answerLabel: 'Answer length',
  practise: 'Practise This Question',
  /** The practice link's accessible name: its visible label, then which question (every card has one). */
  practiseName: (question: Pick<InterviewQuestion, 'text'>) => `Practise This Question: ${question.text}`,
  /** No product name in a button: its label keeps one length whatever NEXT_PUBLIC_PRODUCT_NAME is (docs/decisions.md). */
  useInProduct: 'Use These Questions',
  useNote: 'Start a free trial with these questions already in your first job; edit them as you like.',
  backToLibrary: 'Browse All Interview Questions',
  /**
   * The printable kit (components/RoleKit): in the page's HTML, shown only on paper. On screen a button opens the
   * browser's print dialog; the kit then replaces the page.
   */
  kit: {
    /** The kit's element: e2e/questions.spec.ts leaves it out where it compares a page's own words. */
    id: 'print-kit',
    print: 'Print This Kit',
    eyebrow: 'Interview practice kit',
    title: (role: Pick<QuestionRole, 'name'>) => role.name,
    intro: (role: Pick<QuestionRole, 'questions'>) =>
      `${role.questions.length} questions to practise on your own. For each one: read it, take the think time, then answer out loud within the answer length, following the time plan. Write what you would change in the notes.`,
    /** The number over each question. */
    number: (n: number, of: number) => `Question ${n} of ${of}`,
    timePlanLabel: 'Time Plan',
    /** One step of the plan, as the guide writes it: "First 15 seconds: Say who you are …" (the lead set in bold). */
    stepLead: (step: Pick<TimedStep, 'label'>) => `${step.label}:`,
    step: (step: Pick<TimedStep, 'label' | 'text'>) => `${step.label}: ${step.text}`,
    notesLabel: 'Notes',
    /** How many ruled lines the notes space has under each question. */
    noteLines: 4,
    /** The first and last lines of the sheet: where it came from, so a printed page can be found again. */
    source: (role: Pick<QuestionRole, 'slug' | 'name'>) => `${config.productName} interview question library: ${role.name}. ${config.siteUrl}${roleHref(role)}`,
    closing: (role: Pick<QuestionRole, 'slug'>) => `Each question's full guide, with an example answer, is on ${config.siteUrl}${roleHref(role)}`,
  },
} as const;

/** A question's own page (/questions/<role>/<id>); its h1 and title are in titles.ts. */
export const questionPage = {
  eyebrow: (role: Pick<QuestionRole, 'name'>) => `${role.name} interview question`,
  /** The guide's section headings, in the order it is read (the files' `##` headings, as the page shows them). */
  guideHeadings: [
    { key: 'why', heading: 'Why Employers Ask It' },
    { key: 'strong', heading: 'What a Strong Answer Shows' },
    { key: 'structure', heading: 'How to Structure Your Answer' },
    { key: 'example', heading: 'Example Answer' },
    { key: 'weaker', heading: 'A Weaker Answer, and Why It Scores Lower' },
    { key: 'noExperience', heading: 'Without the Experience' },
    { key: 'mistakes', heading: 'Mistakes to Avoid' },
    { key: 'followUp', heading: 'The Follow-Up, Answered in Advance' },
    { key: 'camera', heading: 'On Camera' },
  ] as const satisfies readonly { key: GuideSectionKey; heading: string }[],
  /** Under the example answer's heading: its length in words and in speaking time at an unhurried 130 words a minute. */
  exampleNote: (question: Pick<InterviewQuestion, 'exampleWords'>) =>
    `${question.exampleWords} words: about ${Math.round((question.exampleWords / 130) * 60)} seconds spoken at 130 words a minute.`,
  /** Under every example answer: its figures are illustrations, and a candidate's must be their own. */
  figuresNote: 'The figures in this example are illustrations. Never invent one: if you are not sure of a number, give your best estimate and say it is an estimate.',
  /** Before the follow-up: a one-way interview has nobody to ask it, so it is answered inside the recording. */
  followUpLead: 'Nobody asks this on the recording: a one-way interview has no one on the other side to follow up. The reviewer may still wonder it, so answer it in advance, in one sentence inside your answer.',
  followUpSentence: 'The sentence to say inside your answer:',
  /** The competency's rubric (content/questions/rubrics.ts), after what a strong answer shows. */
  rubric: {
    heading: 'How Reviewers Score It',
    lead: (competency: Pick<Competency, 'label'>) =>
      `Reviewers watch each answer on its own. For ${competency.label.toLowerCase()} questions like this one, the four levels sound like this:`,
    level: (label: string, score: number) => `${label} (${score} of 4)`,
  },
  /** How the question runs in a one-way interview, with a link to the format's rules (/one-way-interviews). */
  format: {
    heading: 'How This Question Is Recorded',
    text: (question: Pick<InterviewQuestion, 'thinkSeconds' | 'answerSeconds'>) =>
      `You get ${formatDuration(question.thinkSeconds)} to think. Then recording starts by itself and stops after ${formatDuration(question.answerSeconds)}, even mid-sentence. Nobody watches live: people on the hiring team watch your recording later. Whether you may retake it is the employer's choice, and the interview's first screen says so.`,
    link: { label: 'How one-way video interviews work', href: routes.oneWayInterviews.path },
  },
  practise: rolePage.practise,
  practiseNote: 'Record an answer in your browser with these times. Nothing is uploaded.',
  relatedHeading: 'Related Questions',
  /** The pager within the role. */
  pagerLabel: 'Questions of this role',
  previous: 'Previous Question',
  next: 'Next Question',
  /** Headings of the two lists under the pager. */
  moreFromRole: (role: Pick<QuestionRole, 'name'>) => `More ${role.name} Questions`,
  sameCompetency: (competency: Pick<Competency, 'label'>) => `${competency.label} Questions for Other Roles`,
  /** Under a related question: where it comes from. */
  relatedRole: (role: Pick<QuestionRole, 'name'>) => `${role.name} interview question`,
  backToRole: (role: Pick<QuestionRole, 'name'>) => `All ${role.name} Questions`,
} as const;

/** A count with its noun, singular for one: "1 Role", "14 Questions". */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A competency's page: its questions, each the title of a card with its role beneath, then a call to practise. */
export const competencyPage = {
  /** One line on a phone, as the role pages' eyebrow: the first question starts in the first screen. */
  eyebrow: 'Interview questions',
  /** The list's heading: how many questions, from how many roles. */
  listHeading: (questions: number, roles: number) => `${counted(questions, 'Question')} From ${counted(roles, 'Role')}`,
  /** Under a question: the role that asks it, as under a related question. */
  questionRole: questionPage.relatedRole,
  /** The page's close: practise the first question listed, in the browser. */
  cta: (competency: Pick<Competency, 'label'>, first: Pick<InterviewQuestion, 'id'>): CallToActionContent => ({
    heading: `Practise ${competency.label} Questions on Camera`,
    text: 'Start with the first question on this page: check your camera and microphone, then record an answer in your browser. Nothing is uploaded, and every guide above has its own practice link.',
    // Short: a pill's label stays on one line at 375 px (e2e/every-page.spec.ts).
    actions: [{ label: 'Start Practising', href: practiceHref(first) }],
  }),
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

/** How many of a role's own questions its hub card names. */
const highlightCount = 3;

/**
 * What a role's hub card names: its questions on the role's own skills (the ones no other role asks), by the short
 * names their titles open with; topped up with its other questions after the first (every role opens with an
 * introduction) when it has fewer.
 */
export function roleHighlights(role: Pick<QuestionRole, 'questions'>): string[] {
  const own = role.questions.filter((question) => question.competency === 'role-skills');
  const rest = role.questions.slice(1).filter((question) => question.competency !== 'role-skills');
  return [...own, ...rest].slice(0, highlightCount).map(questionCrumbLabel);
}

/**
 * The roles grouped by kind of job (content/questions/groups.ts), in that order, each with the questions its card names;
 * with a competency, only the roles that have questions of it, and only those questions.
 */
export function roleGroups(competency: CompetencyId | null = null) {
  return roleGroupProfiles
    .map((group) => ({
      id: group.id,
      heading: group.heading,
      items: questionRoles.flatMap((role) => {
        if (role.group !== group.id) return [];
        const questions = competency ? role.questions.filter((question) => question.competency === competency) : role.questions;
        if (!questions.length) return [];
        return [
          {
            key: role.slug,
            slug: role.slug,
            name: role.name,
            href: roleHref(role),
            highlights: roleHighlights(role),
            questions,
          },
        ];
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/** A competency's questions with their roles, in the hub's order of roles (by group). */
export function competencyQuestions(competency: CompetencyId): RoleQuestion[] {
  return roleGroups(competency).flatMap((group) =>
    group.items.flatMap((item) => {
      const role = questionRoles.find((candidate) => candidate.slug === item.slug)!;
      return item.questions.map((question) => ({ role, question }));
    }),
  );
}

/** A question's anchor on its role page. */
export const questionAnchor = (question: Pick<InterviewQuestion, 'id'>) => question.id;

/** A question's own page: under its role, by its stable id. */
export const questionPageHref = (role: Pick<QuestionRole, 'slug'>, question: Pick<InterviewQuestion, 'id'>) =>
  routes[questionPageKey(role.slug, question.id)]!.path;

/**
 * A question as its breadcrumb names it: the short name its title opens with ("Critical Feedback" of "Critical
 * Feedback – Job Candidate Interview Question"), written by the guide's editor; the full question is the h1 below.
 */
export const questionCrumbLabel = (question: Pick<InterviewQuestion, 'title'>) => question.title.split(' – ')[0]!;

/** Home › Interview Questions › the role › the question. */
export const questionCrumbs = (role: QuestionRole, question: InterviewQuestion) => [
  ...roleCrumbs(role),
  { label: questionCrumbLabel(question), href: questionPageHref(role, question) },
];

/** A question with the role it belongs to: how related questions are listed. */
export interface RoleQuestion {
  role: QuestionRole;
  question: InterviewQuestion;
}

/** How many more questions of its own role, and of its competency in other roles, a question page lists. */
export const relatedCount = { sameRole: 2, sameCompetency: 3 } as const;

/** The questions before and after this one in its role's order (none before the first, none after the last). */
export function neighbourQuestions(question: Pick<InterviewQuestion, 'id'>): { previous?: RoleQuestion; next?: RoleQuestion } {
  const role = roleOfQuestion(question.id);
  if (!role) return {};
  const index = role.questions.findIndex((candidate) => candidate.id === question.id);
  const at = (i: number) => (role.questions[i] ? { role, question: role.questions[i] } : undefined);
  return { previous: at(index - 1), next: at(index + 1) };
}

/**
 * A question's related questions, after its previous and next: more of its own role (those after the next one, in
 * order, wrapping round), then the same competency in other roles, one per role, spread out: the roles after its
 * own in library order (wrapping round), and from each the question at the same place among that role's questions
 * of this competency as this one holds among its own, so the links do not all land on each role's first question.
 */
export function relatedQuestions(question: InterviewQuestion): { sameRole: RoleQuestion[]; sameCompetency: RoleQuestion[] } {
  const role = roleOfQuestion(question.id);
  if (!role) return { sameRole: [], sameCompetency: [] };
  const { previous, next } = neighbourQuestions(question);
  const taken = new Set([question.id, previous?.question.id, next?.question.id]);
  const index = role.questions.findIndex((candidate) => candidate.id === question.id);
  const sameRole: RoleQuestion[] = [];
  for (let step = 2; step < role.questions.length && sameRole.length < relatedCount.sameRole; step += 1) {
    const candidate = role.questions[(index + step) % role.questions.length]!;
    if (!taken.has(candidate.id)) {
      sameRole.push({ role, question: candidate });
      taken.add(candidate.id);
    }
  }
  const ofCompetency = (other: QuestionRole) => other.questions.filter((candidate) => candidate.competency === question.competency);
  const place = ofCompetency(role).findIndex((candidate) => candidate.id === question.id);
  const start = questionRoles.indexOf(role);
  const sameCompetency: RoleQuestion[] = [];
  for (let step = 1; step < questionRoles.length && sameCompetency.length < relatedCount.sameCompetency; step += 1) {
    const other = questionRoles[(start + step) % questionRoles.length]!;
    const candidates = ofCompetency(other);
    if (candidates.length) sameCompetency.push({ role: other, question: candidates[place % candidates.length]! });
  }
  return { sameRole, sameCompetency };
}

/** Where "Practise this question" goes: /practice with the question's id. */
export const practiceHref = (question: Pick<InterviewQuestion, 'id'>) => `${routes.practice.path}?q=${encodeURIComponent(question.id)}`;

/** The app's sign-up with this role's questions as the template, built from config like every app link. */
export const signupWithTemplate = (role: Pick<QuestionRole, 'slug'>) => `${config.links.trial}&template=${encodeURIComponent(role.slug)}`;

/** A role's mock interview; with `question`, that question is one of those asked (`?q=<id>`, as /practice reads it). */
export const mockInterviewHref = (role: Pick<QuestionRole, 'slug'>, question?: Pick<InterviewQuestion, 'id'>) =>
  `${routes[mockInterviewKey(role.slug)]!.path}${question ? `?q=${encodeURIComponent(question.id)}` : ''}`;

/** Home › Interview Questions › the role › Mock Interview. */
export const mockInterviewCrumbs = (role: QuestionRole, label: string) => [...roleCrumbs(role), { label, href: mockInterviewHref(role) }];
