import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const require = createRequire(import.meta.url);
const { withRetries, patchDevEnv, proxyWorkerReport } = require('../serve/wrangler-request-errors-not-fatal.cjs') as {
  withRetries: (source: string) => string;
  patchDevEnv: (DevEnv: unknown) => void;
  proxyWorkerReport: string;
};
const wranglerDist = path.join(path.dirname(require.resolve('wrangler/package.json')), 'wrangler-dist');
const proxyWorkerSource = readFileSync(path.join(wranglerDist, 'ProxyWorker.js'), 'utf8');

/** The retrying fetch of the patched ProxyWorker, taken out of the patched module and given a fetch to call. */
function retryingFetch(fetch: (url: URL, request: Request) => Promise<Response>) {
  const patched = withRetries(proxyWorkerSource);
  const body = patched.slice(patched.indexOf('async function fetchRetryingNetworkErrors'));
  return new Function('fetch', 'Request', `${body}\nreturn fetchRetryingNetworkErrors;`)(fetch, Request) as (
    url: URL,
    request: Request,
    headers: Headers,
  ) => Promise<Response>;
}

test('the ProxyWorker’s one fetch to the site’s worker is replaced by the retrying one, and the module still parses', () => {
  const patched = withRetries(proxyWorkerSource);
  expect(proxyWorkerSource.match(/void fetch\(userWorkerUrl/g)).toHaveLength(1);
  expect(patched).not.toContain('void fetch(userWorkerUrl');
  expect(patched).toContain('void fetchRetryingNetworkErrors(userWorkerUrl, request, headers).then(');
  const dir = mkdtempSync(path.join(tmpdir(), 'proxy-worker-'));
  try {
    writeFileSync(path.join(dir, 'ProxyWorker.mjs'), patched);
    // Throws (exit code 1, the syntax error on stderr) if the patched module does not parse.
    execFileSync(process.execPath, ['--check', path.join(dir, 'ProxyWorker.mjs')], { stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a wrangler whose ProxyWorker no longer makes that fetch stops the server with this file’s name', () => {
  expect(() => withRetries('export default {}')).toThrow(/wrangler-request-errors-not-fatal\.cjs: wrangler's ProxyWorker\.js no longer makes/);
});

test('a GET that fails on the network is tried again on a fresh connection, and succeeds on its third attempt', async () => {
  const attempts: string[] = [];
  const fetchTwiceLost = async (url: URL, request: Request) => {
    attempts.push(`${request.method} ${url.pathname}`);
    if (attempts.length < 3) throw new Error('Network connection lost.');
    return new Response('served');
  };
  const response = await retryingFetch(fetchTwiceLost)(new URL('http://127.0.0.1:1/page'), new Request('http://localhost/page'), new Headers());
  expect(await response.text()).toBe('served');
  expect(attempts).toEqual(['GET /page', 'GET /page', 'GET /page']);
});

test('a GET lost three times fails with its method, URL and attempt; a request with a body is never retried', async () => {
  let calls = 0;
  const alwaysLost = async () => {
    calls += 1;
    throw new Error('Network connection lost.');
  };
  const fetchIt = retryingFetch(alwaysLost);
  await expect(fetchIt(new URL('http://127.0.0.1:1/a'), new Request('http://localhost/a'), new Headers())).rejects.toThrow(
    'GET http://localhost/a (attempt 3): Network connection lost.',
  );
  expect(calls).toBe(3);
  calls = 0;
  const post = new Request('http://localhost/contact', { method: 'POST', body: '{}' });
  await expect(fetchIt(new URL('http://127.0.0.1:1/contact'), post, new Headers())).rejects.toThrow('POST http://localhost/contact (attempt 1)');
  expect(calls).toBe(1);
});

test('wrangler’s own DevEnv: a failed proxied request is logged and the server goes on; every other error still ends it', () => {
  // The class wrangler's CLI runs (wrangler-dist/cli.js exports it), patched as the preload patches it.
  const { unstable_DevEnv: DevEnv } = require('wrangler') as { unstable_DevEnv: new () => EventEmitter & { dispatch(event: object): void; teardown(): Promise<void> } };
  const report = (reason: string) => ({ type: 'error', source: 'ProxyController', reason, cause: new Error('GET http://localhost/ (attempt 3): Network connection lost.'), data: undefined });
  const fatal = (devEnv: EventEmitter) => {
    const events: unknown[] = [];
    devEnv.on('error', (event) => events.push(event));
    return events;
  };
  // Unpatched, wrangler 4.86 ends the server on this report: the test proves the patch is what keeps it.
  const before = new DevEnv();
  const beforeFatal = fatal(before);
  before.dispatch(report(proxyWorkerReport));
  expect(beforeFatal).toHaveLength(1);
  void before.teardown();

  patchDevEnv(DevEnv);
  const after = new DevEnv();
  const afterFatal = fatal(after);
  const logged: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.join(' '));
  try {
    after.dispatch(report(proxyWorkerReport));
  } finally {
    console.error = consoleError;
  }
  expect(afterFatal).toHaveLength(0);
  expect(logged).toEqual([`${proxyWorkerReport} (the affected request failed; the server goes on): GET http://localhost/ (attempt 3): Network connection lost.`]);
  // Any other error of the proxy is as fatal as before.
  after.dispatch(report('Error reloading ProxyWorker'));
  expect(afterFatal).toHaveLength(1);
  void after.teardown();
});
