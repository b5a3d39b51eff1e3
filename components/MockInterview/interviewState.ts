import type { MediaFailure } from '@/lib/practice/media';
import type { RecorderEvent, StudioState, Take } from '../PracticeStudio/studioState';

export { randomPlan, stepCoverage, stepIndexAt, type PlanStep } from '@/lib/practice/interview-plan';

/**
 * A whole mock interview as data: the questions chosen, the retake allowance, each question's take, and where the
 * candidate is (choosing, thinking, answering, between two questions, paused, reviewing). The recorder's events
 * (useRecorder: countdown, tick, record, elapsed, recorded) and the device hook's failure move it; every other event
 * is the candidate's. An event that makes no sense in the current state returns that same state. Pure: tested in Node.
 */

/** An answer kept for the review; `cut` when recording stopped because the candidate left the tab. */
export interface MockTake extends Take {
  cut: boolean;
}

/** Why the interview paused: the tab was hidden during a think time, or the camera or microphone failed. */
export type PauseReason = 'hidden' | MediaFailure;

export type InterviewStep =
  /** Choosing questions and retakes, checking the devices. */
  | { phase: 'setup' }
  /** The question of `slot` is shown; whole seconds of think time left. */
  | { phase: 'think'; slot: number; remaining: number }
  /**
   * Recording the answer; whole seconds recorded. `ending`: recording was stopped because the tab was hidden, or
   * the candidate ended the interview, and the take is on its way.
   */
  | { phase: 'answer'; slot: number; elapsed: number; ending: 'hidden' | 'finish' | null }
  /** The answer of `slot` is kept: next question, retake, or the review. */
  | { phase: 'answered'; slot: number }
  /** Stopped by something outside the candidate's hands; `resumeTo` is where Resume or Try Again leads. */
  | { phase: 'paused'; slot: number; reason: PauseReason; resumeTo: 'think' | 'answered' }
  | { phase: 'review' };

export type InterviewPhase = InterviewStep['phase'];

export interface InterviewState {
  /** Think time of each of the role's questions, by their index in the role's list. */
  thinkSeconds: readonly number[];
  /** How many questions one interview asks at most. */
  maxQuestions: number;
  /** The questions asked, as indexes into the role's list, in the role's order. */
  plan: readonly number[];
  /** Retakes each question allows. */
  retakes: number;
  /** The take kept for each slot of the plan (null: none yet), filled once the interview starts. */
  takes: readonly (MockTake | null)[];
  /** Retakes used, per slot. */
  retakesUsed: readonly number[];
  step: InterviewStep;
}

export type InterviewEvent =
  | RecorderEvent
  /** The candidate ticked or unticked the role's question at `index`. */
  | { type: 'toggle'; index: number }
  /** A new set of questions: picked at random, or named by the address. */
  | { type: 'choose'; plan: readonly number[] }
  | { type: 'retakes'; count: number }
  /** Start the Interview: the first question's think time. */
  | { type: 'begin' }
  | { type: 'next' }
  | { type: 'retake' }
  /** The tab was hidden. */
  | { type: 'hide' }
  | { type: 'fail'; failure: MediaFailure }
  /** Resume or Try Again (the devices are back). */
  | { type: 'resume' }
  /** End Interview, or Finish and Review after the last question. */
  | { type: 'finish' }
  /** A playback learned the real length of the take at `url`. */
  | { type: 'duration'; url: string; seconds: number }
  /** Start Another Interview: back to the choice, every take gone. */
  | { type: 'restart' }
  /** The page is being left (pagehide): everything was released. */
  | { type: 'reset' };

export function initialInterviewState({
  thinkSeconds,
  maxQuestions,
  retakes,
}: Pick<InterviewState, 'thinkSeconds' | 'maxQuestions' | 'retakes'>): InterviewState {
  const plan = thinkSeconds.map((_, index) => index).slice(0, maxQuestions);
  return { thinkSeconds, maxQuestions, plan, retakes, takes: [], retakesUsed: [], step: { phase: 'setup' } };
}

const thinking = (state: InterviewState, slot: number): InterviewState => ({
  ...state,
  step: { phase: 'think', slot, remaining: state.thinkSeconds[state.plan[slot]!]! },
});

const withStep = (state: InterviewState, step: InterviewStep): InterviewState => ({ ...state, step });

/** A valid plan: distinct indexes of the role's questions, at most `maxQuestions`, in the role's order. */
function planOf(state: InterviewState, indexes: readonly number[]): readonly number[] | null {
  const unique = [...new Set(indexes)].sort((a, b) => a - b);
  const valid = unique.length === indexes.length && unique.every((index) => Number.isInteger(index) && index >= 0 && index < state.thinkSeconds.length);
  return valid && unique.length <= state.maxQuestions ? unique : null;
}

const cleared = (state: InterviewState): InterviewState => ({ ...state, takes: [], retakesUsed: [], step: { phase: 'setup' } });

export function interviewReducer(state: InterviewState, event: InterviewEvent): InterviewState {
  const { step } = state;
  switch (event.type) {
    case 'toggle': {
      if (step.phase !== 'setup') return state;
      const chosen = state.plan.includes(event.index);
      const plan = planOf(state, chosen ? state.plan.filter((index) => index !== event.index) : [...state.plan, event.index]);
      return plan ? { ...state, plan } : state;
    }
    case 'choose': {
      const plan = step.phase === 'setup' ? planOf(state, event.plan) : null;
      return plan && plan.length > 0 && plan.join() !== state.plan.join() ? { ...state, plan } : state;
    }
    case 'retakes':
      return step.phase === 'setup' && Number.isInteger(event.count) && event.count >= 0 && event.count !== state.retakes
        ? { ...state, retakes: event.count }
        : state;
    case 'begin':
      if (step.phase !== 'setup' || state.plan.length === 0) return state;
      return thinking({ ...state, takes: state.plan.map(() => null), retakesUsed: state.plan.map(() => 0) }, 0);
    case 'countdown':
      return step.phase === 'think' && step.remaining !== event.seconds ? withStep(state, { ...step, remaining: event.seconds }) : state;
    case 'tick':
      return step.phase === 'think' && step.remaining > 1 ? withStep(state, { ...step, remaining: step.remaining - 1 }) : state;
    case 'record':
      return step.phase === 'think' ? withStep(state, { phase: 'answer', slot: step.slot, elapsed: 0, ending: null }) : state;
    case 'elapsed':
      return step.phase === 'answer' && step.elapsed !== event.seconds ? withStep(state, { ...step, elapsed: event.seconds }) : state;
    case 'recorded': {
      if (step.phase !== 'answer') return state;
      const { slot } = step;
      const replaces = state.takes[slot] != null;
      const takes = state.takes.map((take, index) => (index === slot ? { ...event.take, cut: step.ending === 'hidden' } : take));
      const retakesUsed = state.retakesUsed.map((used, index) => (index === slot && replaces ? used + 1 : used));
      return { ...state, takes, retakesUsed, step: step.ending === 'finish' ? { phase: 'review' } : { phase: 'answered', slot } };
    }
    case 'next':
      return step.phase === 'answered' && step.slot + 1 < state.plan.length ? thinking(state, step.slot + 1) : state;
    case 'retake':
      return step.phase === 'answered' && state.retakesUsed[step.slot]! < state.retakes ? thinking(state, step.slot) : state;
    case 'hide':
      if (step.phase === 'think') return withStep(state, { phase: 'paused', slot: step.slot, reason: 'hidden', resumeTo: 'think' });
      return step.phase === 'answer' && step.ending === null ? withStep(state, { ...step, ending: 'hidden' }) : state;
    case 'fail':
      if (step.phase === 'think' || step.phase === 'answer') {
        return withStep(state, { phase: 'paused', slot: step.slot, reason: event.failure, resumeTo: 'think' });
      }
      if (step.phase === 'answered' || step.phase === 'paused') {
        if (step.phase === 'paused' && step.reason === event.failure) return state;
        const resumeTo = step.phase === 'answered' ? 'answered' : step.resumeTo;
        return withStep(state, { phase: 'paused', slot: step.slot, reason: event.failure, resumeTo });
      }
      return state;
    case 'resume':
      if (step.phase !== 'paused') return state;
      return step.resumeTo === 'think' ? thinking(state, step.slot) : withStep(state, { phase: 'answered', slot: step.slot });
    case 'finish':
      if (step.phase === 'answer') return step.ending === 'finish' ? state : withStep(state, { ...step, ending: 'finish' });
      return step.phase === 'think' || step.phase === 'answered' || step.phase === 'paused' ? withStep(state, { phase: 'review' }) : state;
    case 'duration': {
      const index = state.takes.findIndex((take) => take?.url === event.url);
      const take = state.takes[index];
      if (!take || take.seconds === event.seconds) return state;
      return { ...state, takes: state.takes.map((each, at) => (at === index ? { ...take, seconds: event.seconds } : each)) };
    }
    case 'restart':
      return step.phase === 'review' ? cleared(state) : state;
    case 'reset':
      return step.phase === 'setup' && state.takes.length === 0 ? state : cleared(state);
  }
}

/** The camera and microphone stay on from the first question to the review, except while paused by a failure. */
export const interviewRunning = (step: InterviewStep): boolean =>
  step.phase === 'think' || step.phase === 'answer' || step.phase === 'answered' || (step.phase === 'paused' && step.reason === 'hidden');

/** What the practice studio's Stage shows for a step: the think time as its countdown, the answer as its recording. */
export function stageState(step: InterviewStep, devices: StudioState): StudioState {
  switch (step.phase) {
    case 'think':
      return { phase: 'countdown', count: step.remaining };
    case 'answer':
      return { phase: 'recording', elapsed: step.elapsed };
    case 'answered':
      return { phase: 'live' };
    case 'paused':
      return step.reason === 'hidden' ? { phase: 'live' } : { phase: 'failed', failure: step.reason };
    default:
      return devices;
  }
}

/** Where keyboard focus goes after a change, so it never drops to <body> when the pressed button goes away. */
export type InterviewFocus = 'question' | 'result' | 'notice' | 'review' | 'setup';

export function interviewFocusAfter(from: InterviewStep, to: InterviewStep): InterviewFocus | null {
  if (from === to) return null;
  switch (to.phase) {
    case 'think':
      // A new question (or the same again): its text is read first. Not for a tick of the same think time.
      return from.phase === 'think' && from.slot === to.slot ? null : 'question';
    case 'answered':
      return from.phase === 'answered' ? null : 'result';
    case 'paused':
      return 'notice';
    case 'review':
      return from.phase === 'review' ? null : 'review';
    case 'setup':
      return from.phase === 'setup' ? null : 'setup';
    case 'answer':
      // Start Recording Now becomes Stop Recording in place: focus is already on it.
      return null;
  }
}
