import { defineConfig, devices } from '@playwright/test';
import { findChromium, suiteChromiumArgs } from './testing/find-chromium';
import { refuseTakenPorts } from './testing/ports';
import { serverConfig } from './serve/server-config';
import { deploymentOrigin, deploymentReportFolder } from './testing/deployment-target';
import { documentedHeadersPort, workersPort, type ServedHome } from './testing/cloudflare-homes';

const { port, gatewayPort } = serverConfig;
const executablePath = findChromium();
// The unit project needs none of the suite's servers (it runs before the build in `npm test`); the one test that looks
// at a build in Chromium (tests/build-variant.test.ts) starts its own, on free ports.
const unitOnly = process.argv.includes('--project=unit');
// PLAYWRIGHT_BASE_URL (`npm run test:deployed`): a deployment under test, so no server of ours and an HTML report.
const deployment = deploymentOrigin();
// Only in the runner's own process: each worker loads this file too, once the suite's servers are up.
if (!unitOnly && !deployment && process.env.TEST_WORKER_INDEX === undefined) {
  await refuseTakenPorts(
    process.env.E2E_OTHER_HOMES === '1'
      ? { 'sample gateway': gatewayPort, 'documented-headers site': documentedHeadersPort, 'Workers site': workersPort }
      : { site: port, 'sample gateway': gatewayPort },
  );
}

/**
 * The header specs again, under the two other ways Cloudflare may serve the build: `_headers` never reaching a
 * worker path, as Cloudflare documents production (wrangler applies it anyway), and Workers with static assets.
 * Each must show every promised header exactly once. The Workers run adds routing, clean URLs, every page's own
 * policy over HTTP, and no violation on the load of one page of each template.
 */
const headerSpecs = ['http/security-headers.spec.ts', 'http/page-policies.spec.ts'];
/**
 * Left to the chromium project: a test per page of its policy against its scripts (the other homes check every page
 * in one sweep, http/page-policies.spec.ts) and the build's size limits (they read out/, whoever serves it).
 */
const chromiumOnlyHeaderTests = /one CSP header with exactly this page's inline-script hashes|within Cloudflare’s limits/;
const allOtherHomes: { name: string; port: number; served: ServedHome; specs: string[]; flags: string[]; grepInvert: RegExp }[] = [
  {
    name: 'documented-headers',
    port: documentedHeadersPort,
    served: { home: 'pages', documentedHeaders: true },
    specs: headerSpecs,
    flags: ['--documented-headers'],
    // Headers over HTTP: the same worker answers as in the chromium project, so the page-load sweep adds nothing here.
    grepInvert: new RegExp(`${chromiumOnlyHeaderTests.source}|no violation on load`),
  },
  {
    name: 'workers',
    port: workersPort,
    served: { home: 'workers', documentedHeaders: false },
    specs: [...headerSpecs, 'http/serving.spec.ts', 'not-found.spec.ts'],
    flags: ['--home', 'workers'],
    grepInvert: chromiumOnlyHeaderTests,
  },
];
/**
 * E2E_OTHER_HOMES=1 (`npm run test:homes`, and `npm test`'s step after the chromium run) serves the build the two
 * other ways, beside the sample gateway alone: not beside the chromium project's server. Three wrangler servers, each
 * bundling out/_worker.js under an esbuild watcher, took the main one down mid-suite in a fresh clone (esbuild's "all
 * goroutines are asleep" deadlock on a rebuild), so the other homes are a step of their own, after the main run.
 */
const homesRun = process.env.E2E_OTHER_HOMES === '1';
const otherHomes = homesRun ? allOtherHomes : [];
/**
 * Playwright's own WebKit and Firefox over the specs that mean the same in every engine: on GitHub only, where the
 * workflow installs those builds (`npx playwright install --with-deps webkit firefox`). This machine downloads no
 * browser: `npm run test:engines` runs Debian's WebKitGTK and Firefox ESR instead (testing/engines/). The projects
 * exist only when selected (`--project=webkit`, `--project=firefox`), so `npm test` (`--project=chromium`) and a
 * bare `npx playwright test` never start them. docs/testing.md lists the specs left to Chromium and why.
 */
const crossEngineSpecs = [
  'every-page.spec.ts',
  'accessibility.spec.ts',
  'cookie-banner.spec.ts',
  'mobile-menu.spec.ts',
  'contact-form.spec.ts',
  'search.spec.ts',
  'not-found.spec.ts',
  'shell.spec.ts',
  'home.spec.ts',
  'typed-hero.spec.ts',
  'demo-grid.spec.ts',
  'demo-skeleton.spec.ts',
  'demo-list-ends.spec.ts',
  'demo-lazy-start.spec.ts',
  'savings.spec.ts',
  'legal.spec.ts',
  'features.spec.ts',
  'usecases.spec.ts',
  'faq.spec.ts',
  'pricing.spec.ts',
  'company.spec.ts',
  'trust.spec.ts',
  'questions.spec.ts',
  'prefetch.spec.ts',
  'url-payloads.spec.ts',
];
const engineDevices = { webkit: 'Desktop Safari', firefox: 'Desktop Firefox' } as const;
type OtherEngine = keyof typeof engineDevices;
/** The projects named on the command line (`--project=x`, `--project x`). */
function selectedProjects(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) => (arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' && argv[i + 1] ? [argv[i + 1]!] : []));
}
// Decided in the runner's process, from its command line; its workers load this file with another argv, so they
// read the runner's choice from the environment they inherit.
process.env.E2E_OTHER_ENGINES ??= selectedProjects(process.argv)
  .filter((name) => name in engineDevices)
  .join(',');
const otherEngines = process.env.E2E_OTHER_ENGINES.split(',').filter((name): name is OtherEngine => name in engineDevices);

const chromiumUse = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: suiteChromiumArgs },
  trace: 'on-first-retry' as const,
};

/**
 * Two projects (and the other homes' and engines' when selected): `unit` runs tests/ (schemas, config, the _headers
 * parser, and a build with other settings looked at in Chromium); `chromium` runs the end-to-end suite against the built export under Cloudflare's runtime
 * (`wrangler pages dev`, started with the sample gateway by serve/start.ts, on PORT and GATEWAY_PORT: the
 * ports the build was made for; `npm test` picks free ones and builds for them).
 */
export default defineConfig({
  forbidOnly: !!process.env.CI,
  // One retry on CI tells a flaky test (passed when run again) from a broken one: the summary lists it as FLAKY, a
  // defect to fix. FLAKY_FAILS=1 makes it fail the run too (to be the default once the new specs have run 3× clean).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: process.env.FLAKY_FAILS === '1',
  // A cascade (a server gone, a browser that no longer starts) ends the CI run early, its causes in the tail.
  maxFailures: process.env.CI ? 30 : 0,
  workers: 2,
  // Tests, not files, are shared out: a long file no longer leaves the other worker idle at the end.
  fullyParallel: true,
  // An HTML report with the traces (playwright-report/) against a deployment, and on CI, whose workflow uploads it.
  reporter: [
    ['list'],
    ...(deployment || process.env.CI ? [['html', { open: 'never', outputFolder: deploymentReportFolder }] as const] : []),
    ['./e2e/support/summary-reporter.ts'],
    // A shard of CI's run (`npm test -- --e2e-only --shard=i/n`): a blob report per step, in a folder of its own (the
    // blob reporter empties its folder first), merged by one job.
    ...(process.env.E2E_BLOB_REPORT
      ? [['blob', { outputDir: `blob-report/${process.env.E2E_BLOB_REPORT}`, fileName: `${process.env.E2E_BLOB_REPORT}.zip` }] as const]
      : []),
  ],
  // Axe on Home and the keyboard walk took over 30 s on a 2-core machine under load (no assertion waits on it).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  projects: [
    {
      name: 'unit',
      testDir: './tests',
      timeout: 120_000,
    },
    {
      name: 'chromium',
      testDir: './e2e',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: deployment ?? `http://localhost:${port}`,
        launchOptions: { executablePath, args: suiteChromiumArgs },
        // Recording a trace costs about a quarter of the suite's time, passing tests included: here a trace is
        // recorded when a failed test runs again (CI's one retry, or --retries=1); against a deployment, where QA
        // reads the report, every failure keeps its trace.
        trace: deployment ? 'retain-on-failure' : 'on-first-retry',
        ...(deployment ? { screenshot: 'only-on-failure' as const } : {}),
      },
    },
    ...otherEngines.map((engine) => ({
      name: engine,
      testDir: './e2e',
      testMatch: crossEngineSpecs,
      use: {
        ...devices[engineDevices[engine]],
        baseURL: deployment ?? `http://localhost:${port}`,
        trace: deployment ? ('retain-on-failure' as const) : ('on-first-retry' as const),
      },
    })),
    ...(deployment
      ? []
      : otherHomes.map((other) => ({
          name: other.name,
          testDir: './e2e',
          testMatch: other.specs,
          grepInvert: other.grepInvert,
          metadata: other.served,
          use: { ...chromiumUse, baseURL: `http://localhost:${other.port}` },
        }))),
  ],
  webServer: unitOnly || deployment
    ? undefined
    : [
        homesRun
          ? {
              // The sample gateway alone, as the build names it (demo list, contact, CSP reports), for the other homes.
              command: 'npx tsx serve/gateway/main.ts',
              port: gatewayPort,
              env: { PORT: String(port), GATEWAY_PORT: String(gatewayPort) },
              reuseExistingServer: false,
              timeout: 30_000,
              stdout: 'ignore' as const,
            }
          : {
              // Serves the existing out/ (npm test builds it first) plus the sample gateway.
              command: 'npx tsx serve/start.ts',
              url: `http://localhost:${port}/`,
              env: { PORT: String(port), GATEWAY_PORT: String(gatewayPort) },
              // Never a server found on the port: it may serve another build, or another project.
              reuseExistingServer: false,
              // workerd's first start on a busy 2-core machine has taken 10-20 s.
              timeout: 90_000,
              stdout: 'ignore' as const,
            },
        // The same build, served the two other ways; the one sample gateway serves all three.
        ...otherHomes.map((other) => ({
          command: `npx tsx serve/start.ts --no-gateway ${other.flags.join(' ')}`,
          url: `http://localhost:${other.port}/`,
          env: { PORT: String(other.port), GATEWAY_PORT: String(gatewayPort) },
          reuseExistingServer: false,
          timeout: 90_000,
          stdout: 'ignore' as const,
        })),
      ],
});
