/**
 * Waiting on the page's own state, as a web-first assertion does: the condition is read again until it holds, or
 * the time allowed for it has passed (then the failure says what was awaited and what was last seen). Nothing waits
 * a fixed time.
 */
import { isDeepStrictEqual } from 'node:util';
import type { EnginePage } from './engine';

/** Time allowed for one condition: a page load and hydration, or a search, took up to 17 s on this 2-core machine at a load average of 21. */
export const conditionTimeoutMs = 30_000;

/** Resolves with the first truthy value of `body` run in the page; throws after `timeoutMs`. */
export async function waitFor<R>(page: EnginePage, what: string, body: string, args: unknown[] = [], timeoutMs = conditionTimeoutMs): Promise<R> {
  const deadline = Date.now() + timeoutMs;
  let last: R;
  for (let interval = 25; ; interval = Math.min(interval * 2, 250)) {
    last = await page.run<R>(body, ...args);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

export function expectEqual(actual: unknown, expected: unknown, what: string) {
  // Deep equality: WebKit's driver returns an object's keys in its own order.
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}
