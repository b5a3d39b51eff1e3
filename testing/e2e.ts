/**
 * `npm run test:e2e -- [spec files] [Playwright options]`: one spec, one test (`-g "title"`) or the whole chromium
 * project against the built export, with the ports and variables `npm test` uses (testing/suite-env.ts). It builds
 * first when out/ is missing or stale: its sources changed, or it was built for other ports or NEXT_PUBLIC_*
 * values. A `--project=documented-headers` or `--project=workers` option runs those homes instead of chromium.
 *
 *   npm run test:e2e -- e2e/cookie-banner.spec.ts -g "I Understand"
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ensureChromium } from './find-chromium';
import { currentBuild, e2eEnvironment, siteUrlsFor, suitePorts, writeBuildStamp } from './suite-env';

const args = process.argv.slice(2);
const otherHomes = ['documented-headers', 'workers'];
const projects = args.flatMap((arg, i) => (arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' && args[i + 1] ? [args[i + 1]!] : []));

function run(command: string, commandArgs: string[], env: Record<string, string>) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let ports = currentBuild();
if (ports) console.log(`out/ is the build of these sources for site port ${ports.port} and gateway port ${ports.gatewayPort}: no build needed`);
else {
  ports = await suitePorts();
  console.log(`out/ is missing or stale: building for site port ${ports.port} and gateway port ${ports.gatewayPort}`);
  run('npm', ['run', 'build'], siteUrlsFor(ports));
  writeBuildStamp(ports);
}
// The folders the run writes into exist before any server starts (as in testing/test.ts).
for (const folder of ['.data', '.cache', 'test-results']) mkdirSync(folder, { recursive: true });
const homes = projects.some((project) => otherHomes.includes(project));
run('npx', ['playwright', 'test', ...(projects.length ? [] : ['--project=chromium']), ...args], {
  ...e2eEnvironment(ports, ensureChromium()),
  ...(homes ? { E2E_OTHER_HOMES: '1' } : {}),
});
