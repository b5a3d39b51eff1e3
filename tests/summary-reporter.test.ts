import { expect, test } from '@playwright/test';
import { formatFailedAttempt } from '../e2e/support/summary-reporter';

const attempt = {
  test: 'practice.spec.ts:337 keyboard only',
  attempt: 1,
  attempts: 2,
  cause: 'Error: expect(locator).toBeFocused() failed',
  cores: 2,
};

test('a failed attempt names its test, attempt, first error line and the load average', () => {
  expect(formatFailedAttempt({ ...attempt, load: [1.5, 0.75, 0.333] })).toEqual([
    '  practice.spec.ts:337 keyboard only (attempt 1 of 2)',
    '      Error: expect(locator).toBeFocused() failed',
    '      load average 1.50 0.75 0.33 on 2 cores',
  ]);
});

test('a failure while more processes wanted a core than there are is marked busy', () => {
  expect(formatFailedAttempt({ ...attempt, attempt: 2, load: [7.71, 4, 2] }).at(-1)).toBe(
    '      load average 7.71 4.00 2.00 on 2 cores (busy: more runnable processes than cores)',
  );
  expect(formatFailedAttempt({ ...attempt, load: [2, 4, 2] }).at(-1)).not.toContain('busy');
});
