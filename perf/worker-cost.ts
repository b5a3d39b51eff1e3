/**
 * What the page-headers worker (out/_worker.js, edge/) costs per request: `npx tsx perf/worker-cost.ts`
 * after `npm run build`. Figures and method in docs/performance.md ("The page-headers worker").
 *
 * 1. CPU, in Node (V8, as workerd): the manifest's size and JSON.parse time (once per isolate) for this build's
 *    pages and for 1,100 synthetic pages shaped like them, and the time of one pageHeaders lookup.
 * 2. Whether workerd's clocks can time the worker from inside: a probe worker runs 20,000 lookups between two
 *    readings of performance.now() and Date.now() (Cloudflare advances them only on I/O).
 * 3. Time to first byte under `wrangler pages dev`, in one run, rounds interleaved: an HTML page through the
 *    worker, the same page from a copy of out/ without the worker, and a /_next/static script (off the worker).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { buildPageHeadersManifest, pageHeaders, type PageHeaderEntry, type PageHeadersManifest } from '../edge/page-headers';
import { startPagesDev } from '../serve/pages-dev';
import { readWorkerManifest } from '../build/worker-bundle';

const rounds = Number(process.env.ROUNDS ?? 60);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;
const ms = (value: number) => `${value.toFixed(3)} ms`;

const out = path.resolve(process.argv[2] ?? 'out');
const { manifest: real, text: realManifestText } = readWorkerManifest(path.join(out, '_worker.js'));

/** 1,100 pages shaped like the real ones: the four shared scripts, the real profiles, 3–4 scripts of their own. */
function synthetic(count: number): string {
  const shared = real.hashes.filter((_, index) => Object.values(real.pages).every((page) => page.slice(1).includes(index)));
  const entries: PageHeaderEntry[] = Array.from({ length: count }, (_, i) => ({
    path: `/questions/role-${i % 14}/question-${String(i).padStart(4, '0')}`,
    headers: real.profiles[i % 50 === 0 ? 1 % real.profiles.length : 0]!,
    hashes: [...shared, ...Array.from({ length: 3 + (i % 2) }, (_, j) => Buffer.from(`${i}:${j}`.padEnd(32, '#')).toString('base64'))],
  }));
  return JSON.stringify(buildPageHeadersManifest(entries, real.siteWide, { headers: real.profiles[real.fallback[0]!]!, hashes: shared }));
}

function cpu(label: string, text: string) {
  const parses: number[] = [];
  let manifest = JSON.parse(text) as PageHeadersManifest;
  for (let i = 0; i < 200; i += 1) {
    const start = performance.now();
    manifest = JSON.parse(text) as PageHeadersManifest;
    parses.push(performance.now() - start);
  }
  const paths = Object.keys(manifest.pages);
  const lookups: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const start = performance.now();
    for (const pathname of paths) pageHeaders(manifest, pathname, 200);
    lookups.push((performance.now() - start) / paths.length);
  }
  console.log(
    `${label}: ${paths.length} pages, manifest ${(text.length / 1024).toFixed(1)} KB; JSON.parse median ${ms(median(parses))} (p90 ${ms(p90(parses))}); one lookup median ${ms(median(lookups))}`,
  );
}

cpu('this build', realManifestText);
cpu('synthetic, the library with its 140 question pages', synthetic(180));
cpu('synthetic, the 1,000-question fixture', synthetic(1_100));

// 2 and 3: two servers side by side, one of them the probe.
const work = mkdtempSync(path.join(tmpdir(), 'worker-cost-'));
const bare = path.join(work, 'without-worker');
const probe = path.join(work, 'probe');
cpSync(out, bare, { recursive: true });
rmSync(path.join(bare, '_worker.js'));
rmSync(path.join(bare, '_routes.json'));
cpSync(out, probe, { recursive: true });
const probeEntry = [
  "import { pageHeaders } from './edge/page-headers';",
  `const manifest = JSON.parse(${JSON.stringify(realManifestText)});`,
  'export default { async fetch(request, env) {',
  '  const paths = Object.keys(manifest.pages); const p0 = performance.now(); const d0 = Date.now(); let n = 0;',
  '  for (let i = 0; i < 20000; i += 1) n += pageHeaders(manifest, paths[i % paths.length], 200).length;',
  '  const timers = `performance.now ${performance.now() - p0} ms, Date.now ${Date.now() - d0} ms for 20000 lookups (${n})`;',
  '  const served = await env.ASSETS.fetch(request); const response = new Response(served.body, served);',
  "  response.headers.set('X-Probe', timers); return response; } };",
].join('\n');
const bundled = await build({ stdin: { contents: probeEntry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', write: false });
writeFileSync(path.join(probe, '_worker.js'), bundled.outputFiles[0]!.contents);

const servers = await Promise.all([startPagesDev(out), startPagesDev(bare), startPagesDev(probe)]);
try {
  const [site, plain, probed] = servers;
  const probeAnswer = await fetch(`${probed!.origin}/features`);
  console.log(`workerd clocks inside the worker: ${probeAnswer.headers.get('x-probe')}`);
  const asset = readFileSync(path.join(out, 'features.html'), 'utf8').match(/\/_next\/static\/[^"]+\.js/)![0];
  const targets = {
    'HTML through the worker (/features)': `${site!.origin}/features`,
    'same HTML, no worker (/features)': `${plain!.origin}/features`,
    '/_next/static script, off the worker': `${site!.origin}${asset}`,
    'unknown path through the worker (404)': `${site!.origin}/no-such-page`,
  };
  const timings = Object.fromEntries(Object.keys(targets).map((label) => [label, [] as number[]]));
  // Warm both isolates and the asset caches first; then rounds, each asking every target once.
  for (const url of Object.values(targets)) for (let i = 0; i < 5; i += 1) await (await fetch(url)).arrayBuffer();
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, url] of Object.entries(targets)) {
      const start = performance.now();
      const response = await fetch(url);
      timings[label]!.push(performance.now() - start);
      await response.arrayBuffer();
    }
  }
  console.log(`Time to first byte (response headers), ${rounds} rounds, interleaved:`);
  for (const [label, values] of Object.entries(timings)) console.log(`  ${label}: median ${ms(median(values))}, p90 ${ms(p90(values))}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(work, { recursive: true, force: true });
}
