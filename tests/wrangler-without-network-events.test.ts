import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPagesDev } from '../serve/pages-dev';

const require = createRequire(import.meta.url);
const { withoutNetworkEvents } = require('../serve/wrangler-without-network-events.cjs') as {
  withoutNetworkEvents: (options: { workers: { name: string; modules?: { type: string; path: string; contents?: string }[] }[] }) => {
    workers: { name: string; modules?: { type: string; path: string; contents?: string }[] }[];
  };
};
const inspectorProxyWorker = path.join(path.dirname(require.resolve('wrangler/package.json')), 'wrangler-dist', 'InspectorProxyWorker.js');

test('wrangler’s inspector proxy is given its own source with Network.enable swapped for a keep-alive; other workers as they were', () => {
  const proxyWorker = { name: 'ProxyWorker', modules: [{ type: 'ESModule', path: '/x/ProxyWorker.js' }] };
  const { workers } = withoutNetworkEvents({
    workers: [proxyWorker, { name: 'InspectorProxyWorker', modules: [{ type: 'ESModule', path: inspectorProxyWorker }] }],
  });
  expect(workers[0]).toBe(proxyWorker);
  const original = readFileSync(inspectorProxyWorker, 'utf8');
  const patched = workers[1]!.modules![0]!.contents!;
  expect(original).toContain('"Network.enable"');
  expect(patched).not.toContain('Network.enable');
  // One line changed, nothing else.
  expect(patched.length - original.length).toBe('Runtime.getIsolateId'.length - 'Network.enable'.length);
  expect(workers[1]!.modules![0]!.path).toBe(inspectorProxyWorker);
});

test('a wrangler whose inspector proxy no longer has that line stops the server with this file’s name', () => {
  expect(() =>
    withoutNetworkEvents({ workers: [{ name: 'InspectorProxyWorker', modules: [{ type: 'ESModule', path: inspectorProxyWorker, contents: 'export default {}' }] }] }),
  ).toThrow(/wrangler-without-network-events\.cjs: wrangler's InspectorProxyWorker\.js no longer sends/);
});

test('served: the worker’s ASSETS fetches send no network events to wrangler, and its console output still arrives', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'network-events-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>up</p>');
  writeFileSync(path.join(dir, 'page.html'), `<!doctype html><title>p</title><p>${'body '.repeat(2_000)}</p>`);
  // Advanced mode: the worker serves every path through the ASSETS binding, then logs a line after each.
  writeFileSync(
    path.join(dir, '_worker.js'),
    'export default { async fetch(request, env) { const response = await env.ASSETS.fetch(request); console.log(`served-by-worker ${new URL(request.url).pathname}`); return response; } };\n',
  );
  const server = await startPagesDev(dir, { output: 'ignore' });
  try {
    for (let i = 0; i < 5; i++) expect((await fetch(`${server.origin}/page`)).status).toBe(200);
    // wrangler's debug log (WRANGLER_LOG_PATH: its working folder) records every message of its inspector proxy.
    const state = readlinkSync(`/proc/${server.pid}/cwd`);
    const log = () =>
      readdirSync(state)
        .filter((file) => /^wrangler-.*\.log$/.test(file))
        .map((file) => readFileSync(path.join(state, file), 'utf8'))
        .join('\n');
    // The console line of the last request arrives after any event of its ASSETS fetch would have.
    await expect.poll(() => (log().match(/served-by-worker \/page/g) ?? []).length, { timeout: 30_000 }).toBe(5);
    expect(log()).not.toMatch(/Network\.(requestWillBeSent|responseReceived|loadingFinished)/);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
