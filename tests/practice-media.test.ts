import { expect, test } from '@playwright/test';
import { failureOf, fileExtension, formatClock, levelOf, pickRecordingType, supportFailure } from '../lib/practice/media';
import { fill } from '../lib/practice/fill';
import { practiceStudio } from '../content/practice';

test('each getUserMedia error name maps to the failure whose message the page shows', () => {
  const cases: [string, string][] = [
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noDevice'],
    ['OverconstrainedError', 'noDevice'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'unknown'],
  ];
  for (const [name, failure] of cases) {
    expect(failureOf(new DOMException('message', name)), name).toBe(failure);
    expect(practiceStudio.failures).toHaveProperty(failure);
  }
  expect(failureOf('a string')).toBe('unknown');
  expect(failureOf(null)).toBe('unknown');
});

test('an insecure page is named before a missing API; a capable secure page has no failure', () => {
  expect(supportFailure({ secureContext: false, getUserMedia: false, mediaRecorder: false })).toBe('insecure');
  expect(supportFailure({ secureContext: true, getUserMedia: false, mediaRecorder: true })).toBe('unsupported');
  expect(supportFailure({ secureContext: true, getUserMedia: true, mediaRecorder: false })).toBe('unsupported');
  expect(supportFailure({ secureContext: true, getUserMedia: true, mediaRecorder: true })).toBeNull();
});

test('the recording format: WebM first, MP4 for Safari, the browser default otherwise', () => {
  expect(pickRecordingType(() => true)).toBe('video/webm;codecs=vp9,opus');
  expect(pickRecordingType((type) => type.startsWith('video/mp4'))).toBe('video/mp4;codecs=avc1,mp4a');
  expect(pickRecordingType(() => false)).toBeUndefined();
  expect(fileExtension('video/webm;codecs=vp8,opus')).toBe('webm');
  expect(fileExtension('video/mp4')).toBe('mp4');
  expect(fileExtension('video/x-matroska;codecs=avc1')).toBe('mkv');
});

test('times read m:ss and levels run from silence (0) to full scale (100)', () => {
  expect([0, 5.9, 60, 61, Infinity].map(formatClock)).toEqual(['0:00', '0:05', '1:00', '1:01', '0:00']);
  expect(levelOf([])).toBe(0);
  expect(levelOf(new Float32Array(256))).toBe(0);
  expect(levelOf(new Float32Array(256).fill(1))).toBe(100);
  // 0.01 full scale is -40 dBFS: a third of the way up the 60 dB scale.
  expect(levelOf(new Float32Array(256).fill(0.01))).toBe(33);
});

test('copy slots are filled by name; an unknown slot stays as written', () => {
  expect(fill('{time} of {limit}', { time: '0:05', limit: '1:00' })).toBe('0:05 of 1:00');
  expect(fill('Camera {n}', { n: 2 })).toBe('Camera 2');
  expect(fill('Recording starts in {n}', {})).toBe('Recording starts in {n}');
});
