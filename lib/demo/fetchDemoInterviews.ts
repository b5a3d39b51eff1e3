import { DemoListError } from './DemoListError';
import type { DemoInterview } from './schema';

export const DEMO_LIST_TIMEOUT_MS = 10_000;

/**
 * Lets the browser run input, rendering and other tasks before going on: a message to ourselves, as React's
 * scheduler yields (a timer's 0 ms is clamped to 4 when nested, slowed in background tabs, and stopped by fake clocks).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * GETs the demo list (docs/requirements.md, "Demo list"): no body, no credentials, 10 s at most. A non-2xx status raises
 * 'HTTP error! status: {code}'; a network failure, time-out, invalid JSON or a body without a data
 * array raise a DemoListError. Items that fail the schema are left out with a console.warn.
 * The schema (zod/v4/core, lib/validation/zodCore.ts) is a chunk of its own, fetched while the request is under way: it is needed only
 * once the answer is in, so it never delays the page's first render.
 */
export async function fetchDemoInterviews(url: string, timeoutMs = DEMO_LIST_TIMEOUT_MS): Promise<DemoInterview[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new DemoListError(`The demo list did not answer within ${timeoutMs / 1000} s`);
  try {
    // fetch() never throws here: a failure arrives as the rejection handled below.
    const request = fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
    request.catch(() => undefined);
    const schema = import('./schema');
    // Awaited only on success: a failed request must not leave this promise's rejection unhandled.
    schema.catch(() => undefined);
    let response: Response;
    try {
      response = await request;
    } catch (error) {
      if (controller.signal.aborted) throw timedOut();
      throw new DemoListError(`The demo list could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) throw timedOut();
      throw new DemoListError('The demo list is not valid JSON');
    }
    const { demoSchemas, parseDemoList } = await schema.catch((error: Error) => {
      throw new DemoListError(`The demo list could not be checked: ${error.message}`);
    });
    // Loading zod, building the schemas and parsing are three tasks, not one: together they blocked the main thread
    // long enough to count as /demo's largest blocking task (docs/performance.md).
    await nextTask();
    demoSchemas();
    await nextTask();
    const { items, skipped } = parseDemoList(body);
    for (const reason of skipped) console.warn(reason);
    return items;
  } finally {
    clearTimeout(timer);
  }
}
