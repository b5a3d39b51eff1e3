/**
 * The pure parts of the practice recorder (components/PracticeStudio): which failure a browser error
 * means, which recording format to ask for, how loud a block of samples is, how a time is shown.
 * Import-free, so the client leaf ships only this, and tests/practice-media.test.ts checks it in Node.
 */

/** Why the camera and microphone could not be used; each has its message in content/practice.ts. */
export type MediaFailure = 'denied' | 'noDevice' | 'busy' | 'unsupported' | 'insecure' | 'interrupted' | 'unknown';

/**
 * The failure a getUserMedia rejection stands for, by the DOMException's name. The older names in
 * brackets are what Chrome before version 64 and early Firefox used.
 */
export function failureOf(error: unknown): MediaFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'noDevice';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'busy';
    default:
      return 'unknown';
  }
}

/** What the browser offers, read before anything starts. */
export interface MediaSupport {
  secureContext: boolean;
  getUserMedia: boolean;
  mediaRecorder: boolean;
}

/** A failure known before asking for the devices: an http page (not localhost), or a browser without the APIs. */
export function supportFailure(support: MediaSupport): MediaFailure | null {
  // Browsers hide navigator.mediaDevices on insecure pages, so this check comes first.
  if (!support.secureContext) return 'insecure';
  if (!support.getUserMedia || !support.mediaRecorder) return 'unsupported';
  return null;
}

/** Recording formats in order of preference: WebM (Chrome, Edge, Firefox), then MP4 (Safari). */
export const recordingTypes = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

/** The first format the browser can record, or undefined to let it choose. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return recordingTypes.find((type) => isTypeSupported(type));
}

/** The download's file extension for a recording's MIME type. */
export function fileExtension(mimeType: string): string {
  if (mimeType.startsWith('video/mp4')) return 'mp4';
  if (mimeType.startsWith('video/x-matroska')) return 'mkv';
  return 'webm';
}

/** `m:ss` for a number of seconds (rounded down): 0:05, 1:00. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The quietest level the meter shows above zero, in dBFS. */
const floorDb = -60;

/** Loudness of a block of samples (-1…1) on a 0–100 scale: RMS in dBFS, -60 dB → 0, 0 dB → 100. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((db - floorDb) / -floorDb) * 100)));
}

/** A level at or above this counts as hearing the visitor. */
export const audibleLevel = 20;
