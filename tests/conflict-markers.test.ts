import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** A merge's conflict markers: `<<<<<<< ours` and `>>>>>>> theirs` open and close every conflicted hunk. */
const marker = /^(<{7}|>{7})( .*)?$/m;

test('no tracked file holds a merge’s conflict markers', () => {
  // Every file git tracks, read as text; binary files (a NUL byte) are skipped.
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  expect(files.length).toBeGreaterThan(100);
  const conflicted = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return !text.includes('\0') && marker.test(text);
  });
  expect(conflicted, 'files with <<<<<<< or >>>>>>> lines left by a merge').toEqual([]);
});

test('the check sees a conflicted hunk and passes ordinary text', () => {
  expect(marker.test('a\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> h/49\n')).toBe(true);
  expect(marker.test('Heading\n=======\n\n> quoted\n>> nested\n<< not a marker\n')).toBe(false);
});
