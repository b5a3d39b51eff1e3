/**
 * `npm test`: everything CI checks, in order, stopping at the first failure:
 * lint, the CI workflow's lint (actionlint), typecheck, unit tests, the production build, HTML validity of every
 * exported page, then the end-to-end suite against the built export.
 *
 * The suite owns its servers: it picks two free ports (unless PORT and GATEWAY_PORT are set), builds for them
 * (the site and gateway URLs are inlined, and the tests compare with lib/config, so build and tests get the same
 * NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_GATEWAY_URL), and Playwright starts the site and the gateway there. A server
 * already running on 3000/3001 (`npm start` in another terminal) is neither tested nor in the way.
 */
import { spawnSync } from 'node:child_process';
import { buildEnvironment } from '../serve/build-env';
import { displayUrl } from '../serve/http-server';
import { freePort } from '../serve/pages-dev';
import { serverConfig } from '../serve/server-config';
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

/** PORT or GATEWAY_PORT where set (not 0), else a port no one listens on now, other than `taken`. */
async function suitePort(name: 'PORT' | 'GATEWAY_PORT', configured: number, taken?: number): Promise<number> {
  if (process.env[name]?.trim() && configured !== 0) return configured;
  for (;;) {
    const port = await freePort(process.env.HOST?.trim() || undefined);
    if (port !== taken) return port;
  }
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
const port = await suitePort('PORT', serverConfig.port);
const gatewayPort = await suitePort('GATEWAY_PORT', serverConfig.gatewayPort, port);
// The same build served the two other Cloudflare ways (testing/cloudflare-homes.ts): free ports of their own.
const homePorts: number[] = [];
for (let i = 0; i < 2; i += 1) {
  let candidate = await freePort(process.env.HOST?.trim() || undefined);
  while ([port, gatewayPort, ...homePorts].includes(candidate)) candidate = await freePort(process.env.HOST?.trim() || undefined);
  homePorts.push(candidate);
}
const { NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_GATEWAY_URL, NEXT_PUBLIC_CSP_REPORT_URL } = buildEnvironment(process.env, {
  siteOrigin: displayUrl(serverConfig.addresses, port),
  gatewayOrigin: displayUrl(serverConfig.addresses, gatewayPort),
});
// The CSP reports to the sample gateway, as under `npm start` (e2e/csp-reports.spec.ts reads its file).
const siteUrls = { NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_GATEWAY_URL, NEXT_PUBLIC_CSP_REPORT_URL };
console.log(`End-to-end servers of this run: site on ${port}, sample gateway on ${gatewayPort}; built for ${NEXT_PUBLIC_SITE_URL}`);

step('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('Workflow lint', 'npm', ['run', '--silent', 'lint:workflow']);
step('Typecheck', 'npx', ['tsc', '--noEmit']);
// Before the unit tests: the build with other settings (tests/config-override.test.ts) is looked at in Chromium.
const chrome = ensureChromium();
console.log(`Chromium: ${chrome}`);
// With the environment as given: the unit tests check lib/config's defaults.
step('Unit tests', 'npx', ['playwright', 'test', '--project=unit'], { CHROME_PATH: chrome });
step('Build', 'npm', ['run', 'build'], siteUrls);
step('HTML validity', 'npm', ['run', 'check:html']);
step('End-to-end tests', 'npx', ['playwright', 'test', '--project=chromium'], {
  ...siteUrls,
  PORT: String(port),
  GATEWAY_PORT: String(gatewayPort),
  E2E_DOCUMENTED_HEADERS_PORT: String(homePorts[0]),
  E2E_WORKERS_PORT: String(homePorts[1]),
  CHROME_PATH: chrome,
  // The local build, even in a shell where `npm run test:deployed` left a deployment's URL set.
  PLAYWRIGHT_BASE_URL: '',
});
