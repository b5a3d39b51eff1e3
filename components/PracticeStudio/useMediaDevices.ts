import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { fill } from '@/lib/practice/fill';
import { audibleLevel, failureOf, levelOf, supportFailure, type MediaFailure } from '@/lib/practice/media';
import type { DeviceEvent } from './studioState';

export interface DeviceOption {
  id: string;
  label: string;
}

export interface Devices {
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  /** The devices the stream uses, so each list shows what the browser picked. */
  cameraId: string;
  microphoneId: string;
}

/** Device ids to ask for; a missing one lets the browser choose. */
export interface DeviceChoice {
  camera?: string;
  microphone?: string;
}

const noDevices: Devices = { cameras: [], microphones: [], cameraId: '', microphoneId: '' };

/**
 * The camera and microphone from a press until released: getUserMedia, the preview, the level meter, the device
 * lists. Dispatches request, granted and fail; releases every track and the AudioContext on unmount.
 */
export function useMediaDevices(
  dispatch: Dispatch<DeviceEvent>,
  names: { unnamedCamera: string; unnamedMicrophone: string },
  /** Whether to follow devices plugged in or out (while the check is shown). */
  watchDevices: boolean,
) {
  const [devices, setDevices] = useState(noDevices);
  const [heard, setHeard] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const audioRef = useRef<AudioContext | null>(null);
  const frameRef = useRef(0);
  const heardRef = useRef(false);
  // Bumped by every request and release, so an answer the browser gives late is recognised as unwanted.
  const requestRef = useRef(0);
  const previewRef = useRef<HTMLVideoElement>(null);
  const meterRef = useRef<HTMLDivElement>(null);
  const { unnamedCamera, unnamedMicrophone } = names;

  /** Stops the meter, every track and the AudioContext (the browser's indicators go out) and disowns a pending request. */
  const release = useCallback(() => {
    requestRef.current += 1;
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

  const fail = (failure: MediaFailure) => {
    release();
    dispatch({ type: 'fail', failure });
  };

  const startMeter = (stream: MediaStream, audio: AudioContext) => {
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let shown = 0;
    // Written to the DOM each frame rather than through state: the meter moves without re-rendering the studio.
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
  };

  const listDevices = useCallback(
    async (stream: MediaStream) => {
      const found = await navigator.mediaDevices.enumerateDevices();
      const options = (kind: MediaDeviceKind, unnamed: string) =>
        found
          .filter((device) => device.kind === kind && device.deviceId)
          .map((device, index) => ({ id: device.deviceId, label: device.label || fill(unnamed, { n: index + 1 }) }));
      setDevices({
        cameras: options('videoinput', unnamedCamera),
        microphones: options('audioinput', unnamedMicrophone),
        cameraId: stream.getVideoTracks()[0]?.getSettings().deviceId ?? '',
        microphoneId: stream.getAudioTracks()[0]?.getSettings().deviceId ?? '',
      });
    },
    [unnamedCamera, unnamedMicrophone],
  );

  /** Asks for the (chosen) camera and microphone: true once granted, false if it failed or was overtaken. */
  const start = async (choice: DeviceChoice = {}): Promise<boolean> => {
    const known = supportFailure({
      secureContext: window.isSecureContext,
      getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
      mediaRecorder: typeof window.MediaRecorder === 'function',
    });
    if (known) {
      fail(known);
      return false;
    }
    release();
    const request = requestRef.current;
    // Created inside the click, so the browser lets it run without waiting for another gesture.
    const audio = new AudioContext();
    audioRef.current = audio;
    heardRef.current = false;
    setHeard(false);
    dispatch({ type: 'request' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: choice.camera ? { deviceId: { exact: choice.camera } } : true,
        audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
      });
    } catch (error) {
      if (request === requestRef.current) fail(failureOf(error));
      else void audio.close().catch(() => undefined);
      return false;
    }
    if (request !== requestRef.current) {
      // Left, turned off or asked again while the browser was asking: this stream is not wanted.
      stream.getTracks().forEach((track) => track.stop());
      void audio.close().catch(() => undefined);
      return false;
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
    if (request !== requestRef.current) return false;
    dispatch({ type: 'granted' });
    return true;
  };

  // Unmounting (a link to another page of the site) turns everything off.
  useEffect(() => release, [release]);

  // A camera or microphone plugged in or out while the check is shown updates the choices.
  useEffect(() => {
    if (!watchDevices) return;
    const mediaDevices = navigator.mediaDevices;
    const onChange = () => {
      if (streamRef.current) void listDevices(streamRef.current).catch(() => undefined);
    };
    mediaDevices.addEventListener('devicechange', onChange);
    return () => mediaDevices.removeEventListener('devicechange', onChange);
  }, [watchDevices, listDevices]);

  return { streamRef, previewRef, meterRef, devices, heard, start, release, fail };
}

export type MediaDevicesHandle = ReturnType<typeof useMediaDevices>;
