/**
 * The process groups the engines run starts (the servers, Xvfb, WebKitWebDriver and its MiniBrowser), stopped when
 * this process exits, however it ends: Ctrl-C while WebKit was still starting once left Xvfb, the driver and
 * MiniBrowser running.
 */
import type { ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();

process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
});

/** Tracks a child spawned with `detached: true` (the leader of its own group) until it exits. */
export function trackGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  running.add(child);
  child.once('exit', () => running.delete(child));
}
