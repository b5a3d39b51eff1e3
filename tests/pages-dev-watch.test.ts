import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPagesDev } from '../scripts/pages-dev';

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

/** scripts/pages-dev.ts's watch, which npm start and the end-to-end server use to serve the site again. */
test('a site whose workerd dies while wrangler lives on is reported gone, within seconds', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'watch-site-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>up</p>');
  const gone = new Promise<string>((resolve) => {
    void startPagesDev(dir, { output: 'ignore', onGone: (reason) => resolve(reason) }).then((started) => {
      server = started;
    });
  });
  let server: Awaited<ReturnType<typeof startPagesDev>> | undefined;
  try {
    await expect.poll(() => server, { timeout: 60_000 }).toBeDefined();
    expect((await fetch(`${server!.origin}/`)).status).toBe(200);
    const workerds = descendants(server!.pid).filter(({ command }) => command.includes('workerd'));
    expect(workerds.length).toBeGreaterThan(0);
    for (const { pid } of workerds) process.kill(pid, 'SIGKILL');
    const reported = await Promise.race([gone, new Promise<string>((resolve) => setTimeout(() => resolve('not reported'), 30_000))]);
    expect(reported).toMatch(/probes in a row got no answer/);
    // wrangler itself is still alive: only the probe could tell.
    expect(() => process.kill(server!.pid, 0)).not.toThrow();
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
