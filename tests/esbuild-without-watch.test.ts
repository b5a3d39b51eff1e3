import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPagesDev } from '../serve/pages-dev';

const preload = path.resolve('serve/esbuild-without-watch.cjs');
const wranglerCli = path.join(path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'wrangler-dist', 'cli.js');

/**
 * Runs `script` in a Node with the preload, as wrangler's process runs: `require` is resolved from wrangler's own
 * bundle (so `esbuild` is wrangler's esbuild), or, with `asWrangler: false`, from the repository. Prints JSON.
 */
function runWithPreload(script: string, { asWrangler }: { asWrangler: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'esbuild-watch-'));
  try {
    writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
    const from = asWrangler ? wranglerCli : path.resolve('package.json');
    const program = `
      const { createRequire } = require('node:module');
      const requireFrom = createRequire(${JSON.stringify(from)});
      const dir = ${JSON.stringify(dir)};
      (async () => { ${script} })().then((result) => process.stdout.write(JSON.stringify(result)), (error) => { console.error(error); process.exit(1); });
    `;
    return JSON.parse(execFileSync(process.execPath, ['--require', preload, '-e', program], { encoding: 'utf8' })) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A context as wrangler makes one: its plugin counts builds; `watch()` then reports what had happened. */
const watchOnce = `
  const esbuild = requireFrom('esbuild');
  let builds = 0;
  const context = await esbuild.context({
    entryPoints: [dir + '/entry.js'], bundle: true, write: false, logLevel: 'silent',
    plugins: [{ name: 'count', setup(build) { build.onEnd(() => { builds += 1; }); } }],
  });
  await context.watch();
  const afterWatch = builds;
  await context.rebuild();
  await context.dispose();
  return { afterWatch, afterRebuild: builds };
`;

test('wrangler’s esbuild builds once when asked to watch, and starts no watcher', () => {
  // esbuild's own watch() resolves before its first build ends: a count of 1 here is the preload's one build. A
  // second rebuild() still works, so wrangler's later calls (none while a build is served) would too.
  expect(runWithPreload(watchOnce, { asWrangler: true })).toEqual({ afterWatch: 1, afterRebuild: 2 });
});

/** Whether `require('esbuild')` gives the module itself, as Node loaded it. */
const sameModule = `
  const loaded = requireFrom('esbuild');
  return { same: loaded === require.cache[requireFrom.resolve('esbuild')].exports };
`;

test('esbuild for anyone but wrangler is untouched', () => {
  expect(runWithPreload(sameModule, { asWrangler: false })).toEqual({ same: true });
  expect(runWithPreload(sameModule, { asWrangler: true })).toEqual({ same: false });
});

test('every wrangler serve/pages-dev.ts starts runs with the preload', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'watch-site-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>up</p>');
  const server = await startPagesDev(dir, { output: 'ignore' });
  try {
    // wrangler's bin runs its bundle in a child Node, passing its own Node options on.
    const bundles = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((entry) => {
        try {
          return readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        } catch {
          return [];
        }
      })
      .filter((argv) => argv.some((arg) => arg.endsWith(path.join('wrangler-dist', 'cli.js'))) && argv.includes(String(server.port)));
    expect(bundles.length, 'wrangler’s bundle is running').toBeGreaterThan(0);
    // All three preloads: this one, the one that keeps network events out of wrangler's inspector proxy, and the one
    // that keeps a failed proxied request from ending the server.
    const preloads = (argv: string[]) => argv.flatMap((arg, i) => (arg === '--require' ? [argv[i + 1]] : []));
    for (const argv of bundles) expect(preloads(argv)).toEqual([
        preload,
        path.resolve('serve/wrangler-without-network-events.cjs'),
        path.resolve('serve/wrangler-request-errors-not-fatal.cjs'),
      ]);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
