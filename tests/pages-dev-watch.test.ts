import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startPagesDev } from '../serve/pages-dev';

/** Every process under `pid`, from /proc (children of children included). */
function descendants(pid: number): { pid: number; command: string }[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const found: { pid: number; command: string }[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      let command = '';
      try {
        command = readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        // Ended meanwhile.
      }
      found.push({ pid: child, command });
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Kills every workerd under `pid`; returns how many. */
function killWorkerd(pid: number): number {
  const workerds = descendants(pid).filter(({ command }) => command.includes('workerd'));
  for (const workerd of workerds) process.kill(workerd.pid, 'SIGKILL');
  return workerds.length;
}

/** A one-page site for wrangler to serve. */
function tinySite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'watch-site-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>up</p>');
  return dir;
}

/** serve/pages-dev.ts's watch, which npm start and the end-to-end server use to serve the site again. */
test('a site whose workerd dies while wrangler lives on is reported gone, within seconds', async () => {
  const dir = tinySite();
  let server: Awaited<ReturnType<typeof startPagesDev>> | undefined;
  const gone = new Promise<string>((resolve) => {
    void startPagesDev(dir, { output: 'ignore', onGone: (reason) => resolve(reason) }).then((started) => {
      server = started;
    });
  });
  try {
    await expect.poll(() => server, { timeout: 60_000 }).toBeDefined();
    expect((await fetch(`${server!.origin}/`)).status).toBe(200);
    expect(killWorkerd(server!.pid)).toBeGreaterThan(0);
    const reported = await Promise.race([gone, new Promise<string>((resolve) => setTimeout(() => resolve('not reported'), 30_000))]);
    expect(reported).toMatch(/probes in a row got no answer/);
    // wrangler itself is still alive: only the probe could tell.
    expect(() => process.kill(server!.pid, 0)).not.toThrow();
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('npm run preview serves the site again after its workerd dies, and says so', async () => {
  const dir = tinySite();
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'serve/start.ts', dir], {
    env: { ...process.env, PORT: String(port), GATEWAY_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const answers = () => fetch(`http://127.0.0.1:${port}/`).then((response) => response.status, () => 0);
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Site:');
    expect(await answers()).toBe(200);
    expect(killWorkerd(child.pid!)).toBeGreaterThan(0);
    await expect.poll(answers).toBe(0);
    await expect.poll(() => output, { timeout: 60_000 }).toMatch(/is gone: 3 probes in a row got no answer[\s\S]*Served again \(restart 1 of 3\)/);
    expect(await answers()).toBe(200);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
  // Stopped on purpose, it is not served again.
  expect(output).toContain('Stopping on SIGTERM.');
  expect(output.match(/Served again/g)).toHaveLength(1);
});
