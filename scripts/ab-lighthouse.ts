/**
 * A/B of builds under Lighthouse's simulation: `npx tsx scripts/ab-lighthouse.ts --runs 3 a=out b=/tmp/other/out -- / /demo`
 * serves each folder with wrangler on a port of its own, the sample gateway on GATEWAY_PORT (3001: the builds must
 * name it) allowing all of them, and runs Lighthouse (mobile, simulated, performance only) round-robin over the
 * builds and routes, then prints the median performance, FCP, LCP and TBT of each. For experiments, not CI.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createGateway } from '../gateway/server';
import { listen } from '../lib/http-server';
import { serverConfig } from '../lib/server-config';
import { chromiumArgs, ensureChromium } from './find-chromium';
import { median } from './measure';
import { startPagesDev, type PagesDevServer } from './pages-dev';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split < 0 ? args : args.slice(0, split);
const paths = split < 0 ? ['/'] : args.slice(split + 1);
const runsAt = options.indexOf('--runs');
const runs = runsAt < 0 ? 3 : Number(options[runsAt + 1]);
const builds = options.filter((arg, index) => arg.includes('=') && options[index - 1] !== '--runs').map((arg) => arg.split('=') as [string, string]);

const servers: [string, PagesDevServer][] = [];
for (const [label, dir] of builds) servers.push([label, await startPagesDev(dir, { output: 'ignore' })]);
const gateway = createGateway({ port: serverConfig.gatewayPort, allowedOrigins: servers.map(([, server]) => server.origin) });
await listen(gateway, serverConfig.gatewayPort, serverConfig.addresses);
const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
const figures = new Map<string, number[][]>();
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
      }
    }
  }
  console.log('\nmedians: perf / FCP / LCP / TBT (all TBT)');
  for (const [key, rows] of figures) {
    console.log(`${key.padEnd(20)} ${[0, 1, 2, 3].map((index) => median(rows.map((row) => row[index]!))).join(' / ')}   (${rows.map((row) => row[3]).join(', ')})`);
  }
} finally {
  await chrome.kill();
  gateway.close();
  gateway.closeAllConnections();
  for (const [, server] of servers) await server.stop();
}
