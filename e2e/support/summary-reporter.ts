import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const maxCauses = 12;

/** The first line of an error, without colour codes, so that the same cause groups together. */
function firstLine(result: TestResult): string {
  const error = result.errors[0] ?? result.error;
  const text = (error?.message ?? error?.value ?? result.status).replace(/\u001b\[[0-9;]*m/g, '');
  return text.split('\n').find((line) => line.trim())?.trim().slice(0, 240) ?? result.status;
}

/**
 * Ends the run with the plain 'N passed, N failed' line CI reads and, when something failed, the causes
 * grouped by their first line: CI keeps only the tail of the output, where the list reporter prints titles.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private causes = new Map<string, { count: number; example: string }>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') this.skipped += 1;
    // Count each test once, by its final outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status !== 'skipped') {
      this.failed += 1;
      const cause = firstLine(result);
      const seen = this.causes.get(cause);
      if (seen) seen.count += 1;
      else this.causes.set(cause, { count: 1, example: `${test.location.file.split('/').pop()}:${test.location.line} ${test.title}` });
    }
  }

  onEnd() {
    if (this.failed) {
      console.log('Failures by cause (count, first line, one test):');
      const sorted = [...this.causes].sort((a, b) => b[1].count - a[1].count);
      for (const [cause, { count, example }] of sorted.slice(0, maxCauses)) console.log(`  ${count}× ${cause}\n      e.g. ${example}`);
      if (sorted.length > maxCauses) console.log(`  … and ${sorted.length - maxCauses} other causes`);
    }
    console.log(`${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}`);
  }

  printsToStdio() {
    return false;
  }
}
