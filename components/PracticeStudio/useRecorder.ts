import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { pickRecordingType } from '@/lib/practice/media';
import type { RecorderEvent } from './studioState';
import type { MediaDevicesHandle } from './useMediaDevices';

/** How long a countdown runs before recording starts, and the most a recording may run, in seconds. */
export interface RecorderTiming {
  countdownSeconds: number;
  limitSeconds: number;
}

/**
 * One answer at a time: the countdown, MediaRecorder on the live stream up to the limit, and each take's blob URL
 * until it is discarded or released. Timers are set from the press, never from renders, so a page clock drives them.
 * The practice studio turns the devices off after each take (`releaseAfterTake`); the mock interview keeps them on
 * from one question to the next, and gives each question its own timing.
 */
export function useRecorder(
  dispatch: Dispatch<RecorderEvent>,
  media: Pick<MediaDevicesHandle, 'streamRef' | 'release' | 'fail'>,
  timing: RecorderTiming,
  { releaseAfterTake = true }: { releaseAfterTake?: boolean } = {},
) {
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timersRef = useRef<number[]>([]);
  const takeUrlsRef = useRef(new Set<string>());
  // The stream and limit of the countdown in progress, for startNow.
  const pendingRef = useRef<{ stream: MediaStream; limitSeconds: number } | null>(null);
  const { streamRef, release: releaseDevices, fail } = media;

  /** Ends a countdown or a recording in progress, keeping nothing. */
  const drop = useCallback(() => {
    for (const timer of timersRef.current) window.clearTimeout(timer);
    timersRef.current = [];
    pendingRef.current = null;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder) {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
    }
  }, []);

  /** Runs `then` after `ms`, or drops everything if its stream was released meanwhile (an unplugged device's failure). */
  const after = (stream: MediaStream, ms: number, then: () => void) => {
    timersRef.current.push(window.setTimeout(() => (streamRef.current === stream ? then() : drop()), ms));
  };

  const begin = (stream: MediaStream, limitSeconds: number) => {
    drop();
    const requested = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, requested ? { mimeType: requested } : undefined);
    } catch {
      fail('unsupported');
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      drop();
      // Devices gone mid-answer: the failure is shown instead, and nothing half-recorded is kept.
      if (streamRef.current !== stream) return;
      const mimeType = recorder.mimeType || requested || 'video/webm';
      const url = URL.createObjectURL(new Blob(chunks, { type: mimeType }));
      takeUrlsRef.current.add(url);
      // The answer is in the blob: the studio needs the camera and microphone no more.
      if (releaseAfterTake) releaseDevices();
      dispatch({ type: 'recorded', take: { url, mimeType, seconds: (performance.now() - startedAt) / 1000 } });
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    dispatch({ type: 'record' });
    const limitMs = limitSeconds * 1000;
    const tick = () => {
      const ms = performance.now() - startedAt;
      dispatch({ type: 'elapsed', seconds: Math.min(limitSeconds, Math.floor(ms / 1000)) });
      timersRef.current = [];
      if (ms >= limitMs) {
        if (recorder.state !== 'inactive') recorder.stop();
      } else after(stream, Math.min(250, limitMs - ms), tick);
    };
    after(stream, 250, tick);
  };

  /** Counts down on the live stream, then records from it; `override` sets this answer's own timing. */
  const countdown = (override?: RecorderTiming) => {
    const stream = streamRef.current;
    if (!stream) return;
    const { countdownSeconds, limitSeconds } = override ?? timing;
    drop();
    pendingRef.current = { stream, limitSeconds };
    dispatch({ type: 'countdown', seconds: countdownSeconds });
    // Every step is scheduled now, from the press: a second's tick never waits for the previous render.
    for (let n = countdownSeconds - 1; n >= 0; n -= 1) {
      after(stream, (countdownSeconds - n) * 1000, () => (n === 0 ? begin(stream, limitSeconds) : dispatch({ type: 'tick' })));
    }
  };

  /** Skips the rest of the countdown in progress: recording starts now. */
  const startNow = () => {
    const pending = pendingRef.current;
    if (pending && streamRef.current === pending.stream) begin(pending.stream, pending.limitSeconds);
  };

  /** Ends a countdown in progress without recording. */
  const cancel = () => drop();

  /** Stops recording; the take arrives with the recorder's stop event. */
  const stop = () => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  };

  /** Frees a take's blob URL (every take's, without one): its playback and download stop working. */
  const discard = useCallback((url?: string) => {
    for (const each of url ? [url] : [...takeUrlsRef.current]) {
      if (!takeUrlsRef.current.delete(each)) continue;
      URL.revokeObjectURL(each);
    }
  }, []);

  const release = useCallback(() => {
    drop();
    discard();
  }, [discard, drop]);

  // Unmounting drops a recording in progress and frees the takes.
  useEffect(() => release, [release]);

  return { countdown, startNow, cancel, stop, discard, release };
}
