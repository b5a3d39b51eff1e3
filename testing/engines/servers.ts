/**
 * The servers the end-to-end suite uses (playwright.config.ts's webServer): `serve/start.ts` serving the existing
 * out/ under `wrangler pages dev` beside the sample gateway, on the ports the build was made for. The gateway writes
 * CSP reports to a file of this run's own, which the WebKit checks read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { refuseTakenPorts } from '../ports';
import type { ServedBuild } from './served-build';
import { trackGroup } from './process-groups';

export interface Servers {
  reportsFile: string;
  stop(): Promise<void>;
}

/** Starts the site and the gateway; resolves once serve/start.ts prints that both listen (its own ready lines). */
export async function startServers(build: ServedBuild, timeoutMs = 120_000): Promise<Servers> {
  const port = Number(build.site.port);
  const gatewayPort = Number(build.gateway.port);
  await refuseTakenPorts({ site: port, 'sample gateway': gatewayPort });
  const reportsFile = path.resolve('.cache', 'engines', 'csp-reports.jsonl');
  mkdirSync(path.dirname(reportsFile), { recursive: true });
  rmSync(reportsFile, { force: true });
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['serve/start.ts'], {
    // A group of its own: stopping it stops wrangler and workerd too.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), GATEWAY_PORT: String(gatewayPort), GATEWAY_REPORTS_FILE: reportsFile },
  });
  trackGroup(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve/start.ts was not ready within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // start.ts prints the site's line, then the gateway's, once both listen.
      if (/^Sample gateway: /m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`serve/start.ts ended before it was ready (${code ?? signal}):\n${output.slice(-2000)}`));
    });
  }).catch(async (error: unknown) => {
    await stopGroup(child, exited);
    throw error;
  });
  // Drained from now on, so a full pipe never blocks wrangler.
  child.stdout!.resume();
  return { reportsFile, stop: () => stopGroup(child, exited) };
}

async function stopGroup(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}
