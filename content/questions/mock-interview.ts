import { competencyById } from './competencies';
import { questionPageHref } from './library';
import { rubricFor, rubricLevels } from './rubrics';
import type { QuestionRole } from './types';

/**
 * A role's questions as its mock interview runs them: only what the page shows while rehearsing and reviewing, passed
 * to the client component as props (so it is in the page, never in the interview's JavaScript).
 */
export interface MockQuestion {
  id: string;
  text: string;
  thinkSeconds: number;
  answerSeconds: number;
  /** The guide's time plan: "First 15 seconds" and what to say in it; the seconds add up to answerSeconds. */
  steps: readonly { label: string; seconds: number; text: string }[];
  strongPoints: readonly string[];
  mistakes: readonly string[];
  /** Its competency's name and rubric, highest level first: the level the candidate gives themself. */
  competency: string;
  rubric: readonly { score: number; label: string; text: string }[];
  /** Its own page, the full guide. */
  guideHref: string;
}

export function mockInterviewQuestions(role: QuestionRole): MockQuestion[] {
  return role.questions.map((question) => {
    const rubric = rubricFor(question.competency);
    return {
      id: question.id,
      text: question.text,
      thinkSeconds: question.thinkSeconds,
      answerSeconds: question.answerSeconds,
      steps: question.steps.map(({ label, seconds, text }) => ({ label, seconds, text })),
      strongPoints: question.strongPoints,
      mistakes: question.mistakes,
      competency: competencyById(question.competency).label,
      rubric: rubricLevels.map((level) => ({ score: level.score, label: level.label, text: rubric[level.score] })),
      guideHref: questionPageHref(role, question),
    };
  });
}
