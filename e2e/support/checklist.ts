import { isDeepStrictEqual } from 'node:util';
import { expect } from '@playwright/test';

/**
 * Many plain checks, one assertion: for a sweep that checks hundreds of pages or headers in Node. Each call of
 * Playwright's `expect` records a step and reports it to the runner, about 2 ms a call in this suite's workers
 * (10,000 calls take about 20 s in one worker), so a sweep of 179 paths × 3 requests × 20 headers spent its time
 * on bookkeeping, not requests. A checklist compares with plain JavaScript and fails once, listing every problem, each
 * named by its label (path, header, request), so a failure says as much as before, and more: all of it at once.
 */
export class Checklist {
  readonly problems: string[] = [];

  /** `actual` deep-equals `expected` (as toEqual would, for plain data). */
  equal(actual: unknown, expected: unknown, label: string) {
    if (!isDeepStrictEqual(actual, expected)) this.problems.push(`${label}: expected ${show(expected)}, received ${show(actual)}`);
  }

  /** `condition` holds; `label` says what was expected. */
  that(condition: boolean, label: string) {
    if (!condition) this.problems.push(label);
  }

  /** Fails the test with every problem found, one a line. */
  expectNone(what: string) {
    expect(this.problems, what).toEqual([]);
  }
}

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));
