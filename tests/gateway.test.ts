import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createGateway } from '../serve/gateway/server';
import { listen } from '../serve/http-server';
import { demoInterviews } from '../content/demo-interviews';
import { contactErrorMessages } from '../lib/contact/schema';

const origin = 'http://localhost:4321';
let base = '';
let dir = '';
let server: ReturnType<typeof createGateway>;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  server = createGateway({ port: 0, allowedOrigins: [origin], messagesFile: path.join(dir, 'messages.jsonl') });
  const port = await listen(server, 0, [{ host: '127.0.0.1', optional: false }]);
  base = `http://127.0.0.1:${port}`;
});

test.afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const valid = { 'user-name': ' Ada ', 'user-email': 'ada@example.com', 'user-subject': 'Hi', 'user-message': 'Hello' };
const post = (body: string, type = 'application/json') =>
  fetch(`${base}/dev/client/contact`, { method: 'POST', headers: { 'Content-Type': type, Origin: origin }, body });

test('GET the demo list answers the content/ data with CORS for the site', async () => {
  const response = await fetch(`${base}/dev/client/graph/xyz?mode=demo`, { headers: { Origin: origin } });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(await response.json()).toEqual({ data: demoInterviews });
  const stranger = await fetch(`${base}/dev/client/graph/xyz?mode=demo`, { headers: { Origin: 'https://evil.example' } });
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  expect((await fetch(`${base}/dev/client/graph/xyz`)).status).toBe(400);
});

test('a valid message is stored as a JSON line, trimmed, and answered 201', async () => {
  const response = await post(JSON.stringify(valid));
  expect(response.status).toBe(201);
  const lines = readFileSync(path.join(dir, 'messages.jsonl'), 'utf8').trim().split('\n');
  const stored = JSON.parse(lines.at(-1)!);
  expect(stored).toMatchObject({ ...valid, 'user-name': 'Ada' });
  expect(Date.parse(stored.receivedAt)).not.toBeNaN();
});

test('an invalid message is refused with 400 naming the failing fields, and not stored', async () => {
  const before = readFileSync(path.join(dir, 'messages.jsonl'), 'utf8');
  const response = await post(JSON.stringify({ ...valid, 'user-email': 'nope', 'user-message': '' }));
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    errors: {
      'user-email': contactErrorMessages['user-email'].invalid,
      'user-message': contactErrorMessages['user-message'].required,
    },
  });
  expect(readFileSync(path.join(dir, 'messages.jsonl'), 'utf8')).toBe(before);
});

test('bad JSON, a wrong content type, a huge body and other methods are refused', async () => {
  expect((await post('{"user-name":')).status).toBe(400);
  expect((await post(JSON.stringify(valid), 'text/plain')).status).toBe(415);
  expect((await post(JSON.stringify({ ...valid, 'user-message': 'x'.repeat(70_000) }))).status).toBe(413);
  expect((await fetch(`${base}/dev/client/contact`)).status).toBe(405);
  expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
});

test('the CORS preflight for a JSON POST is allowed', async () => {
  const response = await fetch(`${base}/dev/client/contact`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type');
});
