/**
 * Serves a static export with Cloudflare's own runtime: `wrangler pages dev <dir>` (workerd, from npm), the
 * same asset server and `_headers` parser as Cloudflare Pages. `npm start`, `npm run preview`, the end-to-end
 * suite, the byte-budget test, the bench and the screenshots all serve out/ through this, so what they check
 * is what the CDN does (a home-made imitation once applied two `/*` blocks that Cloudflare collapses into
 * one, and hid lost security headers from every test).
 *
 * A served directory with a `_worker.js` (out/ has one: each page's own CSP, build/worker-bundle.ts) runs it in
 * Cloudflare's advanced mode, bundled by wrangler's own esbuild, with `_routes.json` deciding which paths reach it; a
 * directory without one (the bench's floor and no-JS twins, a bare `next build`) is served as plain files. No
 * `functions/` folder is read: wrangler looks for it in its working directory, the temporary state folder below.
 *
 * No network is needed: wrangler warns that it cannot fetch `Request.cf` and goes on. Metrics are off, the
 * inspector takes a free port (two instances at once would both want 9229), state goes to a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const startTimeoutMs = 60_000;

export interface PagesDevServer {
  /** `http://localhost:PORT` where the host is loopback, else `http://HOST:PORT`. */
  origin: string;
  port: number;
  /** Milliseconds from spawn to the first answer. */
  startedInMs: number;
  /** wrangler's process id (its workerd runs under it). */
  pid: number;
  stop(): Promise<void>;
}

export interface PagesDevOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The one address to listen on; loopback by default. */
  host?: string;
  /** Where wrangler's own output goes: 'inherit' shows its warnings and errors, 'ignore' drops them. */
  output?: 'inherit' | 'ignore';
  /** Serve https with this key and certificate (PEM files) instead of http. */
  tls?: { keyPath: string; certPath: string };
  /**
   * Which Cloudflare home to run: 'pages' (`wrangler pages dev <dir>`: _routes.json, advanced-mode _worker.js) or
   * 'workers' (`wrangler dev` with the repository's cloudflare-workers/wrangler.jsonc: Workers with static assets, `run_worker_first`,
   * <dir> as the assets and <dir>/_worker.js as `main`).
   */
  home?: CloudflareHome;
}

export type CloudflareHome = 'pages' | 'workers';

/** The repository's Workers configuration, which `wrangler dev` reads (paths in it resolve beside it). */
const wranglerConfig = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'cloudflare-workers', 'wrangler.jsonc');

/**
 * The compatibility date both homes run with: the one deployments use, read from the Workers configuration so that
 * local serving and production never disagree.
 */
export const compatibilityDate: string = (() => {
  const match = /"compatibility_date"\s*:\s*"(\d{4}-\d{2}-\d{2})"/.exec(readFileSync(wranglerConfig, 'utf8'));
  if (!match) throw new Error(`${wranglerConfig} names no compatibility_date`);
  return match[1]!;
})();

/** wrangler's command and arguments for one home, before the shared ones. */
function homeArguments(home: CloudflareHome, dir: string): string[] {
  if (home === 'pages') return ['pages', 'dev', path.resolve(dir)];
  return ['dev', path.join(path.resolve(dir), '_worker.js'), '--config', wranglerConfig, '--assets', path.resolve(dir)];
}

/** Binds `port` on `host` for a moment and resolves with the port bound (the kernel's choice for 0). */
function bindOnce(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, host, () => {
      const bound = (server.address() as { port: number }).port;
      server.close(() => resolve(bound));
    });
  });
}

/** A port no one listens on right now, from the kernel. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return bindOnce(0, host);
}

function wranglerBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
}

/**
 * Ends wrangler and the workerd it started: on SIGTERM wrangler stops workerd itself. wrangler stays in our
 * process group, so whatever ends the group (Ctrl-C in a terminal, Playwright stopping its web server) ends
 * wrangler and workerd too; in a group of its own it outlived a killed parent and held the port.
 */
function stopWrangler(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Resolves when `url` answers a HEAD request at all (any status), rejects on no answer within `timeoutMs`. Over https
 * the certificate is not checked: a test serves with a self-signed one (tests/fixtures/tls), and this only asks
 * whether the server is up.
 */
function probe(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { method: 'HEAD', timeout: timeoutMs, rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve();
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

async function waitForAnswer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with ${child.exitCode} before answering:\n${log()}`);
    try {
      await probe(url, 2_000);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`wrangler did not answer at ${url} within ${startTimeoutMs / 1000} s:\n${log()}`);
}

/**
 * workerd listens on one address; where `localhost` resolves to ::1 first, a browser or client asking for
 * http://localhost:PORT would find nothing there, so [::1]:PORT relays to 127.0.0.1:PORT. Skipped on a machine
 * without IPv6 loopback.
 */
function relayIpv6Loopback(port: number): Promise<Server | undefined> {
  const relay = createServer((socket) => {
    const upstream = connect(port, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => {
    relay.once('error', () => resolve(undefined));
    relay.listen(port, '::1', () => resolve(relay));
  });
}

export async function startPagesDev(dir: string, options: PagesDevOptions = {}): Promise<PagesDevServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const inspectorPort = await freePort();
  const state = mkdtempSync(path.join(tmpdir(), 'pages-dev-'));
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      wranglerBin(),
      ...homeArguments(options.home ?? 'pages', dir),
      '--ip',
      host,
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      compatibilityDate,
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
      ...(options.tls
        ? ['--local-protocol', 'https', '--https-key-path', path.resolve(options.tls.keyPath), '--https-cert-path', path.resolve(options.tls.certPath)]
        : []),
    ],
    {
      cwd: state,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: state, CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    log = (log + text).slice(-20_000);
    if (options.output === 'inherit') process.stderr.write(text);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // A parent that exits without stop() still ends wrangler (and so workerd).
  const onExit = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', onExit);

  const displayHost = host === '127.0.0.1' || host === '::1' || host === 'localhost' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  const scheme = options.tls ? 'https' : 'http';
  try {
    await waitForAnswer(`${scheme}://${probeHost}:${port}/`, child, () => log);
  } catch (error) {
    await stopWrangler(child);
    rmSync(state, { recursive: true, force: true });
    throw error;
  }
  const relay = options.host ? undefined : await relayIpv6Loopback(port);
  return {
    origin: `${scheme}://${displayHost}:${port}`,
    port,
    pid: child.pid!,
    startedInMs: Date.now() - started,
    async stop() {
      process.removeListener('exit', onExit);
      relay?.close();
      await stopWrangler(child);
      rmSync(state, { recursive: true, force: true });
    },
  };
}
