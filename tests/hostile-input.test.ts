import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type OutgoingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import Cookies from 'js-cookie';
import { expect, test } from '@playwright/test';
import { createGateway } from '../serve/gateway/server';
import { listen } from '../serve/http-server';
import { consentNoticeScript, noticeAttribute } from '../lib/consent-notice';
import { storeConsent } from '../lib/consent';
import { serializeJsonLd } from '../lib/json-ld';
import { config } from '../lib/config';
import type { ServerConfig } from '../serve/server-config';

/**
 * Hostile input against the real servers: the sample gateway in this process on ephemeral
 * loopback ports, and the site (Cloudflare's runtime on a small fixture export) and the gateway again as
 * `npm start` and `npm run gateway` start them, in child processes. Request lines a client library would refuse to send
 * go through raw sockets; paths are sent as written (no client-side normalisation).
 */

const featuresCsp = "default-src 'none'; script-src 'sha256-features'";
const homeCsp = "default-src 'none'; script-src 'sha256-home'";
const fixture = {
  'index.html': '<!doctype html><title>Home page</title>',
  '404.html': '<!doctype html><title>Not found page</title>',
  'features.html': `<!doctype html><title>Features page</title><p>${'features '.repeat(300)}</p>`,
  '_headers': `/*\n  X-Frame-Options: DENY\n/\n  Content-Security-Policy: ${homeCsp}\n/features\n  Content-Security-Policy: ${featuresCsp}\n`,
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request with the path exactly as given (like `curl --path-as-is`), never reused connections. */
function send(port: number, method: string, rawPath: string, headers: OutgoingHttpHeaders = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: rawPath, headers, agent: false, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${rawPath}: no answer in 5 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Writes bytes on a raw socket and resolves with the status of the first answer (undefined: none). */
function sendRaw(port: number, bytes: string | Buffer, { waitMs = 2_000, endAfterWrite = false } = {}) {
  return new Promise<{ status?: number; text: string; error?: string }>((resolve) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    const finish = (error?: string) => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : undefined, text, error });
    };
    const timer = setTimeout(() => finish('timeout'), waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => finish());
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code));
  });
}

const listenOnLoopback = (server: Server) => listen(server, 0, [{ host: '127.0.0.1', optional: false }]);

function writeFixture(dir: string) {
  for (const [name, text] of Object.entries(fixture)) writeFileSync(path.join(dir, name), text);
}

const validMessage = { 'user-name': 'Ada', 'user-email': 'ada@example.com', 'user-subject': 'Hi', 'user-message': 'Hello' };
const jsonHeaders = { 'Content-Type': 'application/json' };
/** Every character some line reader splits on. */
const anyLineBreak = /\r\n|[\n\r\u000b\u000c\u001c\u001d\u001e\u0085\u2028\u2029]/;

const timeouts: ServerConfig['timeouts'] = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };
const gatewayLimits: ServerConfig['gateway'] = {
  maxBodyBytes: 64 * 1024,
  rateLimit: 1_000,
  rateWindowMs: 60_000,
  rateClients: 100,
  maxStoredBytes: 1024 * 1024,
  messagesFile: '',
  reportsFile: '',
};

let work = '';
const servers: Server[] = [];

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'hostile-'));
  mkdirSync(path.join(work, 'out'));
  writeFixture(path.join(work, 'out'));
});

test.afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(work, { recursive: true, force: true });
});

async function startGateway(overrides: Partial<ServerConfig['gateway']> = {}, messagesFile = path.join(work, `messages-${servers.length}.jsonl`)) {
  const reportsFile = path.join(work, `reports-${servers.length}.jsonl`);
  const gateway = createGateway({ port: 0, messagesFile, reportsFile, settings: { timeouts, gateway: { ...gatewayLimits, ...overrides } } });
  servers.push(gateway);
  return { port: await listenOnLoopback(gateway), messagesFile, reportsFile };
}

test.describe('shared guard', () => {
  test('a handler that throws or rejects answers 500 and the server keeps running', async () => {
    const { guardServer } = await import('../serve/http-server');
    const { createServer } = await import('node:http');
    let calls = 0;
    const server = guardServer(
      createServer(),
      (req, res) => {
        calls += 1;
        if (req.url === '/throw') throw new Error('thrown on purpose');
        if (req.url === '/reject') return Promise.reject(new Error('rejected on purpose'));
        res.end('ok');
      },
      timeouts,
      { type: 'text/plain', text: 'failed' },
    );
    servers.push(server);
    const port = await listenOnLoopback(server);
    expect((await send(port, 'GET', '/throw')).status).toBe(500);
    expect((await send(port, 'GET', '/reject')).status).toBe(500);
    expect(await send(port, 'GET', '/')).toMatchObject({ status: 200, body: 'ok' });
    expect(calls).toBe(3);
  });
});

test.describe('sample gateway', () => {
  test('a request line Node cannot route (GET http://[) answers 400 JSON and the gateway keeps answering', async () => {
    const { port } = await startGateway();
    const answer = await sendRaw(port, 'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('application/json');
    expect((await send(port, 'GET', '/dev/client/graph/xyz?mode=demo')).status).toBe(200);
  });

  test('HEAD on the demo list answers as GET does, without a body', async () => {
    const { port } = await startGateway();
    const answer = await send(port, 'HEAD', '/dev/client/graph/xyz?mode=demo');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');
  });

  test('a storage error answers 500 with JSON, never 201, and the gateway keeps answering', async () => {
    const blocked = path.join(work, 'a-directory.jsonl');
    mkdirSync(blocked);
    const { port } = await startGateway({}, blocked);
    const answer = await send(port, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify(validMessage));
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    expect((await send(port, 'GET', '/dev/client/graph/xyz?mode=demo')).status).toBe(200);
  });

  test('the media type is matched exactly and case-insensitively', async () => {
    const { port } = await startGateway();
    const post = (type?: string) =>
      send(port, 'POST', '/dev/client/contact', type ? { 'Content-Type': type } : {}, JSON.stringify(validMessage));
    for (const type of ['application/jsonfoo', 'application/json-patch+json', 'text/plain', 'application/jso', undefined]) {
      expect((await post(type)).status, String(type)).toBe(415);
    }
    for (const type of ['APPLICATION/JSON; charset=utf-8', 'Application/Json', ' application/json ;charset=UTF-8']) {
      expect((await post(type)).status, type).toBe(201);
    }
  });

  test('a client over its rate limit gets 429 with Retry-After and JSON', async () => {
    const { port, messagesFile } = await startGateway({ rateLimit: 3, rateWindowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) {
      expect((await send(port, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify(validMessage))).status).toBe(201);
    }
    const answer = await send(port, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify(validMessage));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    expect(readFileSync(messagesFile, 'utf8').trim().split('\n')).toHaveLength(3);
  });

  test('a full message file answers 507 with JSON and does not grow', async () => {
    const { port, messagesFile } = await startGateway({ maxStoredBytes: 400 });
    expect((await send(port, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify(validMessage))).status).toBe(201);
    const before = readFileSync(messagesFile, 'utf8');
    const answer = await send(port, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify({ ...validMessage, 'user-message': 'x'.repeat(300) }));
    expect(answer.status).toBe(507);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    expect(readFileSync(messagesFile, 'utf8')).toBe(before);
  });

  test('messages are stored as JSON lines that any line reader splits correctly', async () => {
    const { port, messagesFile } = await startGateway();
    const hostile = `one\u2028two\u2029three\u0085four\nfive\r\n</script><!-- "quoted" \\ \u0000 end`;
    const answer = await send(port, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify({ ...validMessage, 'user-message': hostile }));
    expect(answer.status).toBe(201);
    const text = readFileSync(messagesFile, 'utf8');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
    const lines = text.split(anyLineBreak).filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)['user-message']).toBe(hostile);
  });
});

test.describe('sample gateway: CSP violation reports', () => {
  const reportsJson = { 'Content-Type': 'application/reports+json' };
  const cspReport = { 'Content-Type': 'application/csp-report' };
  const report = { type: 'csp-violation', url: 'http://localhost:3000/', age: 1, body: { effectiveDirective: 'script-src-elem', blockedURL: 'inline' } };
  const legacy = { 'csp-report': { 'document-uri': 'http://localhost:3000/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };

  test('both report formats are stored as JSON lines and answered 204', async () => {
    const { port, reportsFile } = await startGateway();
    expect((await send(port, 'POST', '/csp-reports', reportsJson, JSON.stringify([report, { ...report, type: 'deprecation' }]))).status).toBe(204);
    expect((await send(port, 'POST', '/csp-reports', { 'Content-Type': 'Application/CSP-Report; charset=utf-8' }, JSON.stringify(legacy))).status).toBe(204);
    const lines = readFileSync(reportsFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { receivedAt: expect.any(String), type: 'csp-violation', url: report.url, body: report.body },
      { receivedAt: expect.any(String), type: 'deprecation', url: report.url, body: report.body },
      { receivedAt: expect.any(String), type: 'csp-violation', url: 'http://localhost:3000/', body: legacy['csp-report'] },
    ]);
  });

  test('malformed, empty, oversized and mistyped bodies get 400, 413 or 415, nothing is stored, and the gateway keeps answering', async () => {
    const { port, reportsFile } = await startGateway();
    const bad: [Record<string, string>, string][] = [
      [reportsJson, ''],
      [reportsJson, '['],
      [reportsJson, 'null'],
      [reportsJson, '{}'],
      [reportsJson, '[]'],
      [reportsJson, '"report"'],
      [reportsJson, '[1, 2]'],
      [reportsJson, '[null]'],
      [reportsJson, JSON.stringify([{ type: 'csp-violation' }])],
      [reportsJson, JSON.stringify([{ type: 42, body: {} }])],
      [reportsJson, JSON.stringify([{ type: 'csp-violation', body: 'x' }])],
      [reportsJson, JSON.stringify(Array.from({ length: 101 }, () => report))],
      [reportsJson, '[\ud800]'],
      [reportsJson, `[${'['.repeat(5_000)}`],
      [cspReport, JSON.stringify([report])],
      [cspReport, '{"csp-report": null}'],
      [cspReport, '{"csp-report": "x"}'],
      [cspReport, '{"__proto__": {"csp-report": {}}}'],
    ];
    for (const [headers, body] of bad) {
      const answer = await send(port, 'POST', '/csp-reports', headers, body);
      expect(answer.status, String(body).slice(0, 40)).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    }
    expect((await send(port, 'POST', '/csp-reports', reportsJson, JSON.stringify([{ ...report, body: { sample: 'x'.repeat(70_000) } }]))).status).toBe(413);
    for (const type of ['application/json', 'text/plain', 'application/reports+jsonx', '']) {
      expect((await send(port, 'POST', '/csp-reports', type ? { 'Content-Type': type } : {}, JSON.stringify([report]))).status, type).toBe(415);
    }
    expect((await send(port, 'GET', '/csp-reports')).status).toBe(405);
    expect(existsSync(reportsFile)).toBe(false);
    expect((await send(port, 'POST', '/csp-reports', reportsJson, JSON.stringify([report]))).status).toBe(204);
    expect((await send(port, 'GET', '/dev/client/graph/xyz?mode=demo')).status).toBe(200);
  });

  test('reports have the contact form’s rate limit (a counter of their own) and storage limit', async () => {
    const { port, reportsFile } = await startGateway({ rateLimit: 2, maxStoredBytes: 2_000 });
    for (let i = 0; i < 2; i += 1) expect((await send(port, 'POST', '/csp-reports', reportsJson, JSON.stringify([report]))).status).toBe(204);
    const limited = await send(port, 'POST', '/csp-reports', reportsJson, JSON.stringify([report]));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The visitor's messages are counted apart.
    expect((await send(port, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify(validMessage))).status).toBe(201);
    const { port: small, reportsFile: smallFile } = await startGateway({ maxStoredBytes: 300 });
    expect((await send(small, 'POST', '/csp-reports', reportsJson, JSON.stringify([report]))).status).toBe(204);
    const before = readFileSync(smallFile, 'utf8');
    expect((await send(small, 'POST', '/csp-reports', reportsJson, JSON.stringify([{ ...report, body: { sample: 'x'.repeat(300) } }]))).status).toBe(507);
    expect(readFileSync(smallFile, 'utf8')).toBe(before);
    expect(readFileSync(reportsFile, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  test('the CORS preflight of a report from the site is allowed, a stranger gets no CORS header', async () => {
    const { port } = await startGateway();
    const site = new URL(config.siteUrl).origin;
    const preflight = await send(port, 'OPTIONS', '/csp-reports', { Origin: site, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(site);
    const stranger = await send(port, 'POST', '/csp-reports', { ...reportsJson, Origin: 'https://evil.example' }, JSON.stringify([report]));
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

test.describe('configuration cannot inject', () => {
  type Loaded = { config?: { productName: string; consentCookieName: string; contactEmail: string }; error?: string };
  /**
   * Loads lib/config.ts once per environment (as a build does), all in one fresh process: each load is a
   * new module instance (a distinct query string) with only that environment's variables set.
   */
  function configsWith(envs: Record<string, string>[]): Loaded[] {
    const script = `
      const envs = JSON.parse(process.env.CASES);
      delete process.env.CASES;
      (async () => {
        const results = [];
        for (const [index, env] of envs.entries()) {
          Object.assign(process.env, env);
          try {
            results.push({ config: (await import('./lib/config.ts?case=' + index)).config });
          } catch (error) {
            results.push({ error: String(error.message) });
          }
          for (const key of Object.keys(env)) delete process.env[key];
        }
        process.stdout.write(JSON.stringify(results));
      })();`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      encoding: 'utf8',
      stdio: 'pipe',
      env: { PATH: process.env.PATH, CASES: JSON.stringify(envs) } as unknown as NodeJS.ProcessEnv,
    });
    return JSON.parse(out) as Loaded[];
  }

  test('a product name outside letters, digits, spaces and -._&\' stops the build with the variable’s name', () => {
    const hostile = ['X</script><script>alert(1)</script>', 'A"B', 'A<B', 'A>B', 'A\nB', 'A\u2028B', 'A;B=C', 'A\\B', 'Zoë', 'x'.repeat(65)];
    const results = configsWith([...hostile, "Hire & Clip's App-2.0_beta"].map((name) => ({ NEXT_PUBLIC_PRODUCT_NAME: name })));
    hostile.forEach((name, index) => expect(results[index]!.error, JSON.stringify(name)).toMatch(/NEXT_PUBLIC_PRODUCT_NAME/));
    expect(results.at(-1)!.config?.productName).toBe("Hire & Clip's App-2.0_beta");
  });

  test('a contact e-mail that is not an address stops the build with the variable’s name', () => {
    const hostile = ['nope', 'a@b', '<a@b.example>', 'a b@b.example', 'a@b.example?cc=x', 'a@b.example"><script>', 'a@-b.example', `${'a'.repeat(250)}@b.example`];
    const valid = "o'brien+site@mail.hire-clip.example";
    const results = configsWith([...hostile, valid].map((email) => ({ NEXT_PUBLIC_CONTACT_EMAIL: email })));
    hostile.forEach((email, index) => expect(results[index]!.error, email).toMatch(/NEXT_PUBLIC_CONTACT_EMAIL/));
    expect(results.at(-1)!.config?.contactEmail).toBe(valid);
  });

  test('a CSP report URL that could break the header stops the build with the variable’s name', () => {
    const hostile = [
      'not a url',
      'javascript:alert(1)',
      'ftp://reports.example/csp',
      'http://reports.example/csp',
      'https://reports.example/csp;script-src *',
      'https://reports.example/a,b',
      'https://reports.example/csp?a=1;b=2',
    ];
    const valid = ['https://reports.example/csp?app=web', 'http://localhost:3001/csp-reports', 'http://127.0.0.1:9/r', '  '];
    const results = configsWith([...hostile, ...valid].map((url) => ({ NEXT_PUBLIC_CSP_REPORT_URL: url })));
    hostile.forEach((url, index) => expect(results[index]!.error, url).toMatch(/NEXT_PUBLIC_CSP_REPORT_URL/));
    const loaded = results.slice(hostile.length).map((result) => (result.config as { cspReportUrl?: string } | undefined)?.cspReportUrl);
    expect(loaded).toEqual([...valid.slice(0, 3), undefined]);
  });

  test('js-cookie, the inline consent script and the tests use one cookie of one name', () => {
    const [defaults, custom] = configsWith([{}, { NEXT_PUBLIC_PRODUCT_NAME: "Hire & Clip's App.io" }]);
    expect(defaults!.config?.consentCookieName).toBe('HireClipCookieConsent');
    const name = custom!.config!.consentCookieName;
    expect(name).toMatch(/^[A-Za-z0-9&'._-]+CookieConsent$/);

    // A cookie jar that stores names as written, as a browser does.
    const jar = new Map<string, string>();
    const attributes = new Map<string, string>();
    const listeners: string[] = [];
    const document = {
      get cookie() {
        return [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
      },
      set cookie(text: string) {
        const pair = text.split(';', 1)[0]!;
        jar.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1));
      },
      documentElement: {
        setAttribute: (key: string, value: string) => attributes.set(key, value),
        removeAttribute: (key: string) => attributes.delete(key),
      },
      addEventListener: (type: string) => listeners.push(type),
    };
    const runNotice = () =>
      runInNewContext(consentNoticeScript(name), { document, navigator: {}, location: { protocol: 'http:' }, Date });
    const globals = globalThis as unknown as Record<string, unknown>;
    globals.document = document;
    globals.window = { location: { protocol: 'http:' } };
    try {
      // Without the cookie the inline script asks for the banner; it only reads: it writes no cookie and adds
      // no listener, so CookieBanner's is the one 'I Understand' handler.
      runNotice();
      expect(attributes.has(noticeAttribute)).toBe(true);
      expect(jar.size).toBe(0);
      expect(listeners).toEqual([]);
      expect(Cookies.get(name)).toBeUndefined();

      // js-cookie (lib/consent.ts) stores the cookie that the inline script then finds.
      jar.clear();
      attributes.clear();
      storeConsent(name);
      expect([...jar.keys()]).toEqual([name]);
      runNotice();
      expect(attributes.has(noticeAttribute)).toBe(false);
    } finally {
      delete globals.document;
      delete globals.window;
    }
  });

  test('every value put into an inline script is escaped for <, >, &, U+2028 and U+2029 by one helper', async () => {
    const { scriptSafeJson } = await import('../lib/inline-script');
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028 \u2029 "q"' };
    const safe = scriptSafeJson(hostile);
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(safe).toContain('\\u003c/script\\u003e');
    expect(safe).toContain('\\u0026');
    expect(safe).toContain('\\u2028');
    expect(JSON.parse(safe)).toEqual(hostile);
    expect(runInNewContext(`(${safe})`)).toEqual(hostile);
    expect(() => scriptSafeJson(undefined)).toThrow();

    const jsonLd = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', ...hostile });
    expect(jsonLd).toBe(scriptSafeJson({ '@context': 'https://schema.org', '@type': 'Thing', ...hostile }));
    const notice = consentNoticeScript(hostile.name);
    expect(notice).not.toMatch(/[<\u2028\u2029]/);
    expect(notice).toContain(scriptSafeJson(hostile.name));
  });

  test('the run-time variables are read in one typed place and refuse malformed values', async () => {
    const { readServerConfig } = await import('../serve/server-config');
    expect(readServerConfig({}).addresses.map((address) => address.host)).toEqual(['127.0.0.1', '::1']);
    expect(readServerConfig({ HOST: '0.0.0.0' }).addresses).toEqual([{ host: '0.0.0.0', optional: false }]);
    expect(readServerConfig({ GATEWAY_RATE_LIMIT: '5', GATEWAY_MAX_STORED_BYTES: '1000' }).gateway).toMatchObject({ rateLimit: 5, maxStoredBytes: 1000 });
    expect(() => readServerConfig({ GATEWAY_RATE_LIMIT: 'many' })).toThrow(/GATEWAY_RATE_LIMIT/);
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readServerConfig({ HOST: 'a b' })).toThrow(/HOST/);
  });
});

test.describe('the servers as npm starts them', () => {
  const children: ChildProcess[] = [];
  test.afterEach(() => {
    // Each child is its own process group (npm → sh → tsx → node): end the whole group by its id.
    for (const child of children.splice(0)) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
  });

  /** Starts a command and resolves with the ports its output announces (`… http://host:port`). */
  function start(command: string, args: string[], env: Record<string, string>, expected: number) {
    const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    return new Promise<number[]>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not announce ${expected} URLs: ${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ports = [...output.matchAll(/http:\/\/\S+:(\d+)/g)].map((match) => Number(match[1]));
        if (ports.length >= expected) {
          clearTimeout(timer);
          resolve(ports);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${output}`));
      });
    });
  }

  /** A TCP connection attempt: 'open' or the error code. */
  function probe(host: string, port: number) {
    return new Promise<string>((resolve) => {
      const socket = connect({ host, port, timeout: 2_000 }, () => {
        socket.destroy();
        resolve('open');
      });
      socket.on('timeout', () => {
        socket.destroy();
        resolve('timeout');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
  }

  /** This machine's first address outside loopback, if it has one (link-local addresses left out). */
  const outsideAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && !entry.address.startsWith('fe80'))?.address;

  async function expectLoopbackOnly(port: number) {
    expect(await probe('127.0.0.1', port)).toBe('open');
    if (outsideAddress) {
      expect(await probe(outsideAddress, port), `${outsideAddress}:${port}`).not.toBe('open');
    } else {
      test.info().annotations.push({ type: 'note', description: 'no non-loopback address on this machine to probe' });
    }
  }

  test('`npm run gateway` starts the gateway, on loopback only by default', async () => {
    test.setTimeout(90_000);
    const [port] = await start('npm', ['run', '--silent', 'gateway'], { HOST: '', GATEWAY_PORT: '0', GATEWAY_MESSAGES_FILE: path.join(work, 'npm-gateway.jsonl') }, 1);
    expect((await send(port!, 'GET', '/dev/client/graph/xyz?mode=demo')).status).toBe(200);
    await expectLoopbackOnly(port!);
  });

  test('after a burst of hostile requests both servers still answer and the message file is valid JSON lines', async () => {
    test.setTimeout(120_000);
    const messagesFile = path.join(work, 'burst.jsonl');
    const [sitePortOf, gatewayPortOf] = await start(
      path.resolve('node_modules/.bin/tsx'),
      ['serve/start.ts', path.join(work, 'out')],
      { HOST: '', PORT: '0', GATEWAY_PORT: '0', GATEWAY_RATE_LIMIT: '100000', GATEWAY_MESSAGES_FILE: messagesFile },
      2,
    );
    const sitePortSpawned = sitePortOf!;
    const gatewayPortSpawned = gatewayPortOf!;
    await expectLoopbackOnly(sitePortSpawned);
    await expectLoopbackOnly(gatewayPortSpawned);

    const line = (text: string) => `${text}\r\nHost: x\r\nConnection: close\r\n\r\n`;
    const contact = (body: string, type = 'application/json', length = Buffer.byteLength(body)) =>
      `POST /dev/client/contact HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;
    // [request, whether it is well-formed]: Cloudflare's local runtime (workerd under wrangler) answers some
    // malformed request lines itself with 500, 501 or 502 (an unroutable target, a NUL byte, a 400-byte
    // segment, an unknown method, binary; the _headers file itself, which Cloudflare never uploads, is 502); that is the CDN's own answer, not ours. It must keep serving, and
    // never fail a well-formed request.
    const siteCases: [string | Buffer, boolean][] = [
      [line('GET http://[ HTTP/1.1'), false],
      [line('GET /% HTTP/1.1'), false],
      [line('GET /%ff%fe HTTP/1.1'), false],
      [line('GET /%00 HTTP/1.1'), false],
      [line(`GET /${'a'.repeat(400)} HTTP/1.1`), false],
      [line('GET /x/..%2f_headers HTTP/1.1'), false],
      [line('GET /../../../etc/passwd HTTP/1.1'), true],
      [line('DELETE / HTTP/1.1'), true],
      [line('BREW / HTTP/1.1'), false],
      [line(`GET / HTTP/1.1\r\nX-Big: ${'b'.repeat(20_000)}`), true],
      [Buffer.from([0, 1, 2, 255, 13, 10, 13, 10]), false],
      [Buffer.from('GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'), false],
      [line('GET /features HTTP/1.1\r\nRange: bytes=999999-'), true],
      [line('GET /features HTTP/1.1\r\nAccept-Encoding: br\r\nIf-None-Match: "-br"'), true],
      ['GET / HTTP/1.1\r\nHost: x\r\n', true],
    ];
    const weird = `line\u2028para\u2029nel\u0085</script>`;
    const gatewayCases: (string | Buffer)[] = [
      line('GET http://[ HTTP/1.1'),
      line('GET /%zz HTTP/1.1'),
      line('OPTIONS * HTTP/1.1'),
      contact(JSON.stringify(validMessage), 'application/jsonfoo'),
      contact('{"user-name":'),
      contact(JSON.stringify({ ...validMessage, 'user-message': weird })),
      contact(JSON.stringify({ ...validMessage, 'user-name': 'Nul\u0000Byte' })),
      contact(JSON.stringify({ ...validMessage, 'user-message': 'x'.repeat(70_000) })),
      contact('{"user-name"', 'application/json', 100),
      `POST /dev/client/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nzz\r\n`,
      `POST /dev/client/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nnot-hex\r\n`,
      line(`GET /dev/client/graph/xyz?mode=${'%'.repeat(50)} HTTP/1.1`),
    ];
    const jobs: (() => Promise<{ status?: number }>)[] = [];
    const wellFormed: boolean[] = [];
    for (let i = 0; i < 100; i += 1) {
      const [request, valid] = siteCases[i % siteCases.length]!;
      wellFormed.push(valid, true);
      jobs.push(() => sendRaw(sitePortSpawned, request, { waitMs: 1_500 }));
      jobs.push(() => sendRaw(gatewayPortSpawned, gatewayCases[i % gatewayCases.length]!, { waitMs: 1_500 }));
    }
    const started = Date.now();
    const statuses: (number | undefined)[] = [];
    // Ten at a time, loopback only: bounded in count (200) and, by each request's 1.5 s limit, in time.
    for (let i = 0; i < jobs.length; i += 10) {
      const batch = await Promise.all(jobs.slice(i, i + 10).map((job) => job()));
      statuses.push(...batch.map((answer) => answer.status));
    }
    expect(statuses).toHaveLength(200);
    expect(Date.now() - started).toBeLessThan(60_000);
    // Every gateway answer and every site answer to a well-formed request is below 500.
    expect(statuses.filter((status, index) => wellFormed[index] && status !== undefined && status >= 500)).toEqual([]);

    expect((await send(sitePortSpawned, 'GET', '/')).status).toBe(200);
    expect((await send(sitePortSpawned, 'GET', '/features')).headers['content-security-policy']).toBe(featuresCsp);
    expect((await send(gatewayPortSpawned, 'GET', '/dev/client/graph/xyz?mode=demo')).status).toBe(200);
    expect((await send(gatewayPortSpawned, 'POST', '/dev/client/contact', jsonHeaders, JSON.stringify(validMessage))).status).toBe(201);

    const stored = readFileSync(messagesFile, 'utf8').split(anyLineBreak).filter(Boolean);
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(stored).toHaveLength(accepted + 1);
    const messages = stored.map((text) => JSON.parse(text) as Record<string, string>);
    expect(messages.some((message) => message['user-message'] === weird)).toBe(true);
  });
});
