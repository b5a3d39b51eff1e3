import { expect, test } from '@playwright/test';
import {
  initialInterviewState,
  interviewFocusAfter,
  interviewReducer,
  interviewRunning,
  randomPlan,
  stageState,
  stepCoverage,
  stepIndexAt,
  type InterviewEvent,
  type InterviewState,
  type InterviewStep,
  type MockTake,
} from '../components/MockInterview/interviewState';
import { questionsPerInterview } from '../content/mockInterview';

/**
 * The mock interview's reducer, every state against every event: the transitions the flow allows, and for every
 * other pair the very same state object back (so React does not even re-render).
 */

// Six questions of a role, with their think times.
const base = initialInterviewState({ thinkSeconds: [30, 45, 60, 15, 20, 90], maxQuestions: questionsPerInterview, retakes: 1 });
const take = (name: string, seconds = 40): MockTake => ({ url: `blob:http://localhost/${name}`, mimeType: 'video/webm', seconds, cut: false });
const newTake = { url: 'blob:http://localhost/new', mimeType: 'video/webm', seconds: 12.5 };

/** The interview under way: questions 0, 2 and 5 asked, the first answered, no retake used yet. */
const running = (step: InterviewStep, over: Partial<InterviewState> = {}): InterviewState => ({
  ...base,
  plan: [0, 2, 5],
  takes: [take('first'), null, null],
  retakesUsed: [0, 0, 0],
  step,
  ...over,
});

const states = {
  setup: base,
  setupOne: { ...base, plan: [3] },
  setupNone: { ...base, plan: [] },
  think: running({ phase: 'think', slot: 1, remaining: 60 }),
  thinkLast: running({ phase: 'think', slot: 1, remaining: 1 }),
  answer: running({ phase: 'answer', slot: 1, elapsed: 4, ending: null }),
  answerRetake: running({ phase: 'answer', slot: 0, elapsed: 9, ending: null }),
  answerHidden: running({ phase: 'answer', slot: 1, elapsed: 4, ending: 'hidden' }),
  answerEnding: running({ phase: 'answer', slot: 1, elapsed: 4, ending: 'finish' }),
  answered: running({ phase: 'answered', slot: 0 }),
  answeredNoRetake: running({ phase: 'answered', slot: 0 }, { retakesUsed: [1, 0, 0] }),
  answeredLast: running({ phase: 'answered', slot: 2 }, { takes: [take('first'), take('second'), take('third')] }),
  pausedHidden: running({ phase: 'paused', slot: 1, reason: 'hidden', resumeTo: 'think' }),
  pausedFailed: running({ phase: 'paused', slot: 0, reason: 'interrupted', resumeTo: 'answered' }),
  review: running({ phase: 'review' }),
} satisfies Record<string, InterviewState>;
type StateName = keyof typeof states;

const events = {
  toggleIn: { type: 'toggle', index: 5 },
  toggleOut: { type: 'toggle', index: 3 },
  toggleOutOfRange: { type: 'toggle', index: 9 },
  choose: { type: 'choose', plan: [5, 1] },
  chooseTooMany: { type: 'choose', plan: [0, 1, 2, 3, 4, 5] },
  chooseTwice: { type: 'choose', plan: [1, 1] },
  retakes2: { type: 'retakes', count: 2 },
  retakesNegative: { type: 'retakes', count: -1 },
  begin: { type: 'begin' },
  countdown: { type: 'countdown', seconds: 45 },
  tick: { type: 'tick' },
  record: { type: 'record' },
  elapsed: { type: 'elapsed', seconds: 7 },
  recorded: { type: 'recorded', take: newTake },
  next: { type: 'next' },
  retake: { type: 'retake' },
  hide: { type: 'hide' },
  fail: { type: 'fail', failure: 'interrupted' },
  resume: { type: 'resume' },
  finish: { type: 'finish' },
  durationOfFirst: { type: 'duration', url: take('first').url, seconds: 41.2 },
  durationOfNone: { type: 'duration', url: 'blob:http://localhost/gone', seconds: 3 },
  restart: { type: 'restart' },
  reset: { type: 'reset' },
} satisfies Record<string, InterviewEvent>;
type EventName = keyof typeof events;

const everyState = Object.keys(states) as StateName[];
const setupStates = ['setup', 'setupOne', 'setupNone'] as const;
const cleared = (name: StateName): InterviewState => ({ ...states[name], takes: [], retakesUsed: [], step: { phase: 'setup' } });
const stepped = (name: StateName, step: InterviewStep, over: Partial<InterviewState> = {}): InterviewState => ({ ...states[name], step, ...over });

/** Every allowed transition: event → the states it applies in → the state it leads to. */
const allowed: { [E in EventName]: Partial<Record<StateName, InterviewState>> } = {
  // The first five questions are chosen at first: a sixth cannot be added until one is taken out.
  toggleIn: { setupOne: { ...states.setupOne, plan: [3, 5] }, setupNone: { ...states.setupNone, plan: [5] } },
  // A toggle of a question already chosen takes it out, down to none (Start then waits for one).
  toggleOut: { setup: { ...base, plan: [0, 1, 2, 4] }, setupOne: { ...states.setupOne, plan: [] }, setupNone: { ...states.setupNone, plan: [3] } },
  toggleOutOfRange: {},
  choose: Object.fromEntries(setupStates.map((name) => [name, { ...states[name], plan: [1, 5] }])),
  chooseTooMany: {},
  chooseTwice: {},
  retakes2: Object.fromEntries(setupStates.map((name) => [name, { ...states[name], retakes: 2 }])),
  retakesNegative: {},
  begin: {
    setup: { ...base, takes: [null, null, null, null, null], retakesUsed: [0, 0, 0, 0, 0], step: { phase: 'think', slot: 0, remaining: 30 } },
    setupOne: { ...states.setupOne, takes: [null], retakesUsed: [0], step: { phase: 'think', slot: 0, remaining: 15 } },
  },
  countdown: { think: stepped('think', { phase: 'think', slot: 1, remaining: 45 }), thinkLast: stepped('thinkLast', { phase: 'think', slot: 1, remaining: 45 }) },
  tick: { think: stepped('think', { phase: 'think', slot: 1, remaining: 59 }) },
  record: {
    think: stepped('think', { phase: 'answer', slot: 1, elapsed: 0, ending: null }),
    thinkLast: stepped('thinkLast', { phase: 'answer', slot: 1, elapsed: 0, ending: null }),
  },
  elapsed: {
    answer: stepped('answer', { phase: 'answer', slot: 1, elapsed: 7, ending: null }),
    answerRetake: stepped('answerRetake', { phase: 'answer', slot: 0, elapsed: 7, ending: null }),
    answerHidden: stepped('answerHidden', { phase: 'answer', slot: 1, elapsed: 7, ending: 'hidden' }),
    answerEnding: stepped('answerEnding', { phase: 'answer', slot: 1, elapsed: 7, ending: 'finish' }),
  },
  recorded: {
    answer: stepped('answer', { phase: 'answered', slot: 1 }, { takes: [take('first'), { ...newTake, cut: false }, null] }),
    // A retake replaces the take and uses one of the question's retakes.
    answerRetake: stepped('answerRetake', { phase: 'answered', slot: 0 }, { takes: [{ ...newTake, cut: false }, null, null], retakesUsed: [1, 0, 0] }),
    answerHidden: stepped('answerHidden', { phase: 'answered', slot: 1 }, { takes: [take('first'), { ...newTake, cut: true }, null] }),
    answerEnding: stepped('answerEnding', { phase: 'review' }, { takes: [take('first'), { ...newTake, cut: false }, null] }),
  },
  next: {
    answered: stepped('answered', { phase: 'think', slot: 1, remaining: 60 }),
    answeredNoRetake: stepped('answeredNoRetake', { phase: 'think', slot: 1, remaining: 60 }),
  },
  retake: { answered: stepped('answered', { phase: 'think', slot: 0, remaining: 30 }), answeredLast: stepped('answeredLast', { phase: 'think', slot: 2, remaining: 90 }) },
  hide: {
    think: stepped('think', { phase: 'paused', slot: 1, reason: 'hidden', resumeTo: 'think' }),
    thinkLast: stepped('thinkLast', { phase: 'paused', slot: 1, reason: 'hidden', resumeTo: 'think' }),
    answer: stepped('answer', { phase: 'answer', slot: 1, elapsed: 4, ending: 'hidden' }),
    answerRetake: stepped('answerRetake', { phase: 'answer', slot: 0, elapsed: 9, ending: 'hidden' }),
  },
  fail: {
    think: stepped('think', { phase: 'paused', slot: 1, reason: 'interrupted', resumeTo: 'think' }),
    thinkLast: stepped('thinkLast', { phase: 'paused', slot: 1, reason: 'interrupted', resumeTo: 'think' }),
    answer: stepped('answer', { phase: 'paused', slot: 1, reason: 'interrupted', resumeTo: 'think' }),
    answerRetake: stepped('answerRetake', { phase: 'paused', slot: 0, reason: 'interrupted', resumeTo: 'think' }),
    answerHidden: stepped('answerHidden', { phase: 'paused', slot: 1, reason: 'interrupted', resumeTo: 'think' }),
    answerEnding: stepped('answerEnding', { phase: 'paused', slot: 1, reason: 'interrupted', resumeTo: 'think' }),
    answered: stepped('answered', { phase: 'paused', slot: 0, reason: 'interrupted', resumeTo: 'answered' }),
    answeredNoRetake: stepped('answeredNoRetake', { phase: 'paused', slot: 0, reason: 'interrupted', resumeTo: 'answered' }),
    answeredLast: stepped('answeredLast', { phase: 'paused', slot: 2, reason: 'interrupted', resumeTo: 'answered' }),
    pausedHidden: stepped('pausedHidden', { phase: 'paused', slot: 1, reason: 'interrupted', resumeTo: 'think' }),
  },
  resume: {
    pausedHidden: stepped('pausedHidden', { phase: 'think', slot: 1, remaining: 60 }),
    pausedFailed: stepped('pausedFailed', { phase: 'answered', slot: 0 }),
  },
  finish: {
    think: stepped('think', { phase: 'review' }),
    thinkLast: stepped('thinkLast', { phase: 'review' }),
    answer: stepped('answer', { phase: 'answer', slot: 1, elapsed: 4, ending: 'finish' }),
    answerRetake: stepped('answerRetake', { phase: 'answer', slot: 0, elapsed: 9, ending: 'finish' }),
    answerHidden: stepped('answerHidden', { phase: 'answer', slot: 1, elapsed: 4, ending: 'finish' }),
    answered: stepped('answered', { phase: 'review' }),
    answeredNoRetake: stepped('answeredNoRetake', { phase: 'review' }),
    answeredLast: stepped('answeredLast', { phase: 'review' }),
    pausedHidden: stepped('pausedHidden', { phase: 'review' }),
    pausedFailed: stepped('pausedFailed', { phase: 'review' }),
  },
  durationOfFirst: Object.fromEntries(
    everyState
      .filter((name) => states[name].takes[0]?.url === take('first').url)
      .map((name) => [name, { ...states[name], takes: states[name].takes.map((each, index) => (index === 0 ? { ...each!, seconds: 41.2 } : each)) }]),
  ),
  durationOfNone: {},
  restart: { review: cleared('review') },
  reset: Object.fromEntries(everyState.filter((name) => !(setupStates as readonly string[]).includes(name)).map((name) => [name, cleared(name)])),
};

for (const [eventName, event] of Object.entries(events) as [EventName, InterviewEvent][]) {
  test(`${eventName}: where it applies, and nothing anywhere else`, () => {
    for (const stateName of everyState) {
      const state = states[stateName];
      const expected = allowed[eventName][stateName];
      const next = interviewReducer(state, event);
      if (expected) expect(next, `${stateName} + ${eventName}`).toEqual(expected);
      else expect(next, `${stateName} + ${eventName} is impossible: the same state back`).toBe(state);
    }
  });
}

test('a whole interview: five questions, a retake, a cut-off, the tab left once, then the review with every take', () => {
  let state = interviewReducer(base, { type: 'retakes', count: 1 });
  expect(state.plan).toEqual([0, 1, 2, 3, 4]);
  state = interviewReducer(state, { type: 'begin' });
  const answer = (name: string, seconds: number) => {
    state = interviewReducer(state, { type: 'countdown', seconds: base.thinkSeconds[state.plan[(state.step as { slot: number }).slot]!]! });
    state = interviewReducer(state, { type: 'tick' });
    state = interviewReducer(state, { type: 'record' });
    state = interviewReducer(state, { type: 'elapsed', seconds });
    state = interviewReducer(state, { type: 'recorded', take: { url: `blob:${name}`, mimeType: 'video/webm', seconds } });
  };
  answer('one', 30);
  state = interviewReducer(state, { type: 'retake' });
  answer('one-again', 25);
  // The allowance is used: Retake does nothing more.
  expect(interviewReducer(state, { type: 'retake' })).toBe(state);
  for (const [slot, name] of ['two', 'three', 'four'].entries()) {
    state = interviewReducer(state, { type: 'next' });
    expect(state.step).toMatchObject({ phase: 'think', slot: slot + 1 });
    if (name === 'three') {
      state = interviewReducer(state, { type: 'hide' });
      expect(state.step).toMatchObject({ phase: 'paused', reason: 'hidden' });
      state = interviewReducer(state, { type: 'resume' });
    }
    answer(name, 20);
  }
  state = interviewReducer(state, { type: 'next' });
  state = interviewReducer(state, { type: 'record' });
  state = interviewReducer(state, { type: 'hide' });
  state = interviewReducer(state, { type: 'recorded', take: { url: 'blob:five', mimeType: 'video/webm', seconds: 8 } });
  expect(interviewReducer(state, { type: 'next' })).toBe(state);
  state = interviewReducer(state, { type: 'finish' });
  expect(state.step).toEqual({ phase: 'review' });
  expect(state.takes.map((each) => each && [each.url, each.cut])).toEqual([
    ['blob:one-again', false],
    ['blob:two', false],
    ['blob:three', false],
    ['blob:four', false],
    ['blob:five', true],
  ]);
  expect(state.retakesUsed).toEqual([1, 0, 0, 0, 0]);
});

test('a device lost mid-answer keeps the earlier takes; Try Again asks the same question again', () => {
  const lost = interviewReducer(states.answer, { type: 'fail', failure: 'interrupted' });
  expect(lost.takes).toBe(states.answer.takes);
  expect(lost.step).toEqual({ phase: 'paused', slot: 1, reason: 'interrupted', resumeTo: 'think' });
  expect(interviewReducer(lost, { type: 'resume' }).step).toEqual({ phase: 'think', slot: 1, remaining: 60 });
});

test('the stage shows the think time as its countdown and the answer as its recording', () => {
  const live = { phase: 'live' } as const;
  expect(stageState({ phase: 'setup' }, live)).toBe(live);
  expect(stageState({ phase: 'think', slot: 0, remaining: 12 }, live)).toEqual({ phase: 'countdown', count: 12 });
  expect(stageState({ phase: 'answer', slot: 0, elapsed: 3, ending: null }, live)).toEqual({ phase: 'recording', elapsed: 3 });
  expect(stageState({ phase: 'answered', slot: 0 }, live)).toEqual(live);
  expect(stageState({ phase: 'paused', slot: 0, reason: 'hidden', resumeTo: 'think' }, live)).toEqual(live);
  expect(stageState({ phase: 'paused', slot: 0, reason: 'busy', resumeTo: 'think' }, live)).toEqual({ phase: 'failed', failure: 'busy' });
  expect(interviewRunning({ phase: 'paused', slot: 0, reason: 'hidden', resumeTo: 'think' })).toBe(true);
  expect(interviewRunning({ phase: 'paused', slot: 0, reason: 'busy', resumeTo: 'think' })).toBe(false);
  expect(interviewRunning({ phase: 'review' })).toBe(false);
});

const plan = [
  { label: 'First 15 seconds', seconds: 15, text: 'a' },
  { label: 'Next 45 seconds', seconds: 45, text: 'b' },
  { label: 'Last 30 seconds', seconds: 30, text: 'c' },
];

test('the plan’s step at each second: it moves on exactly at the guide’s seconds', () => {
  expect([0, 14, 15, 59, 60, 89, 90, 200].map((elapsed) => stepIndexAt(plan, elapsed))).toEqual([0, 0, 1, 1, 2, 2, 2, 2]);
});

test('a take’s length against each step: covered, partly, not reached', () => {
  expect(stepCoverage(plan, 40.7).map(({ spent, status }) => [spent, status])).toEqual([
    [15, 'whole'],
    [25, 'part'],
    [0, 'none'],
  ]);
  expect(stepCoverage(plan, 90).every(({ status }) => status === 'whole')).toBe(true);
});

test('a random plan: distinct questions in the role’s order, as many as asked', () => {
  const values = [0.9, 0.1, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6];
  let at = 0;
  const picked = randomPlan(10, 5, () => values[at++ % values.length]!);
  expect(picked).toHaveLength(5);
  expect(new Set(picked).size).toBe(5);
  expect([...picked].sort((a, b) => a - b)).toEqual(picked);
  expect(picked.every((index) => index >= 0 && index < 10)).toBe(true);
  expect(randomPlan(3, 5, Math.random)).toEqual([0, 1, 2]);
});

test('focus follows the flow: the question, the result, the notice, the review, back to the choice', () => {
  const think = { phase: 'think', slot: 1, remaining: 30 } as const;
  expect(interviewFocusAfter({ phase: 'setup' }, think)).toBe('question');
  expect(interviewFocusAfter(think, { ...think, remaining: 29 })).toBeNull();
  expect(interviewFocusAfter(think, { phase: 'answer', slot: 1, elapsed: 0, ending: null })).toBeNull();
  expect(interviewFocusAfter({ phase: 'answer', slot: 1, elapsed: 9, ending: null }, { phase: 'answered', slot: 1 })).toBe('result');
  expect(interviewFocusAfter({ phase: 'answered', slot: 1 }, { phase: 'think', slot: 2, remaining: 30 })).toBe('question');
  expect(interviewFocusAfter(think, { phase: 'paused', slot: 1, reason: 'hidden', resumeTo: 'think' })).toBe('notice');
  expect(interviewFocusAfter({ phase: 'answered', slot: 1 }, { phase: 'review' })).toBe('review');
  expect(interviewFocusAfter({ phase: 'review' }, { phase: 'setup' })).toBe('setup');
});
