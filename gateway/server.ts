/**
 * The sample gateway (CONTRACT.md): the demo list and the contact endpoint, for local use and tests.
 * Production points NEXT_PUBLIC_GATEWAY_URL at the provider's gateway instead.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { demoInterviews } from '../content/demo-interviews';
import { validateContactMessage } from '../lib/contact/schema';
import { config } from '../lib/config';

const MAX_BODY_BYTES = 64 * 1024;

export interface GatewayOptions {
  port: number;
  /** Origins allowed by CORS, besides the configured site URL. */
  allowedOrigins?: string[];
  /** Where accepted contact messages are appended as JSON lines. */
  messagesFile?: string;
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createGateway(options: GatewayOptions) {
  const allowed = new Set([new URL(config.siteUrl).origin, ...(options.allowedOrigins ?? [])]);
  const messagesFile = options.messagesFile ?? path.join(process.cwd(), '.data', 'contact-messages.jsonl');

  return createServer(async (req, res) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    const url = new URL(req.url ?? '/', 'http://gateway.local');

    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      send(res, 204);
      return;
    }

    if (url.pathname === '/dev/client/graph/xyz') {
      if (req.method !== 'GET') return send(res, 405, { error: 'Method not allowed' });
      if (url.searchParams.get('mode') !== 'demo') return send(res, 400, { error: 'mode=demo is required' });
      return send(res, 200, { data: demoInterviews });
    }

    if (url.pathname === '/dev/client/contact') {
      if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' });
      if (!req.headers['content-type']?.startsWith('application/json')) {
        return send(res, 415, { error: 'Content-Type must be application/json' });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readBody(req));
      } catch (error) {
        const status = (error as { status?: number }).status ?? 400;
        return send(res, status, { error: status === 413 ? 'Message too large' : 'Body is not valid JSON' });
      }
      const result = validateContactMessage(parsed);
      if (!result.ok) return send(res, 400, { errors: result.errors });
      await mkdir(path.dirname(messagesFile), { recursive: true });
      await appendFile(messagesFile, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...result.message })}\n`);
      return send(res, 201, { ok: true });
    }

    send(res, 404, { error: 'Not found' });
  });
}

