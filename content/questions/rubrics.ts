import type { CompetencyId } from './types';

/**
 * What a reviewer scores: one rubric per competency, four levels, each described as it sounds on a recording. Every
 * question page shows its competency's rubric, and each guide's weaker answer names the level it reaches. The
 * levels are the library's own, written for practice; an employer's scoring sheet may differ.
 */

/** The four levels, highest first, with the score a reviewer would write down. */
export const rubricLevels = [
  { score: 4, label: 'Excellent' },
  { score: 3, label: 'Good' },
  { score: 2, label: 'Developing' },
  { score: 1, label: 'Not yet' },
] as const;

export type RubricScore = (typeof rubricLevels)[number]['score'];

/** What each level sounds like for one competency, keyed by score. */
export type Rubric = Record<RubricScore, string>;

export const rubrics: Record<CompetencyId, Rubric> = {
  communication: {
    4: 'One clear point per part of the answer, in plain words, finished inside the time. A stranger could repeat your answer back after one viewing.',
    3: 'Clear and in order, with one or two detours or filler phrases. The point lands, a little later than it could.',
    2: 'True and friendly, but a list of facts with no thread between them, or a long run-up before the point.',
    1: 'Hard to follow: the answer wanders, stops at the timer mid-sentence, or is read from a script.',
  },
  'problem-solving': {
    4: 'Names the problem, the options weighed and why one won, then the result and what you would do differently.',
    3: 'A sensible fix with the reasoning mostly shown; the alternatives or the outcome are thin.',
    2: 'Describes what happened and what was done, but not why that choice over another.',
    1: 'No real problem, or a fix that was someone else’s, or an answer that blames the situation.',
  },
  'customer-focus': {
    4: 'Starts from what the customer needed, says what you did for them within the rules, and how you knew it worked.',
    3: 'Kind and practical, with the customer’s point of view present but the result left vague.',
    2: 'Talks about good service in general terms (“I always go the extra mile”) with little of one real person.',
    1: 'The customer appears as a nuisance, or the answer promises what the job could not deliver.',
  },
  teamwork: {
    4: 'Your part and the team’s part told apart, credit shared by name, and a disagreement handled in the open.',
    3: 'A real team story with your role clear; the friction or what you learned is passed over quickly.',
    2: '“We” throughout, so the reviewer cannot tell what you did, or a story with no other people in it.',
    1: 'Blame on a colleague, or a team that succeeded despite everyone but you.',
  },
  motivation: {
    4: 'Reasons that fit this role and no other, tied to something you have already done about them.',
    3: 'Honest, specific reasons for the field, with only a light link to this employer.',
    2: 'Reasons that would fit any job ad: growth, challenge, a great company.',
    1: 'Only pay, hours or convenience, or no reason at all.',
  },
  adaptability: {
    4: 'A real change or setback, what you adjusted and how quickly, and what you kept to the same standard.',
    3: 'A change handled well, told with some detail of what was hard about it.',
    2: 'A claim of flexibility with a thin or borrowed example.',
    1: 'Change described as something that happened to you, or a complaint about it.',
  },
  'role-skills': {
    4: 'The task done step by step the way the job does it, with the checks, the words and the tools named correctly.',
    3: 'The right steps in a sensible order, with one gap an experienced colleague would fill.',
    2: 'The general idea, but vague on how, or a step that would cause a problem in the job.',
    1: 'Guesswork, or a method that would be unsafe, against policy or against a contract.',
  },
};

/** The rubric of a competency; every CompetencyId has one. */
export const rubricFor = (competency: CompetencyId): Rubric => rubrics[competency];
