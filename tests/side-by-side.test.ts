import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runSideBySide } from '../testing/side-by-side';

/**
 * `npm test` runs its one-core steps side by side (testing/test.ts): lint, workflow lint and the typecheck, then HTML
 * validity beside the floor page's build.
 */

/** A Node one-liner that creates `mine`, then ends only once `other` exists: two of them end only if both run at once. */
const waitsForTheOther = (dir: string, mine: string, other: string) => [
  '-e',
  `const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(path.join(dir, mine))}, '');
   console.log('${mine} started');
   const timer = setInterval(() => { if (fs.existsSync(${JSON.stringify(path.join(dir, other))})) { clearInterval(timer); console.log('${mine} saw ${other}'); } }, 5);`,
];

test('the commands run at the same time: two that each wait for the other both end', async () => {
  // Run one after the other, the first would wait for ever and the test time out.
  test.setTimeout(30_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'side-by-side-'));
  try {
    const results = await runSideBySide([
      { title: 'A', command: process.execPath, args: waitsForTheOther(dir, 'a', 'b') },
      { title: 'B', command: process.execPath, args: waitsForTheOther(dir, 'b', 'a') },
    ]);
    expect(results.map(({ title, status, output }) => ({ title, status, output }))).toEqual([
      { title: 'A', status: 0, output: 'a started\na saw b\n' },
      { title: 'B', status: 0, output: 'b started\nb saw a\n' },
    ]);
    for (const { seconds } of results) expect(seconds).toBeGreaterThan(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a failed command does not stop the others: each result keeps its own exit code and output, stderr included', async () => {
  const results = await runSideBySide([
    { title: 'fails', command: process.execPath, args: ['-e', "console.error('broken'); process.exit(3)"] },
    { title: 'passes', command: process.execPath, args: ['-e', "console.log('fine')"] },
    { title: 'missing', command: 'no-such-command-for-side-by-side', args: [] },
  ]);
  expect(results.map(({ title, status }) => [title, status])).toEqual([
    ['fails', 3],
    ['passes', 0],
    ['missing', 127],
  ]);
  expect(results[0]!.output).toBe('broken\n');
  expect(results[1]!.output).toBe('fine\n');
  expect(results[2]!.output).toContain('ENOENT');
});

test('npm test runs lint, workflow lint and the typecheck as one group, then HTML validity beside the floor page', () => {
  const script = readFileSync(new URL('../testing/test.ts', import.meta.url), 'utf8');
  const groups = [...script.matchAll(/concurrentSteps\(\[([\s\S]*?)\]\)/g)].map(([, body]) => body!);
  expect(groups).toHaveLength(2);
  expect(groups[0]).toMatch(/title: 'Lint'[\s\S]*title: 'Workflow lint'[\s\S]*title: 'Typecheck'/);
  expect(groups[1]).toBe('htmlValidity, floorPage');
  // Each step still runs its command: eslint with no warning allowed, actionlint, tsc.
  expect(script).toContain("args: ['eslint', '.', '--max-warnings=0']");
  expect(script).toContain("args: ['run', '--silent', 'lint:workflow']");
  expect(script).toContain("args: ['tsc', '--noEmit']");
});
