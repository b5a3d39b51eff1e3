import type { PracticeStudioCopy } from '@/content/practice';
import { formatDuration } from '@/lib/duration';
import { fill } from '@/lib/practice/fill';
import type { MediaFailure } from '@/lib/practice/media';

/**
 * The studio's flow as data: each state carries only the fields valid in it, and the hooks' events move between
 * them; an event that makes no sense in the current state returns that same state. Pure, so it is tested in Node.
 */

/** A finished answer, held in the tab as a blob URL. */
export interface Take {
  url: string;
  mimeType: string;
  /** Measured while recording; replaced by the video's own duration once it is known. */
  seconds: number;
}

export type StudioState =
  /** Camera and microphone off, nothing recorded. */
  | { phase: 'idle' }
  /** The browser is asking the visitor for the camera and microphone. */
  | { phase: 'requesting' }
  /** Preview and meter running: devices can be switched, recording can start. */
  | { phase: 'live' }
  /** Seconds left before recording starts, from the countdown length down to 1. */
  | { phase: 'countdown'; count: number }
  /** Whole seconds recorded so far. */
  | { phase: 'recording'; elapsed: number }
  /** The answer is ready to play back or download; the devices were turned off when it ended. */
  | { phase: 'review'; take: Take }
  | { phase: 'failed'; failure: MediaFailure };

export type Phase = StudioState['phase'];

export type StudioEvent =
  /** The visitor asked for the devices: first time, another camera or microphone, try again, or retake. */
  | { type: 'request' }
  /** The browser handed over a stream for the latest request. */
  | { type: 'granted' }
  | { type: 'fail'; failure: MediaFailure }
  /** The visitor turned the camera and microphone off. */
  | { type: 'turnOff' }
  | { type: 'countdown'; seconds: number }
  /** One second of the countdown has passed. */
  | { type: 'tick' }
  | { type: 'cancel' }
  /** The countdown ended and the recorder started. */
  | { type: 'record' }
  | { type: 'elapsed'; seconds: number }
  | { type: 'recorded'; take: Take }
  /** The playback video learned the real length of the take at `url`. */
  | { type: 'duration'; url: string; seconds: number }
  /** The page is being left (pagehide): everything was released. */
  | { type: 'reset' };

/** What the device hook (useMediaDevices) reports: the mock interview listens to the same events. */
export type DeviceEvent = Extract<StudioEvent, { type: 'request' | 'granted' | 'fail' }>;
/** What the recorder hook (useRecorder) reports: its countdown, the recording's time and the take. */
export type RecorderEvent = Extract<StudioEvent, { type: 'countdown' | 'tick' | 'record' | 'elapsed' | 'recorded' }>;

export const initialStudioState: StudioState = { phase: 'idle' };

const requesting: StudioState = { phase: 'requesting' };
const live: StudioState = { phase: 'live' };

export function studioReducer(state: StudioState, event: StudioEvent): StudioState {
  switch (event.type) {
    case 'request':
      // Not while asked already, nor while counting down or recording (the device choice is locked then).
      return state.phase === 'idle' || state.phase === 'live' || state.phase === 'failed' || state.phase === 'review' ? requesting : state;
    case 'granted':
      return state.phase === 'requesting' ? live : state;
    case 'fail':
      // Anything can fail: the support check before asking, the browser's answer, a device unplugged mid-answer.
      return { phase: 'failed', failure: event.failure };
    case 'turnOff':
      return state.phase === 'live' ? initialStudioState : state;
    case 'countdown':
      return state.phase === 'live' ? { phase: 'countdown', count: event.seconds } : state;
    case 'tick':
      return state.phase === 'countdown' && state.count > 1 ? { phase: 'countdown', count: state.count - 1 } : state;
    case 'cancel':
      return state.phase === 'countdown' ? live : state;
    case 'record':
      return state.phase === 'countdown' ? { phase: 'recording', elapsed: 0 } : state;
    case 'elapsed':
      return state.phase === 'recording' && event.seconds !== state.elapsed ? { phase: 'recording', elapsed: event.seconds } : state;
    case 'recorded':
      return state.phase === 'recording' ? { phase: 'review', take: event.take } : state;
    case 'duration':
      return state.phase === 'review' && state.take.url === event.url && state.take.seconds !== event.seconds
        ? { phase: 'review', take: { ...state.take, seconds: event.seconds } }
        : state;
    case 'reset':
      return state.phase === 'idle' ? state : initialStudioState;
  }
}

/** The camera and microphone are on (preview, meter, device lists shown) in these phases. */
export const devicesOn = (phase: Phase): boolean => phase === 'live' || phase === 'countdown' || phase === 'recording';

/** Where keyboard focus goes after a change, so it never drops to <body> when the pressed button goes away. */
export type FocusTarget = 'status' | 'failure' | 'control' | 'result';

/** The element to focus after moving from `from` to `to`, or null to leave focus where it is. */
export function focusAfter(from: StudioState, to: StudioState): FocusTarget | null {
  if (from === to) return null;
  if (to.phase === 'failed') return 'failure';
  if (from.phase === to.phase) return null;
  switch (to.phase) {
    case 'requesting':
      return 'status';
    case 'live':
      return from.phase === 'requesting' ? 'status' : 'control';
    case 'idle':
    case 'countdown':
      return 'control';
    case 'review':
      return 'result';
    case 'recording':
      // Cancel becomes Stop in place: focus is already on it.
      return null;
  }
}

/**
 * The recorder's status line: one sentence per state, never a changing number, so a screen reader hears the
 * countdown and the recording once each (the stage shows the seconds).
 */
export function announcement(state: StudioState, step2: PracticeStudioCopy['step2'], countdownSeconds: number): string {
  if (state.phase === 'countdown') return fill(step2.countdown, { time: formatDuration(countdownSeconds) });
  return state.phase === 'recording' ? step2.recording : '';
}
