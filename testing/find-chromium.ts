/**
 * Finds a Chromium for the tests: CHROME_PATH, Debian's /usr/bin/chromium, then
 * Playwright's own build if one was installed. Never downloads a browser.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, hasAptGet } from './apt';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

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

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  return candidates.find((candidate) => existsSync(candidate)) ?? playwrightOwn();
}

/** Finds a Chromium or installs Debian's where apt-get exists; throws if neither works. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!hasAptGet()) {
    throw new Error('No Chromium found: set CHROME_PATH, or install Chromium (Debian: apt-get install chromium).');
  }
  console.log('No Chromium found: installing Debian’s chromium with apt-get …');
  aptInstall(['chromium']);
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no binary was found at /usr/bin/chromium');
  return installed;
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
