/**
 * `npm run test:deployed`: the end-to-end suite against a deployment, PLAYWRIGHT_BASE_URL, with no server of ours.
 * It takes the deployment's settings as `next build` does (the environment, then .env files, by Next's own loader), so
 * the tests expect what that build inlined: the canonical site URL, the gateway, the app and player hosts.
 * Tests that need local control are skipped with their reason (e2e/support/deployment.ts). Extra arguments go to
 * `playwright test`, e.g. `npm run test:deployed -- e2e/shell.spec.ts`.
 */
import { spawnSync } from 'node:child_process';
import nextEnv from '@next/env';
import { deploymentOrigin, deploymentReportFolder, localOnly } from './deployment-target';
import { ensureChromium } from './find-chromium';


function refuse(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(2);
}

let origin: string | undefined;
try {
  origin = deploymentOrigin();
} catch (error) {
  refuse((error as Error).message);
}
if (!origin) {
  refuse(
    'Which deployment? Set PLAYWRIGHT_BASE_URL to its origin, and the NEXT_PUBLIC_* values it was built with, e.g.\n' +
      '  PLAYWRIGHT_BASE_URL=https://staging.example NEXT_PUBLIC_SITE_URL=https://www.example NEXT_PUBLIC_GATEWAY_URL=https://api.example npm run test:deployed\n' +
      '(`npm test` and `npm run test:e2e` test a local build instead.)',
  );
}

// As `next build` reads them: what the environment sets wins over .env.production, .env.local and .env.
const { loadedEnvFiles } = nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
let config: (typeof import('../lib/config'))['config'];
try {
  ({ config } = await import('../lib/config'));
} catch (error) {
  refuse((error as Error).message);
}

const assumed: [string, string | undefined][] = [
  ['NEXT_PUBLIC_SITE_URL', config.siteUrl],
  ['NEXT_PUBLIC_GATEWAY_URL', config.gatewayUrl],
  ['NEXT_PUBLIC_CONTACT_URL', config.contactUrl],
  ['NEXT_PUBLIC_APP_URL', config.appUrl],
  ['NEXT_PUBLIC_STREAM_URL', config.streamUrl],
  ['NEXT_PUBLIC_VIDEO_CHANNEL_URL', config.videoChannelUrl],
  ['NEXT_PUBLIC_VITALS_URL', config.vitalsUrl],
  ['NEXT_PUBLIC_PRODUCT_NAME', config.productName],
  ['NEXT_PUBLIC_CONTACT_EMAIL', config.contactEmail],
];
console.log(`Deployment under test: ${origin}`);
if (loadedEnvFiles.length) console.log(`Settings also read from: ${loadedEnvFiles.map((file) => file.path).join(', ')}`);
console.log('The build settings the tests expect (as lib/config reads them; "default" where nothing sets it):');
for (const [name, value] of assumed) console.log(`  ${name.padEnd(30)} ${value ?? '(unset)'}${process.env[name]?.trim() ? '' : '  default'}`);

// A deployment that does not answer, or was built for another site URL, would fail most tests for one reason: say it once.
let sitemap: string;
try {
  const response = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) refuse(`${origin}/sitemap.xml answered ${response.status}: is this the site?`);
  sitemap = await response.text();
} catch (error) {
  refuse(`${origin} does not answer: ${(error as Error).message}`);
}
const builtFor = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
if (!builtFor || !(builtFor === config.siteUrl || builtFor.startsWith(`${config.siteUrl}/`))) {
  refuse(
    `The deployment's sitemap names ${builtFor ?? 'no URL'}, not NEXT_PUBLIC_SITE_URL=${config.siteUrl}: set the NEXT_PUBLIC_* values it was built with.`,
  );
}

console.log('\nSkipped against a deployment, each with its reason in the reports:');
for (const reason of Object.values(localOnly)) console.log(`  - ${reason}`);

const chrome = ensureChromium();
// The full browser beside it, for the practice spec's refused prompt (testing/find-chromium.ts).
ensureChromium({ full: true });
const args = ['playwright', 'test', '--project=chromium', ...process.argv.slice(2)];
console.log(`\n▶ npx ${args.join(' ')}  (Chromium: ${chrome})`);
const started = Date.now();
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_BASE_URL: origin, CHROME_PATH: chrome },
});
console.log(`\nAgainst ${origin} in ${((Date.now() - started) / 1000).toFixed(0)} s. HTML report with traces of failures: npx playwright show-report ${deploymentReportFolder}`);
process.exit(result.status ?? 1);
