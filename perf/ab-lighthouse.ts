/**
 * Kept because docs/performance.md decides changes to a route's blocking time with it (paired runs, `--tasks`).
 * A/B of builds under Lighthouse's simulation: `npm run perf:ab-lighthouse -- --runs 3 a=out b=/tmp/other/out -- / /demo`
 * serves each folder with wrangler on a port of its own, the sample gateway on GATEWAY_PORT (3001: the builds must
 * name it) allowing all of them, and runs Lighthouse (mobile, simulated, performance only) round-robin over the
 * builds and routes, then prints the median performance, FCP, LCP and TBT of each. `--tasks` also prints each run's
 * long tasks as Lighthouse's long-tasks audit gives them (start and simulated duration in ms, and the script it
 * names), and at the end each script's median blocking time after FCP: where a route's simulated blocking time
 * comes from, and which task a change removed. For experiments, not CI.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createGateway } from '../serve/gateway/server';
import { listen } from '../serve/http-server';
import { startPagesDev, type PagesDevServer } from '../serve/pages-dev';
import { serverConfig } from '../serve/server-config';
import { chromiumArgs, ensureChromium } from '../testing/find-chromium';
import { abArguments } from './arguments';
import { median } from './measure';

const { paths, count: runs, flags, builds } = abArguments(process.argv.slice(2), 'runs', 3, ['tasks']);
const listTasks = flags.includes('tasks');

const servers: [string, PagesDevServer][] = [];
for (const [label, dir] of builds) servers.push([label, await startPagesDev(dir, { output: 'ignore' })]);
const gateway = createGateway({ port: serverConfig.gatewayPort, allowedOrigins: servers.map(([, server]) => server.origin) });
await listen(gateway, serverConfig.gatewayPort, serverConfig.addresses);
const chrome = await chromeLauncher.launch({ chromePath: ensureChromium({ full: true }), chromeFlags: ['--headless=new', ...chromiumArgs] });
const figures = new Map<string, number[][]>();
/** Per route and build, one map per run: each script's long tasks after FCP, the part of each beyond 50 ms. */
const blockingByScript = new Map<string, Map<string, number>[]>();
const longTaskMs = 50;
try {
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      for (const [label, server] of servers) {
        const result = await lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'simulate', onlyCategories: ['performance'] });
        const lhr = result!.lhr;
        const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        const row = [Math.round((lhr.categories.performance?.score ?? 0) * 100), audit('first-contentful-paint'), audit('largest-contentful-paint'), audit('total-blocking-time')];
        const key = `${path} ${label}`;
        figures.set(key, [...(figures.get(key) ?? []), row]);
        console.log(`run ${run + 1} ${key.padEnd(20)} perf ${row[0]} FCP ${row[1]} LCP ${row[2]} TBT ${row[3]}`);
        if (listTasks) {
          const tasks = (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
          const blocking = new Map<string, number>();
          for (const task of tasks) {
            const script = task.url.split('/').pop() ?? task.url;
            console.log(`    ${Math.round(task.startTime)} +${Math.round(task.duration)}  ${script}`);
            // As TBT counts it: what a task after the first paint lasts beyond 50 ms.
            if (task.startTime >= row[1]!) blocking.set(script, (blocking.get(script) ?? 0) + Math.max(0, task.duration - longTaskMs));
          }
          if (!Number.isNaN(row[3])) blockingByScript.set(key, [...(blockingByScript.get(key) ?? []), blocking]);
        }
      }
    }
  }
  console.log('\nmedians: perf / FCP / LCP / TBT (all TBT)');
  for (const [key, rows] of figures) {
    console.log(`${key.padEnd(20)} ${[0, 1, 2, 3].map((index) => median(rows.map((row) => row[index]!))).join(' / ')}   (${rows.map((row) => row[3]).join(', ')})`);
  }
  if (listTasks) {
    // Which script's tasks a change moved: a median per script over the runs (0 in a run where it had none).
    console.log('\nblocking time after FCP by script, median over runs (ms)');
    for (const [key, runsOfKey] of blockingByScript) {
      const scripts = [...new Set(runsOfKey.flatMap((blocking) => [...blocking.keys()]))];
      const perScript = scripts.map((script) => [script, median(runsOfKey.map((blocking) => blocking.get(script) ?? 0))] as const);
      const shown = perScript.filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
      console.log(`${key.padEnd(20)} ${shown.map(([script, ms]) => `${script} ${Math.round(ms)}`).join(', ') || 'none'}`);
    }
  }
} finally {
  await chrome.kill();
  gateway.close();
  gateway.closeAllConnections();
  for (const [, server] of servers) await server.stop();
}
