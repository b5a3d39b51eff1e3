/**
 * Commands run at the same time, each one's output kept whole: `npm test` (testing/test.ts) runs its one-core steps
 * this way (lint, workflow lint and the typecheck; HTML validity beside the floor page's build), so on two cores they
 * take about the longest one's time instead of the sum.
 */
import { spawn } from 'node:child_process';

export interface SideBySideStep {
  title: string;
  command: string;
  args: string[];
}

export interface SideBySideResult extends SideBySideStep {
  /** The exit code, or null when a signal ended it. */
  status: number | null;
  /** From the group's start to this command's end. */
  seconds: number;
  /** stdout and stderr in the order they came. */
  output: string;
}

/** Starts every command at once and resolves when all have ended, in the order given. */
export function runSideBySide(steps: readonly SideBySideStep[], env: NodeJS.ProcessEnv = process.env): Promise<SideBySideResult[]> {
  const started = Date.now();
  return Promise.all(
    steps.map(
      (step) =>
        new Promise<SideBySideResult>((resolve) => {
          const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env });
          const chunks: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
          const end = (status: number | null, error?: Error) =>
            resolve({ ...step, status, seconds: (Date.now() - started) / 1000, output: Buffer.concat(chunks).toString('utf8') + (error ? `${error.message}\n` : '') });
          child.on('error', (error) => end(127, error));
          child.on('close', (status) => end(status));
        }),
    ),
  );
}
