/**
 * Finds a Chromium. Never downloads a browser.
 *
 * The tests take Debian's `chromium-headless-shell` first: the same Chromium build without the browser's window
 * machinery (what Playwright itself runs for headless Chromium). Each new browser context costs it far less: the same
 * 20 e2e tests took 45 s in it against 77–94 s in the full browser's headless mode (docs/testing.md). Lighthouse and
 * the trace measurements in perf/ take the full browser (`{ full: true }`), as their recorded figures did.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, hasAptGet } from './apt';

/** Debian's headless shell (package chromium-headless-shell). */
export const headlessShell = '/usr/bin/chromium-headless-shell';
const fullBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Whether a binary is a headless shell by its name: Debian's `chromium-headless-shell`, Playwright's own
 * `chrome-headless-shell` (what GitHub's workflow installs with `npx playwright install chromium-headless-shell`) and
 * its older `headless_shell`.
 */
export function isHeadlessShell(binary: string): boolean {
  return /headless[-_]shell$/.test(path.basename(binary));
}

function playwrightOwn(): string | undefined {
  try {
    // Resolved lazily: playwright-core is present whenever @playwright/test is.
    const path = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export interface ChromiumWanted {
  /** The full browser (Lighthouse's `--headless=new`, the perf traces), not the headless shell. */
  full?: boolean;
}

/**
 * CHROME_PATH if set (it must exist); else, for the tests, Debian's headless shell, then a full Chromium, then
 * Playwright's own; with `full`, a full Chromium only (CHROME_PATH too, unless it names a headless shell).
 */
export function findChromium({ full = false }: ChromiumWanted = {}): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && !(full && isHeadlessShell(fromEnv))) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  const candidates = full ? fullBrowsers : [headlessShell, ...fullBrowsers];
  return candidates.find((candidate) => existsSync(candidate)) ?? (full ? undefined : playwrightOwn());
}

/**
 * Finds a Chromium (see findChromium) or installs Debian's where apt-get exists; throws if neither works. For the
 * tests, a machine with only the full browser gets the headless shell too when it runs as root (CI), the suite's
 * largest saving; elsewhere the full browser runs the tests as it is, with a hint.
 */
export function ensureChromium(wanted: ChromiumWanted = {}): string {
  const pkg = wanted.full ? 'chromium' : 'chromium-headless-shell';
  const found = findChromium(wanted);
  const onlyTheFullBrowser = !wanted.full && !process.env.CHROME_PATH && found !== undefined && found !== headlessShell;
  if (found && !(onlyTheFullBrowser && hasAptGet() && process.getuid?.() === 0)) {
    if (onlyTheFullBrowser) console.log(`Using ${found}; Debian's chromium-headless-shell runs the tests in about half the time.`);
    return found;
  }
  if (!hasAptGet()) {
    throw new Error(`No Chromium found: set CHROME_PATH, or install Chromium (Debian: apt-get install ${pkg}).`);
  }
  console.log(`Installing Debian’s ${pkg} with apt-get …`);
  try {
    aptInstall([pkg]);
  } catch (error) {
    if (found) return found;
    throw error;
  }
  const installed = findChromium(wanted);
  if (!installed) throw new Error(`apt-get installed ${pkg}, but no binary was found`);
  return installed;
}

/**
 * The full browser for a test that depends on what only it does: its own answer to a permission prompt nobody
 * accepts (a NotAllowedError; the shell fails the request another way), and the Reporting API's uploads (the shell
 * never sent them). `npm test` installs it beside the shell (testing/test.ts).
 */
export function fullChromiumForTests(): string {
  const found = findChromium({ full: true });
  if (!found) throw new Error('This test needs the full Chromium (Debian: apt-get install chromium), or CHROME_PATH naming one.');
  return found;
}

/** Flags headless Chromium needs on this machine: root, no GPU, no network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The suite's browser (playwright.config.ts's Chromium projects): chromiumArgs, and the display compositor in the
 * browser process instead of a GPU process of its own (`--in-process-gpu`; with `--disable-gpu` it composites in
 * software either way). The e2e run is CPU-bound on two cores (93–96 % busy), and that process was about a tenth of
 * the CPU: three interleaved pairs of the same specs took 1.3–4 % less CPU with it. The measuring tools (perf/) keep chromiumArgs, so their figures stay comparable with earlier ones.
 */
export const suiteChromiumArgs = [...chromiumArgs, '--in-process-gpu'];
