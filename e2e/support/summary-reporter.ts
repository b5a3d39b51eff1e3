import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with the plain 'N passed, N failed' line CI reads. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') this.skipped += 1;
    // Count each test once, by its final outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status !== 'skipped') this.failed += 1;
  }

  onEnd() {
    console.log(`${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}`);
  }

  printsToStdio() {
    return false;
  }
}
