import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { pickRecordingType } from '@/lib/practice/media';
import type { StudioEvent } from './studioState';
import type { MediaDevicesHandle } from './useMediaDevices';

/**
 * One answer at a time: the countdown, MediaRecorder on the live stream up to the limit, and the take's blob URL
 * until it is discarded or released. Timers are set from the press, never from renders, so a page clock drives them.
 */
export function useRecorder(
  dispatch: Dispatch<StudioEvent>,
  media: Pick<MediaDevicesHandle, 'streamRef' | 'release' | 'fail'>,
  timing: { countdownSeconds: number; limitSeconds: number },
) {
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timersRef = useRef<number[]>([]);
  const takeUrlRef = useRef<string | null>(null);
  const { streamRef, release: releaseDevices, fail } = media;
  const { countdownSeconds, limitSeconds } = timing;

  /** Ends a countdown or a recording in progress, keeping nothing. */
  const drop = useCallback(() => {
    for (const timer of timersRef.current) window.clearTimeout(timer);
    timersRef.current = [];
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

  const begin = (stream: MediaStream) => {
    const requested = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, requested ? { mimeType: requested } : undefined);
    } catch {
      drop();
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
      takeUrlRef.current = url;
      // The answer is in the blob: the camera and microphone are not needed any more.
      releaseDevices();
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

  /** Counts down on the live stream, then records from it. */
  const countdown = () => {
    const stream = streamRef.current;
    if (!stream) return;
    drop();
    dispatch({ type: 'countdown', seconds: countdownSeconds });
    // Every step is scheduled now, from the press: a second's tick never waits for the previous render.
    for (let n = countdownSeconds - 1; n >= 0; n -= 1) {
      after(stream, (countdownSeconds - n) * 1000, () => (n === 0 ? begin(stream) : dispatch({ type: 'tick' })));
    }
  };

  const cancel = () => {
    drop();
    dispatch({ type: 'cancel' });
  };

  /** Stops recording; the take arrives with the recorder's stop event. */
  const stop = () => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  };

  /** Frees the take's blob URL: its playback and download stop working. */
  const discard = useCallback(() => {
    if (takeUrlRef.current) URL.revokeObjectURL(takeUrlRef.current);
    takeUrlRef.current = null;
  }, []);

  const release = useCallback(() => {
    drop();
    discard();
  }, [discard, drop]);

  // Unmounting drops a recording in progress and frees the take.
  useEffect(() => release, [release]);

  return { countdown, cancel, stop, discard, release };
}
