/**
 * Installs Debian packages with apt-get, for the test tools that use Debian's browsers (Chromium for `npm test`,
 * Firefox ESR, WebKitGTK's driver and Xvfb for `npm run test:engines`). Never downloads a browser build of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether apt-get can install here (a Debian-like machine). */
export const hasAptGet = () => existsSync('/usr/bin/apt-get');

/** `apt-get update` then `apt-get install` of `packages`, as root or through sudo; throws if apt-get fails. */
export function aptInstall(packages: readonly string[]): void {
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    execFileSync(asRoot ? args[0]! : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}
