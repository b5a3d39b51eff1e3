/**
 * A/B of builds against their own no-JS twins under the bench's real throttling (issue 21's LCP ÷ twin budget):
 * `npx tsx scripts/ab-throttled.ts --loads 7 a=/tmp/a/out b=/tmp/b/out -- / /contact`
 * builds each folder's twins (scripts/no-js-twins.ts) beside it, serves every build and twin with wrangler on a port
 * of its own and the sample gateway on GATEWAY_PORT (3001: the builds must name it), then loads each route on every
 * build and twin round-robin, and prints each page's median LCP and LCP ÷ twin, blocking time (tasks over 50 ms
 * until the network is idle) and time to interactive. `--no-twins` loads the pages only. For experiments, not CI.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createGateway } from '../gateway/server';
import { listen } from '../lib/http-server';
import { serverConfig } from '../lib/server-config';
import { chromiumArgs, ensureChromium } from './find-chromium';
import { abArguments, median } from './measure';
import { buildNoJsTwins } from './no-js-twins';
import { startPagesDev, type PagesDevServer } from './pages-dev';
import { throttledLoad } from './real-user';

const { paths, count: loads, flags, builds } = abArguments(process.argv.slice(2), '--loads', 7);
// --no-twins: pages only (for blocking time A/Bs).
const twins = !flags.includes('--no-twins');

const servers: { label: string; page: PagesDevServer; twin?: PagesDevServer }[] = [];
for (const [label, dir] of builds) {
  let twin: PagesDevServer | undefined;
  if (twins) {
    const twinsDir = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}-twins`);
    buildNoJsTwins(dir, twinsDir);
    twin = await startPagesDev(twinsDir, { output: 'ignore' });
  }
  servers.push({ label, page: await startPagesDev(dir, { output: 'ignore' }), twin });
}
const gateway = createGateway({ port: serverConfig.gatewayPort, allowedOrigins: servers.map(({ page }) => page.origin) });
await listen(gateway, serverConfig.gatewayPort, serverConfig.addresses);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const figures = new Map<string, number[]>();
const record = (key: string, value: number) => figures.set(key, [...(figures.get(key) ?? []), value]);
try {
  for (let load = 0; load < loads; load += 1) {
    for (const route of paths) {
      for (const { label, page, twin } of servers) {
        const site = await throttledLoad(browser, `${page.origin}${route}`);
        record(`${route} ${label}`, site.lcp);
        record(`${route} ${label} blocking`, site.blockingMs);
        record(`${route} ${label} interactive`, site.interactive);
        const bare = twin ? await throttledLoad(browser, `${twin.origin}${route}`, { hydrates: false }) : undefined;
        if (bare) record(`${route} ${label} twin`, bare.lcp);
        console.log(`load ${load + 1} ${route} ${label}: LCP ${Math.round(site.lcp)}, blocking ${Math.round(site.blockingMs)}${bare ? `, twin ${Math.round(bare.lcp)}` : ''}`);
      }
    }
  }
  console.log('\nmedians: LCP page / twin = ratio, blocking, interactive (ms)');
  for (const route of paths) {
    for (const { label } of servers) {
      const page = median(figures.get(`${route} ${label}`)!);
      const blocking = median(figures.get(`${route} ${label} blocking`)!);
      const interactive = median(figures.get(`${route} ${label} interactive`)!);
      const twin = twins ? median(figures.get(`${route} ${label} twin`)!) : Number.NaN;
      console.log(`${`${route} ${label}`.padEnd(24)} ${Math.round(page)} / ${Math.round(twin)} = ${(page / twin).toFixed(2)}   blocking ${Math.round(blocking)}  interactive ${Math.round(interactive)}`);
    }
  }
} finally {
  await browser.close();
  gateway.close();
  gateway.closeAllConnections();
  for (const { page, twin } of servers) {
    await page.stop();
    await twin?.stop();
  }
}
