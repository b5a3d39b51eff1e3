import { expect, test } from '@playwright/test';
import {
  devicesOn,
  focusAfter,
  initialStudioState,
  studioReducer,
  type StudioEvent,
  type StudioState,
  type Take,
} from '../components/PracticeStudio/studioState';

/**
 * The practice studio's reducer, every state against every event: the transitions the flow allows, and for
 * every other pair the very same state object back (so React does not even re-render).
 */

const take: Take = { url: 'blob:http://localhost/first', mimeType: 'video/webm;codecs=vp9,opus', seconds: 3.2 };
const nextTake: Take = { url: 'blob:http://localhost/second', mimeType: 'video/mp4', seconds: 2.1 };

const states = {
  idle: initialStudioState,
  requesting: { phase: 'requesting' },
  live: { phase: 'live' },
  countdown3: { phase: 'countdown', count: 3 },
  countdown1: { phase: 'countdown', count: 1 },
  recording0: { phase: 'recording', elapsed: 0 },
  recording5: { phase: 'recording', elapsed: 5 },
  review: { phase: 'review', take },
  failed: { phase: 'failed', failure: 'denied' },
} satisfies Record<string, StudioState>;
type StateName = keyof typeof states;

const events = {
  request: { type: 'request' },
  granted: { type: 'granted' },
  failBusy: { type: 'fail', failure: 'busy' },
  failInterrupted: { type: 'fail', failure: 'interrupted' },
  turnOff: { type: 'turnOff' },
  countdown: { type: 'countdown', seconds: 3 },
  tick: { type: 'tick' },
  cancel: { type: 'cancel' },
  record: { type: 'record' },
  elapsed5: { type: 'elapsed', seconds: 5 },
  recorded: { type: 'recorded', take: nextTake },
  durationOfTake: { type: 'duration', url: take.url, seconds: 3.48 },
  durationOfOther: { type: 'duration', url: nextTake.url, seconds: 9 },
  reset: { type: 'reset' },
} satisfies Record<string, StudioEvent>;
type EventName = keyof typeof events;

const everyState = Object.keys(states) as StateName[];
const except = (...names: StateName[]) => everyState.filter((name) => !names.includes(name));

/** Every allowed transition: event → the states it applies in → the state it leads to. */
const allowed: { [E in EventName]: Partial<Record<StateName, StudioState>> } = {
  request: Object.fromEntries((['idle', 'live', 'failed', 'review'] as const).map((name) => [name, { phase: 'requesting' }])),
  granted: { requesting: { phase: 'live' } },
  failBusy: Object.fromEntries(everyState.map((name) => [name, { phase: 'failed', failure: 'busy' }])),
  failInterrupted: Object.fromEntries(everyState.map((name) => [name, { phase: 'failed', failure: 'interrupted' }])),
  turnOff: { live: { phase: 'idle' } },
  countdown: { live: { phase: 'countdown', count: 3 } },
  tick: { countdown3: { phase: 'countdown', count: 2 } },
  cancel: { countdown3: { phase: 'live' }, countdown1: { phase: 'live' } },
  record: { countdown3: { phase: 'recording', elapsed: 0 }, countdown1: { phase: 'recording', elapsed: 0 } },
  elapsed5: { recording0: { phase: 'recording', elapsed: 5 } },
  recorded: { recording0: { phase: 'review', take: nextTake }, recording5: { phase: 'review', take: nextTake } },
  durationOfTake: { review: { phase: 'review', take: { ...take, seconds: 3.48 } } },
  durationOfOther: {},
  reset: Object.fromEntries(except('idle').map((name) => [name, { phase: 'idle' }])),
};

for (const [eventName, event] of Object.entries(events) as [EventName, StudioEvent][]) {
  test(`${eventName}: where it applies, and nothing anywhere else`, () => {
    for (const stateName of everyState) {
      const state = states[stateName];
      const expected = allowed[eventName][stateName];
      const next = studioReducer(state, event);
      if (expected) expect(next, `${stateName} + ${eventName}`).toEqual(expected);
      else expect(next, `${stateName} + ${eventName} is impossible: the same state back`).toBe(state);
    }
  });
}

test('the reducer never changes the state it is given', () => {
  const frozen = Object.fromEntries(everyState.map((name) => [name, structuredClone(states[name])]));
  for (const event of Object.values(events)) for (const name of everyState) studioReducer(states[name], event);
  expect(states).toEqual(frozen);
});

test('a whole session: check, record, review, retake, turn off after cancelling', () => {
  const walk: [StudioEvent, StudioState][] = [
    [events.request, { phase: 'requesting' }],
    [events.granted, { phase: 'live' }],
    // Another microphone: asked for again, granted again.
    [events.request, { phase: 'requesting' }],
    [events.granted, { phase: 'live' }],
    [events.countdown, { phase: 'countdown', count: 3 }],
    [events.tick, { phase: 'countdown', count: 2 }],
    [events.tick, { phase: 'countdown', count: 1 }],
    // A late tick never counts below 1.
    [events.tick, { phase: 'countdown', count: 1 }],
    [events.record, { phase: 'recording', elapsed: 0 }],
    [{ type: 'elapsed', seconds: 1 }, { phase: 'recording', elapsed: 1 }],
    [{ type: 'recorded', take }, { phase: 'review', take }],
    [events.durationOfTake, { phase: 'review', take: { ...take, seconds: 3.48 } }],
    // Retake: the take is gone with the request.
    [events.request, { phase: 'requesting' }],
    [events.granted, { phase: 'live' }],
    [events.countdown, { phase: 'countdown', count: 3 }],
    [events.cancel, { phase: 'live' }],
    [events.turnOff, { phase: 'idle' }],
  ];
  let state: StudioState = initialStudioState;
  for (const [event, expected] of walk) {
    state = studioReducer(state, event);
    expect(state, JSON.stringify(event)).toEqual(expected);
  }
});

test('a failure keeps only its reason, and trying again starts from the request', () => {
  let state = studioReducer(states.recording5, events.failInterrupted);
  expect(state).toEqual({ phase: 'failed', failure: 'interrupted' });
  // The same failure twice is a new state: its notice takes focus again.
  expect(studioReducer(state, events.failInterrupted)).not.toBe(state);
  state = studioReducer(state, events.request);
  expect(state).toEqual({ phase: 'requesting' });
  expect(studioReducer(state, { type: 'fail', failure: 'denied' })).toEqual({ phase: 'failed', failure: 'denied' });
});

test('the camera and microphone are on exactly while live, counting down or recording', () => {
  const on = everyState.filter((name) => devicesOn(states[name].phase));
  expect(on).toEqual(['live', 'countdown3', 'countdown1', 'recording0', 'recording5']);
});

test('focus: to the status while asking and once granted, the alert on failure, the next control, the take', () => {
  const cases: [StateName, StateName, ReturnType<typeof focusAfter>][] = [
    ['idle', 'requesting', 'status'],
    ['live', 'requesting', 'status'],
    ['review', 'requesting', 'status'],
    ['requesting', 'live', 'status'],
    ['requesting', 'failed', 'failure'],
    ['recording5', 'failed', 'failure'],
    ['live', 'countdown3', 'control'],
    ['requesting', 'countdown3', 'control'],
    ['countdown3', 'live', 'control'],
    ['live', 'idle', 'control'],
    ['recording5', 'review', 'result'],
    // Cancel turns into Stop in place, a tick or the clock change nothing that had focus.
    ['countdown1', 'recording0', null],
    ['countdown3', 'countdown1', null],
    ['recording0', 'recording5', null],
    ['live', 'live', null],
  ];
  for (const [from, to, target] of cases) expect(focusAfter(states[from], states[to]), `${from} → ${to}`).toBe(target);
  // A support check that fails again on Try again: the notice is announced and focused once more.
  expect(focusAfter(states.failed, { phase: 'failed', failure: 'denied' })).toBe('failure');
  expect(focusAfter(states.failed, states.failed)).toBeNull();
});
