/**
 * `npm run test:engines`: the site in Firefox and WebKit, Debian's engines, on this machine: every template's page
 * and the unknown path (title, one h1, hydration, no script error, no CSP or Trusted Types violation), then the
 * visitor's flows (flows.ts). Serves the existing out/ (built by `npm test` just before) on the ports it was built
 * for, with the servers the end-to-end suite uses; `--build` (or no out/) builds for local ports first. Prints each
 * check and the time; exits 1 if any check failed. README.md says what it covers and what it cannot.
 */
import { parseArgs } from 'node:util';
import { ensureEngineTools } from './debian-engines';
import type { EnginePage } from './engine';
import { openFirefox } from './firefox';
import { openWebKit } from './webkit';
import { servedBuild } from './served-build';
import { startServers, type Servers } from './servers';
import { visitsFromSitemap, type Visit } from './visits';
import { ReportFile } from './report-file';
import { runCheck, type CheckResult } from './check';
import { loadRoute } from './route-check';
import { flows } from './flows';

const { values } = parseArgs({
  options: { build: { type: 'boolean' }, engine: { type: 'string', multiple: true } },
});
const engines = (values.engine ?? ['firefox', 'webkit']).map((name) => {
  if (name !== 'firefox' && name !== 'webkit') throw new Error(`--engine must be firefox or webkit, not ${name}`);
  return name;
});
/** What a stop must end: the servers once started, the engine's page while it is open. */
const open: { servers?: Servers; page?: EnginePage } = {};
// Ctrl-C or a CI stop, from the start: the browser, the driver, Xvfb and the servers run in process groups of their
// own, so they are stopped here (and any still starting, by process-groups.ts as this process exits).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nStopping on ${signal}.`);
    void (async () => {
      await open.page?.close().catch(() => undefined);
      await open.servers?.stop();
      process.exit(130);
    })();
  });
}
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const tools = ensureEngineTools();
const build = await servedBuild(values.build === true);
const visits = visitsFromSitemap('out');
const origin = build.site.origin;
console.log(`Engines run: ${visits.length} pages and ${flows.length} flows on ${origin} (gateway ${build.gateway.origin}) in ${engines.join(', ')}`);
const servers = (open.servers = await startServers(build));
const reports = new ReportFile(servers.reportsFile);
const results: CheckResult[] = [];
const engineTimes: string[] = [];

/** The unknown path's status, over HTTP: no WebDriver command reads a response's status. */
async function statusCheck(visit: Visit): Promise<string[]> {
  const response = await fetch(new URL(visit.path, origin), { redirect: 'manual' });
  await response.body?.cancel();
  return response.status === visit.status ? [] : [`${visit.path} answered ${response.status}, not ${visit.status}`];
}

try {
  for (const visit of visits.filter((each) => each.status !== 200)) {
    // Once, not per engine: the status is the server's.
    const failures = await statusCheck(visit);
    results.push({ engine: 'http', name: `${visit.name}: status ${visit.status} over HTTP`, ms: 0, failures });
    console.log(`${failures.length ? '✖' : '✔'} ${visit.path} answers ${visit.status}${failures.map((failure) => `\n    ${failure}`).join('')}`);
  }
  for (const engine of engines) {
    const engineStarted = Date.now();
    let page: EnginePage;
    try {
      page = open.page = engine === 'firefox' ? await openFirefox(tools.firefox) : await openWebKit(tools);
    } catch (error) {
      const failure = `${engine} did not start: ${error instanceof Error ? error.message : String(error)}`;
      console.error(`✖ ${failure}`);
      results.push({ engine, name: 'start', ms: Date.now() - engineStarted, failures: [failure] });
      continue;
    }
    console.log(`\n▶ ${page.version}${page.probesEarly ? '' : ' (errors and violations before the load event: from the page’s state and the CSP reports)'}`);
    try {
      for (const visit of visits) results.push(await runCheck(page, reports, visit.name ? `${visit.path} (${visit.name})` : visit.path, () => loadRoute(page, origin, visit)));
      for (const flow of flows) results.push(await runCheck(page, reports, flow.name, () => flow.run(page, origin)));
    } finally {
      open.page = undefined;
      await page.close();
    }
    // A report that arrived after the engine's last check is still the engine's.
    const late = reports.takeNew();
    if (late.length) results.push({ engine, name: 'CSP reports after the last check', ms: 0, failures: late });
    engineTimes.push(`${page.version}: ${seconds(engineStarted)}`);
  }
} finally {
  await servers.stop();
}

const failed = results.filter((result) => result.failures.length);
for (const result of failed) console.log(`  ✖ ${result.engine} ${result.name}\n      ${result.failures.join('\n      ')}`);
console.log(`\nEngines run: ${seconds(started)} (${engineTimes.join(', ')})`);
// The plain closing line a CI log reader counts.
console.log(`engines: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
