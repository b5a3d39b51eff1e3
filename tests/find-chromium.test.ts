import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { findChromium, headlessShell, isHeadlessShell } from '../testing/find-chromium';

/** Runs `check` with CHROME_PATH set to `value` (or unset), then puts the environment back. */
function withChromePath<T>(value: string | undefined, check: () => T): T {
  const before = process.env.CHROME_PATH;
  if (value === undefined) delete process.env.CHROME_PATH;
  else process.env.CHROME_PATH = value;
  try {
    return check();
  } finally {
    if (before === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = before;
  }
}

test('CHROME_PATH is taken first, and one that does not exist stops the run with its name', () => {
  expect(withChromePath(process.execPath, () => findChromium())).toBe(process.execPath);
  expect(() => withChromePath('/nowhere/chromium', () => findChromium())).toThrow('CHROME_PATH points at /nowhere/chromium');
});

test('the tests run in the headless shell wherever it is installed; Lighthouse and the traces never do', () => {
  const full = withChromePath(undefined, () => findChromium({ full: true }));
  expect(full ?? '').not.toContain('headless-shell');
  // `npm test` installs the shell before this test runs (testing/test.ts, as root where apt-get exists).
  expect(withChromePath(undefined, () => findChromium())).toBe(existsSync(headlessShell) ? headlessShell : full);
  // A CHROME_PATH naming the shell serves the tests, not the full browser's users: Debian's, and Playwright's own,
  // which GitHub's workflow installs and names in CHROME_PATH (.github/workflows/ci.yml).
  expect(withChromePath(headlessShell, () => findChromium({ full: true }))).toBe(full);
  const playwrightShell = '/home/runner/.cache/ms-playwright/chromium_headless_shell-1234/chrome-headless-shell-linux64/chrome-headless-shell';
  expect(withChromePath(playwrightShell, () => findChromium({ full: true }))).toBe(full);
  for (const shell of [headlessShell, playwrightShell, '/opt/chrome-linux/headless_shell']) expect(isHeadlessShell(shell), shell).toBe(true);
  for (const browser of ['/usr/bin/chromium', '/usr/bin/google-chrome', '/opt/headless-shell/chrome']) expect(isHeadlessShell(browser), browser).toBe(false);
});
