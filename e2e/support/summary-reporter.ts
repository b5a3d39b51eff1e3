import { availableParallelism, loadavg } from 'node:os';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const maxCauses = 12;
const maxTimeRows = 15;

/** The first line of an error, without colour codes, so that the same cause groups together. */
function firstLine(result: TestResult): string {
  const error = result.errors[0] ?? result.error;
  const text = (error?.message ?? error?.value ?? result.status).replace(/\u001b\[[0-9;]*m/g, '');
  return text.split('\n').find((line) => line.trim())?.trim().slice(0, 240) ?? result.status;
}

const where = (test: TestCase) => `${test.location.file.split('/').pop()}:${test.location.line} ${test.title}`;

/** One failed attempt of a test, with the machine's load average (1, 5 and 15 minutes) when it ended. */
export interface FailedAttempt {
  test: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  attempts: number;
  cause: string;
  load: readonly [number, number, number];
  cores: number;
}

/**
 * The lines the summary prints for a failed attempt: the test, the first line of its error, and the load average
 * then, marked busy when more processes wanted a core over the last minute than the machine has. A failure seen
 * only on a busy machine points at timing; one on an idle machine is more likely a regression.
 */
export function formatFailedAttempt({ test, attempt, attempts, cause, load, cores }: FailedAttempt): string[] {
  const busy = load[0] > cores ? ' (busy: more runnable processes than cores)' : '';
  return [
    `  ${test} (attempt ${attempt} of ${attempts})`,
    `      ${cause}`,
    `      load average ${load.map((value) => value.toFixed(2)).join(' ')} on ${cores} cores${busy}`,
  ];
}

/**
 * Ends the run with the plain 'N passed, N flaky, N failed' line CI reads and, when something failed, the causes
 * grouped by their first line: CI keeps only the tail of the output, where the list reporter prints titles.
 * A flaky test (failed, then passed when run again: CI allows one retry) is a defect, not a pass: it is listed
 * loudly with the failure it first had, and the run fails (failOnFlakyTests in playwright.config.ts). Every failed
 * attempt is listed with the load average when it ended, so a failure under load can be told from a regression.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  /** Skipped tests by the reason they gave (test.skip(condition, reason)), e.g. local-only tests against a deployment. */
  private skipReasons = new Map<string, number>();
  private causes = new Map<string, { count: number; example: string }>();
  /** Each flaky test with the first line of the failure it had before passing. */
  private flaky: { test: TestCase; cause: string }[] = [];
  private firstFailures = new Map<string, string>();
  /** Every failed attempt, retried or not, in the order they ended. */
  private failedAttempts: FailedAttempt[] = [];
  /** Test-seconds by project and spec file (every attempt counts: a retry costs time too). */
  private seconds = new Map<string, { seconds: number; tests: number }>();
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const key = `${test.parent.project()?.name ?? '?'} ${test.location.file.split('/').pop()}`;
    const spent = this.seconds.get(key) ?? { seconds: 0, tests: 0 };
    spent.seconds += result.duration / 1000;
    spent.tests += 1;
    this.seconds.set(key, spent);
    if (result.status === 'skipped') {
      this.skipped += 1;
      const reason = [...result.annotations, ...test.annotations].find((annotation) => annotation.type === 'skip')?.description ?? 'no reason given';
      this.skipReasons.set(reason, (this.skipReasons.get(reason) ?? 0) + 1);
    }
    if (result.status !== 'passed' && result.status !== 'skipped') {
      const [one, five, fifteen] = loadavg();
      this.failedAttempts.push({
        test: where(test),
        attempt: result.retry + 1,
        attempts: test.retries + 1,
        cause: firstLine(result),
        load: [one!, five!, fifteen!],
        cores: availableParallelism(),
      });
    }
    const final = result.status === 'passed' || result.status === 'skipped' || result.retry >= test.retries;
    if (!final) {
      if (!this.firstFailures.has(test.id)) this.firstFailures.set(test.id, firstLine(result));
      return;
    }
    // Count each test once, by its final outcome.
    if (result.status === 'passed' && result.retry > 0) this.flaky.push({ test, cause: this.firstFailures.get(test.id) ?? 'failed' });
    else if (result.status === 'passed') this.passed += 1;
    else if (result.status !== 'skipped') {
      this.failed += 1;
      const cause = firstLine(result);
      const seen = this.causes.get(cause);
      if (seen) seen.count += 1;
      else this.causes.set(cause, { count: 1, example: where(test) });
    }
  }

  onEnd(result: FullResult) {
    if (this.failed) {
      console.log('Failures by cause (count, first line, one test):');
      const sorted = [...this.causes].sort((a, b) => b[1].count - a[1].count);
      for (const [cause, { count, example }] of sorted.slice(0, maxCauses)) console.log(`  ${count}× ${cause}\n      e.g. ${example}`);
      if (sorted.length > maxCauses) console.log(`  … and ${sorted.length - maxCauses} other causes`);
    }
    if (this.failedAttempts.length) {
      console.log('Failed attempts (test, first line of the error, load average when it ended):');
      for (const attempt of this.failedAttempts) console.log(formatFailedAttempt(attempt).join('\n'));
    }
    if (this.flaky.length) {
      console.log(`✖ FLAKY: ${this.flaky.length} test${this.flaky.length > 1 ? 's' : ''} failed, then passed when run again. A flaky test is a defect: fix it, do not rerun.`);
      for (const { test, cause } of this.flaky) console.log(`  ${where(test)}\n      first failed with: ${cause}`);
    }
    if (this.skipped) {
      console.log('Skipped, by reason:');
      for (const [reason, count] of [...this.skipReasons].sort((a, b) => b[1] - a[1])) console.log(`  ${count}× ${reason}`);
    }
    this.printWhereTheTimeWent();
    const flaky = this.flaky.length ? `, ${this.flaky.length} flaky` : '';
    console.log(`${this.passed} passed${flaky}, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}`);
    if (this.flaky.length && !this.failed && result.status !== 'passed') console.log('✖ The run fails for its flaky tests alone.');
  }

  /**
   * Where the time went: test-seconds per project and spec file, largest first, beside the run's wall time (two
   * workers share it, so the test-seconds add up to about twice the wall time). The lever list of docs/testing.md.
   */
  private printWhereTheTimeWent() {
    if (this.seconds.size < 2) return;
    const total = [...this.seconds.values()].reduce((sum, { seconds }) => sum + seconds, 0);
    const wall = (Date.now() - this.started) / 1000;
    console.log(`Time by spec file: ${total.toFixed(0)} test-seconds in ${wall.toFixed(0)} s of wall time`);
    const sorted = [...this.seconds].sort((a, b) => b[1].seconds - a[1].seconds);
    for (const [key, { seconds, tests }] of sorted.slice(0, maxTimeRows)) {
      console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${((100 * seconds) / total).toFixed(1).padStart(5)} %  ${String(tests).padStart(4)} tests  ${key}`);
    }
    if (sorted.length > maxTimeRows) console.log(`  … and ${sorted.length - maxTimeRows} other files`);
  }

  printsToStdio() {
    return false;
  }
}
