/**
 * `npm test`: everything CI checks, stopping at the first failed step:
 * lint, the CI workflow's lint (actionlint) and the typecheck side by side, unit tests, the production build, HTML
 * validity of every exported page beside the floor page's build, then the end-to-end suite against the built export, then its header, routing and not-found specs
 * under the two other ways Cloudflare may serve it (playwright.config.ts).
 *
 * The suite owns its servers: it picks two free ports (unless PORT and GATEWAY_PORT are set), builds for them
 * (the site and gateway URLs are inlined, and the tests compare with lib/config, so build and tests get the same
 * NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_GATEWAY_URL), and Playwright starts the site and the gateway there. A server
 * already running on 3000/3001 (`npm start` in another terminal) is neither tested nor in the way.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureChromium } from './find-chromium';
import { e2eEnvironment, siteUrlsFor, suitePorts, writeBuildStamp } from './suite-env';
import { runSideBySide, type SideBySideStep } from './side-by-side';

const runStarted = Date.now();
/** Each step's wall time in seconds, in order: printed at the end with the ratios docs/testing.md budgets. */
const stepSeconds: [title: string, seconds: number][] = [];

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  stepSeconds.push([title, seconds]);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds.toFixed(1)}s (exit ${result.status ?? result.signal})`);
    printTimes();
    process.exit(result.status || 1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)}s)`);
}

/**
 * Steps run side by side (testing/side-by-side.ts): each is one process on one core, so on two cores the group takes
 * about its longest step's time instead of the sum. Each one's output is printed whole once all have ended (never
 * interleaved); a failure stops the run then, with every failure printed.
 */
async function concurrentSteps(steps: SideBySideStep[]) {
  const started = Date.now();
  console.log(`\n▶ side by side: ${steps.map(({ title }) => title).join(', ')}`);
  const results = await runSideBySide(steps);
  for (const { title, command, args, status, seconds, output } of results) {
    console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    stepSeconds.push([title, seconds]);
    sideBySide.add(title);
    console.log(status === 0 ? `✔ ${title} (${seconds.toFixed(1)}s)` : `✖ ${title} failed after ${seconds.toFixed(1)}s (exit ${status})`);
  }
  console.log(`  side by side: ${((Date.now() - started) / 1000).toFixed(1)}s in all`);
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    printTimes();
    process.exit(failed.status || 1);
  }
}

/**
 * The steps' times and, once the build has run, the suite's two ratios to it (machines of one kind differ up to 3×
 * from day to day; a ratio to the build of the same run does not): the end-to-end steps against 10×, the whole run
 * against 15× (docs/testing.md).
 */
function printTimes() {
  const whole = (Date.now() - runStarted) / 1000;
  console.log('\nTimes:');
  for (const [title, seconds] of stepSeconds) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${title}${sideBySide.has(title) ? ' (side by side with the others of its group)' : ''}`);
  console.log(`  ${whole.toFixed(1).padStart(7)} s  the whole run`);
  const build = stepSeconds.find(([title]) => title === 'Build')?.[1];
  if (!build) return;
  const e2e = stepSeconds.filter(([title]) => endToEndSteps.includes(title)).reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`  end-to-end ${(e2e / build).toFixed(1)}× the build (budget ${e2eBudget}×), the whole run ${(whole / build).toFixed(1)}× (budget ${wholeBudget}×)`);
}
const endToEndSteps = ['End-to-end tests', 'Other Cloudflare homes'];
/** The steps run side by side (concurrentSteps): each one's time overlaps the others'. */
const sideBySide = new Set<string>();
const e2eBudget = 10;
const wholeBudget = 15;


/**
 * CI splits the run over runners (.github/workflows/ci.yml): `--skip-e2e` stops after HTML validity; `--e2e-only
 * --shard=i/n` builds and runs the i-th of n parts of both end-to-end steps (Playwright's --shard), each writing a
 * blob report under blob-report/ (E2E_BLOB_REPORT) that one job merges into one HTML report. No flag: everything.
 */
const { values: flags } = parseArgs({
  options: { 'skip-e2e': { type: 'boolean' }, 'e2e-only': { type: 'boolean' }, shard: { type: 'string' } },
  strict: true,
});
if (flags.shard !== undefined && !/^[1-9]\d*\/[1-9]\d*$/.test(flags.shard)) throw new Error(`--shard takes i/n, such as 1/3, not "${flags.shard}"`);
if (flags['skip-e2e'] && (flags['e2e-only'] || flags.shard)) throw new Error('--skip-e2e runs no end-to-end test: it takes neither --e2e-only nor --shard');
const shardArgs = flags.shard ? [`--shard=${flags.shard}`] : [];
/** The blob report's name for a step of this shard, or nothing outside CI's shards. */
const blobName = (step: string): Record<string, string> => (flags.shard ? { E2E_BLOB_REPORT: `${step}-${flags.shard.replace('/', '-of-')}` } : {});

process.env.NEXT_TELEMETRY_DISABLED = '1';
const ports = await suitePorts();
const { port, gatewayPort } = ports;
const siteUrls = siteUrlsFor(ports);
const { NEXT_PUBLIC_SITE_URL } = siteUrls;
console.log(`End-to-end servers of this run: site on ${port}, sample gateway on ${gatewayPort}; built for ${NEXT_PUBLIC_SITE_URL}`);

if (!flags['e2e-only']) {
  await concurrentSteps([
    { title: 'Lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
    { title: 'Workflow lint', command: 'npm', args: ['run', '--silent', 'lint:workflow'] },
    { title: 'Typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  ]);
}
// Before the unit tests: the build with other settings (tests/build-variant.test.ts) is looked at in Chromium.
const chrome = ensureChromium();
// Beside it, the full browser, for the two tests that need it (fullChromiumForTests) and `npm run bench`.
const fullChrome = ensureChromium({ full: true });
console.log(`Chromium: ${chrome}${fullChrome === chrome ? '' : ` (and ${fullChrome} where a test needs the full browser)`}`);
// With the environment as given: the unit tests check lib/config's defaults.
if (!flags['e2e-only']) step('Unit tests', 'npx', ['playwright', 'test', '--project=unit'], { CHROME_PATH: chrome });
step('Build', 'npm', ['run', 'build'], siteUrls);
// `npm run test:e2e` reuses this build while its sources are unchanged (testing/e2e.ts).
writeBuildStamp(ports);
const htmlValidity = { title: 'HTML validity', command: 'npm', args: ['run', 'check:html'] };
// The byte budget spec's reference, a bare Next.js page: built here, not inside the spec's beforeAll, beside the
// HTML check (one core's work) when both run.
const floorPage = { title: 'Floor page', command: 'npx', args: ['tsx', 'perf/build-floor.ts'] };
if (flags['skip-e2e']) {
  step(htmlValidity.title, htmlValidity.command, htmlValidity.args);
  printTimes();
  process.exit(0);
}
if (flags['e2e-only']) step(floorPage.title, floorPage.command, floorPage.args);
else await concurrentSteps([htmlValidity, floorPage]);
// The folders the run writes into exist before any server starts (the gateway's .data/, wrangler's state copies in
// .cache/, Playwright's test-results/).
for (const folder of ['.data', '.cache', 'test-results']) mkdirSync(folder, { recursive: true });
const e2eEnv = e2eEnvironment(ports, chrome);
step('End-to-end tests', 'npx', ['playwright', 'test', '--project=chromium', ...shardArgs], { ...e2eEnv, ...blobName('chromium') });
// The header, routing and not-found specs again, with `_headers` kept from every worker path (production as
// Cloudflare documents it) and on Workers with static assets; the chromium run's server is down by now.
step('Other Cloudflare homes', 'npx', ['playwright', 'test', '--project=documented-headers', '--project=workers', ...shardArgs], {
  ...e2eEnv,
  ...blobName('homes'),
  E2E_OTHER_HOMES: '1',
});
printTimes();
