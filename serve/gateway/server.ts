/**
 * The sample gateway (docs/requirements.md, "Sample gateway"): the demo list and the contact endpoint, for local use and tests.
 * Production points NEXT_PUBLIC_GATEWAY_URL at the provider's gateway instead.
 * Every answer is JSON, errors included: a handler that throws answers 500, a message that cannot be
 * stored answers 500 (never a 201), a client over its rate limit 429 with Retry-After, a full message
 * file 507. Limits come from serve/server-config.ts.
 * It also takes Content-Security-Policy violation reports (POST /csp-reports, where `npm start` points
 * NEXT_PUBLIC_CSP_REPORT_URL): the Reporting API's `application/reports+json` and the older `report-uri`'s
 * `application/csp-report`, one JSON line per report in their own file, with the contact form's rate and size limits
 * (their own counter, so reports never use up a visitor's messages); 204, or 400 for a body that is not a report.
 */
import { appendFile, mkdir, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import path from 'node:path';
import { demoInterviews } from '../../content/demo-interviews';
import { validateContactMessage } from '../../lib/contact/schema';
import { config } from '../../lib/config';
import { guardServer } from '../http-server';
import { cspReportsPath } from './paths';
import { serverConfig, type ServerConfig } from '../server-config';

export interface GatewayOptions {
  port: number;
  /** Origins allowed by CORS, besides the configured site URL. */
  allowedOrigins?: string[];
  /** Where accepted contact messages are appended as JSON lines; GATEWAY_MESSAGES_FILE by default. */
  messagesFile?: string;
  /** Where CSP violation reports are appended as JSON lines; GATEWAY_REPORTS_FILE by default. */
  reportsFile?: string;
  /** Timeouts and limits; serve/server-config.ts's by default. */
  settings?: Pick<ServerConfig, 'timeouts' | 'gateway'>;
  /**
   * Serve https with this key and certificate (PEM) instead of http: as a production gateway does, and as the
   * Reporting API needs (Chromium delivers its reports to https endpoints only; e2e/csp-reports.spec.ts).
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

const errorBody = { type: 'application/json; charset=utf-8', text: '{"error":"Internal server error"}' };

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length']) > maxBytes) throw new HttpError(413, 'Message too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpError(413, 'Message too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The media type of a Content-Type header, lower-cased, parameters dropped. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * One JSON value per line for any line reader: JSON.stringify escapes U+000A and U+000D, and this also
 * escapes the characters other readers split lines on (U+0085 in Python's splitlines, U+2028 and U+2029 in
 * JavaScript before ES2019 and in many editors). The line stays valid JSON with the same value.
 */
export function jsonLine(value: unknown): string {
  const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return `${JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, escape)}\n`;
}

/** A fixed window per remote address: `limit` requests, then 429 until the window ends. */
function rateLimiter(limit: number, windowMs: number, maxClients: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (client: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } => {
    let window = windows.get(client);
    if (!window || window.resetAt <= now) {
      if (windows.size >= maxClients) {
        for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
        // Still full of live windows: forget the oldest rather than grow without bound.
        if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
      }
      window = { count: 0, resetAt: now + windowMs };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  };
}

/** Appends one line at a time (no interleaving, and the size check sees every earlier line). */
function messageStore(file: string, maxBytes: number) {
  let queue: Promise<unknown> = Promise.resolve();
  const append = async (line: string): Promise<'stored' | 'full'> => {
    await mkdir(path.dirname(file), { recursive: true });
    const size = await stat(file).then(
      (stats) => stats.size,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return 0;
        throw error;
      },
    );
    if (size + Buffer.byteLength(line) > maxBytes) return 'full';
    await appendFile(file, line);
    return 'stored';
  };
  return (line: string) => {
    const result = queue.then(() => append(line));
    queue = result.catch(() => undefined);
    return result;
  };
}


/** Most reports one request may carry (the Reporting API batches them). */
const maxReportsPerBody = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reports a body holds, or a reason it holds none: `application/reports+json` is an array of
 * `{ type, url, body }` objects (the Reporting API), `application/csp-report` one `{ "csp-report": {…} }` object
 * (CSP's report-uri). Only those shapes are stored, each report as `{ type, url, body }`.
 */
export function parseViolationReports(contentType: string, text: string): { ok: true; reports: Record<string, unknown>[] } | { ok: false; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Body is not valid JSON' };
  }
  if (contentType === 'application/csp-report') {
    if (!isRecord(parsed) || !isRecord(parsed['csp-report'])) return { ok: false, error: 'Expected {"csp-report": {…}}' };
    const body = parsed['csp-report'];
    return { ok: true, reports: [{ type: 'csp-violation', url: typeof body['document-uri'] === 'string' ? body['document-uri'] : null, body }] };
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > maxReportsPerBody) {
    return { ok: false, error: `Expected an array of 1 to ${maxReportsPerBody} reports` };
  }
  const reports: Record<string, unknown>[] = [];
  for (const item of parsed) {
    if (!isRecord(item) || typeof item.type !== 'string' || !item.type || !isRecord(item.body)) {
      return { ok: false, error: 'Each report needs a type and a body object' };
    }
    reports.push({ type: item.type, url: typeof item.url === 'string' ? item.url : null, body: item.body });
  }
  return { ok: true, reports };
}

const reportTypes = new Set(['application/reports+json', 'application/csp-report']);

export function createGateway(options: GatewayOptions) {
  const settings = options.settings ?? serverConfig;
  const limits = settings.gateway;
  const allowed = new Set([new URL(config.siteUrl).origin, ...(options.allowedOrigins ?? [])]);
  const messagesFile = options.messagesFile ?? limits.messagesFile;
  const limit = rateLimiter(limits.rateLimit, limits.rateWindowMs, limits.rateClients);
  const store = messageStore(messagesFile, limits.maxStoredBytes);
  const reportLimit = rateLimiter(limits.rateLimit, limits.rateWindowMs, limits.rateClients);
  const storeReport = messageStore(options.reportsFile ?? limits.reportsFile, limits.maxStoredBytes);

  async function violationReports(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
    const allowance = reportLimit(req.socket.remoteAddress ?? 'unknown');
    if (!allowance.ok) {
      return send(res, 429, { error: 'Too many reports: try again later' }, { 'Retry-After': String(allowance.retryAfterSeconds) });
    }
    const type = mediaType(req.headers['content-type']);
    if (!reportTypes.has(type)) return send(res, 415, { error: 'Content-Type must be application/reports+json or application/csp-report' });
    let text: string;
    try {
      text = await readBody(req, limits.maxBodyBytes);
    } catch (error) {
      if (error instanceof HttpError) return send(res, error.status, { error: error.message });
      throw error;
    }
    const result = parseViolationReports(type, text);
    if (!result.ok) return send(res, 400, { error: result.error });
    const receivedAt = new Date().toISOString();
    try {
      for (const report of result.reports) {
        if ((await storeReport(jsonLine({ receivedAt, ...report }))) === 'full') return send(res, 507, { error: 'Report storage is full' });
      }
    } catch (error) {
      console.error('A CSP report could not be stored:', error);
      return send(res, 500, { error: 'The report could not be stored' });
    }
    return send(res, 204);
  }

  async function contact(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
    const allowance = limit(req.socket.remoteAddress ?? 'unknown');
    if (!allowance.ok) {
      return send(res, 429, { error: 'Too many messages: try again later' }, { 'Retry-After': String(allowance.retryAfterSeconds) });
    }
    if (mediaType(req.headers['content-type']) !== 'application/json') {
      return send(res, 415, { error: 'Content-Type must be application/json' });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(req, limits.maxBodyBytes));
    } catch (error) {
      if (error instanceof HttpError) return send(res, error.status, { error: error.message });
      return send(res, 400, { error: 'Body is not valid JSON' });
    }
    const result = validateContactMessage(parsed);
    if (!result.ok) return send(res, 400, { errors: result.errors });
    let outcome: 'stored' | 'full';
    try {
      outcome = await store(jsonLine({ receivedAt: new Date().toISOString(), ...result.message }));
    } catch (error) {
      console.error('The contact message could not be stored:', error);
      return send(res, 500, { error: 'The message could not be stored' });
    }
    if (outcome === 'full') return send(res, 507, { error: 'Message storage is full' });
    return send(res, 201, { ok: true });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    let pathname: string;
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://gateway.local');
      pathname = url.pathname;
    } catch {
      return send(res, 400, { error: 'Malformed request target' });
    }

    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      return send(res, 204);
    }

    if (pathname === '/dev/client/graph/xyz') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(res, 405, { error: 'Method not allowed' }, { Allow: 'GET, HEAD, OPTIONS' });
      }
      if (url.searchParams.get('mode') !== 'demo') return send(res, 400, { error: 'mode=demo is required' });
      return send(res, 200, { data: demoInterviews });
    }

    if (pathname === '/dev/client/contact') return contact(req, res);
    if (pathname === cspReportsPath) return violationReports(req, res);

    send(res, 404, { error: 'Not found' });
  }

  // An https.Server is an http.Server with TLS in front: the same request events and timeouts.
  const server = options.tls ? (createTlsServer(options.tls) as unknown as ReturnType<typeof createServer>) : createServer();
  return guardServer(server, handle, settings.timeouts, errorBody);
}
