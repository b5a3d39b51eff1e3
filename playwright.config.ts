import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './testing/find-chromium';
import { refuseTakenPorts } from './testing/ports';
import { serverConfig } from './serve/server-config';
import { deploymentOrigin, deploymentReportFolder } from './testing/deployment-target';

const { port, gatewayPort } = serverConfig;
const executablePath = findChromium();
// The unit project needs none of the suite's servers (it runs before the build in `npm test`); the one test that looks
// at a build in Chromium (tests/config-override.test.ts) starts its own, on free ports.
const unitOnly = process.argv.includes('--project=unit');
// PLAYWRIGHT_BASE_URL (`npm run test:deployed`): a deployment under test, so no server of ours and an HTML report.
const deployment = deploymentOrigin();
// Only in the runner's own process: each worker loads this file too, once the suite's servers are up.
if (!unitOnly && !deployment && process.env.TEST_WORKER_INDEX === undefined) await refuseTakenPorts({ site: port, 'sample gateway': gatewayPort });

/**
 * Two projects: `unit` runs Node-only tests (schemas, config, the _headers parser, a build with other
 * settings); `chromium` runs the end-to-end suite against the built export under Cloudflare's runtime
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
        launchOptions: { executablePath, args: chromiumArgs },
        // Recording a trace costs about a quarter of the suite's time, passing tests included: here a trace is
        // recorded when a failed test runs again (CI's one retry, or --retries=1); against a deployment, where QA
        // reads the report, every failure keeps its trace.
        trace: deployment ? 'retain-on-failure' : 'on-first-retry',
        ...(deployment ? { screenshot: 'only-on-failure' as const } : {}),
      },
    },
  ],
  webServer: unitOnly || deployment
    ? undefined
    : {
        // Serves the existing out/ (npm test builds it first) plus the sample gateway.
        command: 'npx tsx serve/start.ts',
        url: `http://localhost:${port}/`,
        env: { PORT: String(port), GATEWAY_PORT: String(gatewayPort) },
        // Never a server found on the port: it may serve another build, or another project.
        reuseExistingServer: false,
        // workerd's first start on a busy 2-core machine has taken 10-20 s.
        timeout: 90_000,
        stdout: 'ignore',
      },
});
