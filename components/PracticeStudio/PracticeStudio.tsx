'use client';

import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import {
  audibleLevel,
  failureOf,
  fileExtension,
  formatClock,
  levelOf,
  pickRecordingType,
  supportFailure,
  type MediaFailure,
} from '@/lib/practice/media';
import styles from './PracticeStudio.module.css';

type Phase = 'idle' | 'requesting' | 'live' | 'countdown' | 'recording' | 'failed';

interface DeviceOption {
  id: string;
  label: string;
}

interface Take {
  url: string;
  mimeType: string;
  /** Measured while recording; replaced by the video's own duration once it is known. */
  seconds: number;
}

type FocusTarget = 'status' | 'failure' | 'control' | 'result';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/**
 * The candidate's practice recorder (/practice only): asks for the camera and microphone when the visitor
 * presses a button, shows the preview and a live level meter, lets them pick devices, records one answer
 * after a countdown, up to the limit, and plays it back from a blob URL. Nothing is sent anywhere. Every
 * track, the AudioContext and the blob URL are released when recording ends, on leaving and on pagehide.
 */
export function PracticeStudio({ copy }: { copy: PracticeStudioCopy }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<MediaFailure>('unknown');
  const [count, setCount] = useState<number>(copy.countdownSeconds);
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [cameras, setCameras] = useState<DeviceOption[]>([]);
  const [microphones, setMicrophones] = useState<DeviceOption[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [heard, setHeard] = useState(false);

  const streamRef = useRef<MediaStream | null>(null);
  const audioRef = useRef<AudioContext | null>(null);
  const frameRef = useRef(0);
  const heardRef = useRef(false);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timersRef = useRef<number[]>([]);
  const takeUrlRef = useRef<string | null>(null);
  const requestRef = useRef(0);
  const previewRef = useRef<HTMLVideoElement>(null);
  const meterRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<FocusTarget | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const ids = useId();

  const clearTimers = useCallback(() => {
    for (const timer of timersRef.current) window.clearTimeout(timer);
    timersRef.current = [];
  }, []);

  /** Stops the meter, every track and the AudioContext: the browser's camera and microphone indicators go out. */
  const releaseDevices = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    const stream = streamRef.current;
    streamRef.current = null;
    stream?.getTracks().forEach((track) => {
      track.onended = null;
      track.stop();
    });
    void audioRef.current?.close().catch(() => undefined);
    audioRef.current = null;
    if (previewRef.current) previewRef.current.srcObject = null;
  }, []);

  const discardTake = useCallback(() => {
    if (takeUrlRef.current) URL.revokeObjectURL(takeUrlRef.current);
    takeUrlRef.current = null;
    setTake(null);
  }, []);

  /** Abandons a recording in progress without keeping it. */
  const dropRecorder = useCallback(() => {
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder) {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
    }
  }, []);

  const fail = useCallback(
    (reason: MediaFailure) => {
      requestRef.current += 1;
      clearTimers();
      dropRecorder();
      releaseDevices();
      setFailure(reason);
      setPhase('failed');
      focusRef.current = 'failure';
    },
    [clearTimers, dropRecorder, releaseDevices],
  );

  const startMeter = useCallback((stream: MediaStream, audio: AudioContext) => {
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let shown = 0;
    const tick = () => {
      analyser.getFloatTimeDomainData(samples);
      // Rises at once, falls back gently, so speech reads as a steady bar rather than flicker.
      shown = Math.max(levelOf(samples), Math.round(shown * 0.9));
      const meter = meterRef.current;
      if (meter) {
        meter.style.setProperty('--level', String(shown / 100));
        meter.setAttribute('aria-valuenow', String(shown));
        meter.setAttribute('aria-valuetext', `${shown}%`);
      }
      if (shown >= audibleLevel && !heardRef.current) {
        heardRef.current = true;
        setHeard(true);
      }
      frameRef.current = requestAnimationFrame(tick);
    };
    frameRef.current = requestAnimationFrame(tick);
  }, []);

  const listDevices = useCallback(
    async (stream: MediaStream) => {
      const devices = await navigator.mediaDevices.enumerateDevices();
      const options = (kind: MediaDeviceKind, unnamed: string) =>
        devices
          .filter((device) => device.kind === kind && device.deviceId)
          .map((device, index) => ({ id: device.deviceId, label: device.label || fill(unnamed, { n: index + 1 }) }));
      setCameras(options('videoinput', copy.step1.unnamedCamera));
      setMicrophones(options('audioinput', copy.step1.unnamedMicrophone));
      setCameraId(stream.getVideoTracks()[0]?.getSettings().deviceId ?? '');
      setMicrophoneId(stream.getAudioTracks()[0]?.getSettings().deviceId ?? '');
    },
    [copy.step1.unnamedCamera, copy.step1.unnamedMicrophone],
  );

  const beginRecording = useCallback(() => {
    const stream = streamRef.current;
    if (!stream) return;
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
      recorderRef.current = null;
      clearTimers();
      const mimeType = recorder.mimeType || requested || 'video/webm';
      const url = URL.createObjectURL(new Blob(chunks, { type: mimeType }));
      takeUrlRef.current = url;
      setTake({ url, mimeType, seconds: (performance.now() - startedAt) / 1000 });
      // The answer is in the blob: the camera and microphone are not needed any more.
      releaseDevices();
      setPhase('idle');
      focusRef.current = 'result';
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    setElapsed(0);
    setPhase('recording');
    const limitMs = copy.limitSeconds * 1000;
    const tick = () => {
      const ms = performance.now() - startedAt;
      setElapsed(Math.min(copy.limitSeconds, Math.floor(ms / 1000)));
      if (ms >= limitMs) {
        if (recorder.state !== 'inactive') recorder.stop();
        return;
      }
      timersRef.current = [window.setTimeout(tick, Math.min(250, limitMs - ms))];
    };
    timersRef.current = [window.setTimeout(tick, 250)];
  }, [clearTimers, copy.limitSeconds, fail, releaseDevices]);

  const startCountdown = useCallback(() => {
    clearTimers();
    setCount(copy.countdownSeconds);
    setPhase('countdown');
    focusRef.current = 'control';
    for (let n = copy.countdownSeconds - 1; n >= 0; n -= 1) {
      const at = (copy.countdownSeconds - n) * 1000;
      timersRef.current.push(window.setTimeout(() => (n === 0 ? beginRecording() : setCount(n)), at));
    }
  }, [beginRecording, clearTimers, copy.countdownSeconds]);

  /** Asks for the camera and microphone (the chosen ones, if any); then the preview, meter and device lists. */
  const startDevices = useCallback(
    async (choice: { camera?: string; microphone?: string } = {}, then: 'live' | 'countdown' = 'live') => {
      const known = supportFailure({
        secureContext: window.isSecureContext,
        getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
        mediaRecorder: typeof window.MediaRecorder === 'function',
      });
      if (known) {
        fail(known);
        return;
      }
      const request = ++requestRef.current;
      clearTimers();
      releaseDevices();
      // Created inside the click, so the browser lets it run without waiting for another gesture.
      const audio = new AudioContext();
      audioRef.current = audio;
      heardRef.current = false;
      setHeard(false);
      setPhase('requesting');
      focusRef.current = 'status';
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: choice.camera ? { deviceId: { exact: choice.camera } } : true,
          audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
        });
      } catch (error) {
        if (request === requestRef.current) fail(failureOf(error));
        else void audio.close().catch(() => undefined);
        return;
      }
      if (request !== requestRef.current) {
        // Left, cancelled or asked again while the browser was asking: this stream is not wanted.
        stream.getTracks().forEach((track) => track.stop());
        void audio.close().catch(() => undefined);
        return;
      }
      streamRef.current = stream;
      for (const track of stream.getTracks()) {
        track.onended = () => {
          if (streamRef.current === stream) fail('interrupted');
        };
      }
      const preview = previewRef.current;
      if (preview) {
        preview.srcObject = stream;
        // Started here rather than by an autoplay attribute: playing only ever follows the visitor's press.
        void preview.play().catch(() => undefined);
      }
      void audio.resume().catch(() => undefined);
      startMeter(stream, audio);
      try {
        await listDevices(stream);
      } catch {
        // Without the list the visitor keeps the devices the browser chose.
      }
      if (request !== requestRef.current) return;
      if (then === 'countdown') startCountdown();
      else {
        setPhase('live');
        focusRef.current = 'status';
      }
    },
    [clearTimers, fail, listDevices, releaseDevices, startCountdown, startMeter],
  );

  const stopDevices = () => {
    requestRef.current += 1;
    clearTimers();
    releaseDevices();
    setPhase('idle');
    focusRef.current = 'control';
  };

  const cancelCountdown = () => {
    clearTimers();
    setPhase('live');
    focusRef.current = 'control';
  };

  const stopRecording = () => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  };

  const retake = () => {
    discardTake();
    if (streamRef.current) startCountdown();
    else void startDevices({ camera: cameraId, microphone: microphoneId }, 'countdown');
  };

  // Leaving the page (unmount, or pagehide for the back-forward cache) releases everything.
  useEffect(() => {
    const releaseAll = () => {
      requestRef.current += 1;
      clearTimers();
      dropRecorder();
      releaseDevices();
      if (takeUrlRef.current) URL.revokeObjectURL(takeUrlRef.current);
      takeUrlRef.current = null;
    };
    const onPageHide = () => {
      releaseAll();
      setTake(null);
      setPhase('idle');
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      releaseAll();
    };
  }, [clearTimers, dropRecorder, releaseDevices]);

  // A camera or microphone plugged in or out while the check runs updates the choices.
  useEffect(() => {
    if (phase !== 'live') return;
    const devices = navigator.mediaDevices;
    const onChange = () => {
      if (streamRef.current) void listDevices(streamRef.current).catch(() => undefined);
    };
    devices.addEventListener('devicechange', onChange);
    return () => devices.removeEventListener('devicechange', onChange);
  }, [phase, listDevices]);

  // Focus follows the flow when the pressed button goes away, so keyboard users never land on <body>.
  useEffect(() => {
    const target = focusRef.current;
    if (!target) return;
    focusRef.current = null;
    const element = { status: statusRef, failure: failureRef, control: controlRef, result: resultRef }[target].current;
    (element ?? statusRef.current)?.focus();
  });

  /**
   * MediaRecorder's WebM has no duration in its header, so the video reports Infinity until it has read
   * to the end: seeking far past the end makes it find the real length, then back to the start.
   */
  const onPlaybackMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (Number.isFinite(video.duration)) return;
    const onDuration = () => {
      if (!Number.isFinite(video.duration)) return;
      video.removeEventListener('durationchange', onDuration);
      video.currentTime = 0;
      setTake((current) => (current && current.url === video.currentSrc ? { ...current, seconds: video.duration } : current));
    };
    video.addEventListener('durationchange', onDuration);
    video.currentTime = Number.MAX_SAFE_INTEGER;
  };

  const live = phase === 'live' || phase === 'countdown' || phase === 'recording';
  const busy = phase === 'countdown' || phase === 'recording';
  const { step1, step2 } = copy;
  const limit = formatClock(copy.limitSeconds);

  let status = '';
  if (phase === 'requesting') status = step1.requesting;
  else if (live) status = step1.ready;
  else if (phase === 'idle' && take) status = step1.offAfterRecording;

  const deviceSelect = (kind: 'camera' | 'microphone', options: DeviceOption[], value: string) => {
    const label = kind === 'camera' ? step1.cameraLabel : step1.microphoneLabel;
    const id = `${ids}-${kind}`;
    if (options.length < 2) {
      const only = options.find((option) => option.id === value) ?? options[0];
      return (
        <p className={styles.device}>
          <span className={styles.deviceLabel}>{label}</span> {only?.label}
        </p>
      );
    }
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.deviceLabel}>
          {label}
        </label>
        <select
          id={id}
          className={styles.select}
          value={value}
          disabled={busy}
          onChange={(event) => {
            const next = event.target.value;
            void startDevices(kind === 'camera' ? { camera: next, microphone: microphoneId } : { camera: cameraId, microphone: next });
          }}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <div className={styles.studio}>
      <section className={styles.step1} aria-labelledby={`${ids}-step1`}>
        <h2 id={`${ids}-step1`} className={styles.stepHeading}>
          {step1.heading}
        </h2>
        {live ? null : <p className={styles.text}>{step1.intro}</p>}
        <p ref={statusRef} tabIndex={-1} className={styles.status} role="status">
          {status}
        </p>
        {phase === 'failed' ? (
          <div ref={failureRef} tabIndex={-1} className={styles.failure} role="alert">
            <p className={styles.failureTitle}>{copy.failures[failure].title}</p>
            <p>{copy.failures[failure].text}</p>
          </div>
        ) : null}
        {live ? (
          <>
            <ul className={styles.checks}>
              <li>{step1.supported}</li>
              <li>{deviceSelect('camera', cameras, cameraId)}</li>
              <li>
                {deviceSelect('microphone', microphones, microphoneId)}
                <div
                  ref={meterRef}
                  role="meter"
                  aria-label={step1.meterLabel}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={0}
                  aria-valuetext="0%"
                  className={styles.meter}
                >
                  <div className={styles.meterFill} />
                </div>
                <p className={styles.meterText}>{heard ? step1.heard : step1.silent}</p>
              </li>
            </ul>
            {busy ? null : (
              <button type="button" className={styles.secondary} onClick={stopDevices}>
                {step1.stop}
              </button>
            )}
          </>
        ) : null}
        {phase === 'idle' && !take ? (
          <button ref={controlRef} type="button" className={styles.primary} onClick={() => void startDevices()}>
            {step1.start}
          </button>
        ) : null}
        {phase === 'failed' ? (
          <button type="button" className={styles.primary} onClick={() => void startDevices()}>
            {copy.retry}
          </button>
        ) : null}
      </section>

      <div className={styles.stage} role="group" aria-label={copy.stageLabel} data-live={live} data-phase={phase}>
        {/* title, not aria-label: a video without controls is not interactive, so a name belongs in its title. */}
        <video ref={previewRef} className={styles.preview} title={copy.previewLabel} muted playsInline hidden={!live} />
        {take && !live ? (
          <video
            key={take.url}
            className={styles.playback}
            aria-label={copy.playbackLabel}
            src={take.url}
            controls
            playsInline
            preload="metadata"
            onLoadedMetadata={onPlaybackMetadata}
          />
        ) : null}
        {!live && !take ? (
          <p className={styles.placeholder}>
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
              <path d="M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            {copy.stagePlaceholder}
          </p>
        ) : null}
        {phase === 'countdown' ? (
          <span key={count} className={styles.count} aria-hidden="true">
            {count}
          </span>
        ) : null}
        {phase === 'recording' ? (
          <span className={styles.rec} aria-hidden="true">
            <span className={styles.recDot} />
            {formatClock(elapsed)}
          </span>
        ) : null}
      </div>

      <section className={styles.step2} aria-labelledby={`${ids}-step2`}>
        <h2 id={`${ids}-step2`} className={styles.stepHeading}>
          {step2.heading}
        </h2>
        <figure className={styles.question}>
          <figcaption className={styles.questionLabel}>{step2.questionLabel}</figcaption>
          <blockquote className={styles.questionText}>
            <p>{step2.question}</p>
          </blockquote>
        </figure>
        <p className={styles.text}>{fill(step2.hint, { limit })}</p>
        <p className={styles.status} role="status">
          {phase === 'countdown' ? fill(step2.countdown, { n: count }) : phase === 'recording' ? step2.recording : ''}
        </p>
        {phase === 'recording' ? (
          <p className={styles.timer}>{fill(step2.timer, { time: formatClock(elapsed), limit })}</p>
        ) : null}
        {phase === 'live' ? (
          <button ref={controlRef} type="button" className={styles.record} onClick={startCountdown}>
            <span className={styles.recordDot} aria-hidden="true" />
            {step2.start}
          </button>
        ) : null}
        {busy ? (
          <button
            ref={controlRef}
            type="button"
            className={phase === 'recording' ? styles.stop : styles.secondary}
            onClick={phase === 'recording' ? stopRecording : cancelCountdown}
          >
            {phase === 'recording' ? step2.stop : step2.cancel}
          </button>
        ) : null}
        {take && !live ? (
          <>
            <p ref={resultRef} tabIndex={-1} className={styles.result}>
              {fill(step2.recorded, { time: formatClock(take.seconds) })}
            </p>
            <div className={styles.actions}>
              <a className={styles.primary} href={take.url} download={`${step2.downloadName}.${fileExtension(take.mimeType)}`}>
                {step2.download}
              </a>
              <button type="button" className={styles.secondary} onClick={retake}>
                {step2.retake}
              </button>
            </div>
            <p className={styles.note}>{step2.localOnly}</p>
          </>
        ) : null}
        {!live && !take && phase !== 'requesting' ? <p className={styles.note}>{step2.needsDevices}</p> : null}
      </section>
    </div>
  );
}
