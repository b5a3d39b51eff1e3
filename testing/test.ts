/**
 * `npm test`: everything CI checks, in order, stopping at the first failure:
 * lint, typecheck, unit tests, the production build, HTML validity of every exported page, then the
 * end-to-end suite against the built export.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './find-chromium';

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
step('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('Typecheck', 'npx', ['tsc', '--noEmit']);
step('Unit tests', 'npx', ['playwright', 'test', '--project=unit']);
step('Build', 'npm', ['run', 'build']);
step('HTML validity', 'npm', ['run', 'check:html']);
const chrome = ensureChromium();
console.log(`Chromium: ${chrome}`);
step('End-to-end tests', 'npx', ['playwright', 'test', '--project=chromium'], { CHROME_PATH: chrome });
