import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Where the suite's CPU goes, per spec file and per test: the machine's busy time (`/proc/stat`, every process: the
 * browser, the servers, Playwright) from each test's start to its end. On this 2-core machine the e2e run keeps both
 * cores 93–97 % busy, so its wall time follows its CPU work, and the test-seconds the summary prints hide what a test
 * costs. Run it with one worker, so that one test runs at a time and each figure is that test's alone (a beforeAll
 * counts toward the first test of its file), on an idle machine, Linux only:
 *
 *   npx playwright test --project=chromium --workers=1 --reporter=./e2e/support/cpu-reporter.ts
 *
 * docs/testing.md ("Twelfth session") has the figures of a whole run.
 */
const hz = 100;

/** CPU-seconds the whole machine has been busy since boot (user, nice, system, irq, softirq, steal). */
function busySeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / hz;
}

const fileOf = (test: TestCase) => test.location.file.split('/').pop()!;
const maxTestRows = 40;

export default class CpuReporter implements Reporter {
  private runStart = 0;
  private started = new Map<string, { cpu: number; at: number }>();
  private rows: { file: string; title: string; cpu: number; seconds: number }[] = [];

  onBegin() {
    this.runStart = busySeconds();
  }

  onTestBegin(test: TestCase) {
    this.started.set(test.id, { cpu: busySeconds(), at: Date.now() });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const start = this.started.get(test.id);
    if (!start) return;
    this.rows.push({ file: fileOf(test), title: test.title, cpu: busySeconds() - start.cpu, seconds: (Date.now() - start.at) / 1000 });
    if (result.status !== 'passed') console.log(`${result.status}: ${fileOf(test)} › ${test.title}`);
  }

  onEnd() {
    const inTests = this.rows.reduce((sum, row) => sum + row.cpu, 0);
    console.log(`\nCPU-seconds of the machine: ${(busySeconds() - this.runStart).toFixed(1)} in the run, ${inTests.toFixed(1)} while a test ran`);
    const byFile = new Map<string, { cpu: number; seconds: number; tests: number }>();
    for (const row of this.rows) {
      const file = byFile.get(row.file) ?? { cpu: 0, seconds: 0, tests: 0 };
      byFile.set(row.file, { cpu: file.cpu + row.cpu, seconds: file.seconds + row.seconds, tests: file.tests + 1 });
    }
    console.log('\n   CPU-s  wall-s  tests  spec file');
    for (const [file, { cpu, seconds, tests }] of [...byFile].sort((a, b) => b[1].cpu - a[1].cpu)) {
      console.log(`${cpu.toFixed(1).padStart(8)} ${seconds.toFixed(1).padStart(7)} ${String(tests).padStart(6)}  ${file}`);
    }
    console.log(`\n   CPU-s  wall-s  test (the ${maxTestRows} costliest)`);
    for (const row of [...this.rows].sort((a, b) => b.cpu - a.cpu).slice(0, maxTestRows)) {
      console.log(`${row.cpu.toFixed(1).padStart(8)} ${row.seconds.toFixed(1).padStart(7)}  ${row.file} › ${row.title.slice(0, 120)}`);
    }
  }
}
