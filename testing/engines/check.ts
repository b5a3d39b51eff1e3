/**
 * One named check in one engine: its steps, then every problem the engine saw meanwhile (the probe, console and
 * uncaught errors, CSP violations) and every CSP report the gateway received. A check passes with none of them.
 */
import type { EngineName, EnginePage } from './engine';
import type { ReportFile } from './report-file';

export interface CheckResult {
  /** The engine, or `http` for a check made over HTTP from Node. */
  engine: EngineName | 'http';
  name: string;
  ms: number;
  failures: string[];
}

export async function runCheck(page: EnginePage, reports: ReportFile, name: string, steps: () => Promise<void>): Promise<CheckResult> {
  const started = Date.now();
  const failures: string[] = [];
  try {
    await steps();
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  }
  try {
    failures.push(...(await page.takeProblems()));
  } catch (error) {
    failures.push(`reading the page's problems: ${error instanceof Error ? error.message : String(error)}`);
  }
  failures.push(...reports.takeNew());
  const result = { engine: page.name, name, ms: Date.now() - started, failures };
  const mark = failures.length ? '✖' : '✔';
  console.log(`  ${mark} ${page.name} ${name} (${(result.ms / 1000).toFixed(1)} s)${failures.map((failure) => `\n      ${failure}`).join('')}`);
  return result;
}
