import { expect, type Page } from './test';
import { axeScan, axeViolations } from './axe';

/**
 * What the specs of the camera pages (/practice, the mock interviews) share: Chromium's fake devices recorded as the
 * page gets them, the recorder's chunks counted, the page clock paused, axe run under a paused clock.
 */

declare global {
  interface Window {
    __tracks: MediaStreamTrack[];
    __audioContexts: AudioContext[];
    /** Per MediaRecorder, in order: how many non-empty chunks it has delivered. */
    __recordedChunks: number[];
    __meterReadings: Set<string | null>;
    __clockSetTimeout: typeof window.setTimeout;
    /** What the page's live regions said, each change in turn. */
    __spoken: string[];
  }
}

/**
 * Counts each recorder's chunks: the studio asks for one a second of media (MediaRecorder's timeslice), so N chunks
 * are N seconds of real recording, however slowly the machine got there.
 */
export async function countRecordedChunks(page: Page) {
  await page.addInitScript(() => {
    window.__recordedChunks = [];
    const Original = window.MediaRecorder;
    if (!Original) return;
    window.MediaRecorder = class extends Original {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        const index = window.__recordedChunks.push(0) - 1;
        this.addEventListener('dataavailable', (event) => {
          if (event.data.size > 0) window.__recordedChunks[index]! += 1;
        });
      }
    };
  });
}

export const chunksOfLastRecorder = (page: Page) => page.evaluate(() => window.__recordedChunks.at(-1) ?? 0);

/**
 * Stops the page's clock (installed before the page loaded): from here only runFor moves the countdown and the
 * recording timer, whatever the machine's load. Also stops animation frames, so the meter holds still.
 * pauseAt jumps ahead to the time it is given, which must still be ahead when the call arrives: an hour on, with
 * nothing of the studio's scheduled yet (a timer due on the way fires once).
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_600_000);
}

/** Keeps every track getUserMedia hands out and every AudioContext, so tests can see they were released. */
export async function recordMediaObjects(page: Page) {
  await page.addInitScript(() => {
    window.__tracks = [];
    window.__audioContexts = [];
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      window.__tracks.push(...stream.getTracks());
      return stream;
    };
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        window.__audioContexts.push(this);
      }
    };
  });
}

export const mediaState = (page: Page) =>
  page.evaluate(() => ({
    tracks: window.__tracks.map((track) => `${track.kind}:${track.readyState}`),
    contexts: window.__audioContexts.map((context) => context.state),
  }));

/**
 * axe settles each rule with a 0 ms timer, which a paused page clock holds for ever. On a page whose clock the test
 * installed (`clockInstalled`), such timers go through a MessageChannel while axe runs; the studio's own timers
 * (none of them 0 ms) stay on the page's clock, so its state holds still under analysis.
 */
export async function expectNoViolations(page: Page, label: string, { clockInstalled = false } = {}) {
  if (clockInstalled) {
    await page.evaluate(() => {
      const onClock = (window.__clockSetTimeout = window.setTimeout);
      const due: (() => void)[] = [];
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = () => due.shift()?.();
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        if (delay || typeof handler !== 'function') return onClock(handler, delay, ...args);
        due.push(() => handler(...args));
        port2.postMessage(null);
        return 0;
      }) as typeof window.setTimeout;
    });
  }
  const violations = await axeViolations(axeScan(page));
  if (clockInstalled) await page.evaluate(() => (window.setTimeout = window.__clockSetTimeout));
  expect(violations, `axe on ${label}`).toEqual([]);
}

