/**
 * `npm run test:deployed:rehearsal`: `npm run test:deployed` against a stand-in deployment on this machine.
 * It builds with a canonical site URL other than the served one (as a preview deployment has), serves the export
 * with Cloudflare's runtime on a free port beside the sample gateway on another, and runs test:deployed against it.
 * While it runs, the build is moved out of out/ (to .tmp/), so a test that still reads out/ fails here as it would
 * against a real deployment; it is put back at the end. Extra arguments go to `playwright test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createGateway } from '../serve/gateway/server';
import { listen } from '../serve/http-server';
import { freePort, startPagesDev } from '../serve/pages-dev';
import { serverConfig } from '../serve/server-config';

const started = Date.now();
const sitePort = await freePort();
let gatewayPort = await freePort();
while (gatewayPort === sitePort) gatewayPort = await freePort();
const deploymentOrigin = `http://127.0.0.1:${sitePort}`;
const settings = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL?.trim() || 'https://www.hireclip.example',
  NEXT_PUBLIC_GATEWAY_URL: `http://localhost:${gatewayPort}`,
};
console.log(`Rehearsal: a build for ${settings.NEXT_PUBLIC_SITE_URL}, served at ${deploymentOrigin}, its gateway at ${settings.NEXT_PUBLIC_GATEWAY_URL}`);

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...settings, NEXT_TELEMETRY_DISABLED: '1' } });
if (build.status !== 0) process.exit(build.status || 1);

const out = path.resolve('out');
const parked = path.resolve('.tmp/deployment-rehearsal');
rmSync(parked, { recursive: true, force: true });
mkdirSync(path.dirname(parked), { recursive: true });
renameSync(out, parked);
const restore = () => {
  if (existsSync(parked) && !existsSync(out)) renameSync(parked, out);
};
process.once('exit', restore);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    restore();
    process.exit(130);
  });
}

const site = await startPagesDev(parked, { port: sitePort, output: 'ignore' });
const gateway = createGateway({ port: gatewayPort, allowedOrigins: [deploymentOrigin, `http://localhost:${sitePort}`] });
await listen(gateway, gatewayPort, serverConfig.addresses);

// Not spawnSync: the gateway answers from this process while the suite runs.
const tests = spawn('npx', ['tsx', 'testing/test-deployed.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...settings, PLAYWRIGHT_BASE_URL: deploymentOrigin },
});
const status = await new Promise<number>((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));

gateway.close();
gateway.closeAllConnections();
await site.stop();
restore();
console.log(`Rehearsal done in ${((Date.now() - started) / 1000).toFixed(0)} s (build included); out/ holds its build again.`);
process.exit(status);
