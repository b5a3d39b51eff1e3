import { DemoListError, parseDemoList, type DemoInterview } from './schema';

export const DEMO_LIST_TIMEOUT_MS = 10_000;

/**
 * GETs the demo list (CONTRACT.md): no body, no credentials, 10 s at most. A non-2xx status raises
 * 'HTTP error! status: {code}'; a network failure, time-out, invalid JSON or a body without a data
 * array raise a DemoListError. Items that fail the schema are left out with a console.warn.
 */
export async function fetchDemoInterviews(url: string, timeoutMs = DEMO_LIST_TIMEOUT_MS): Promise<DemoInterview[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new DemoListError(`The demo list did not answer within ${timeoutMs / 1000} s`);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        signal: controller.signal,
        credentials: 'omit',
        headers: { Accept: 'application/json' },
      });
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
    const { items, skipped } = parseDemoList(body);
    for (const reason of skipped) console.warn(reason);
    return items;
  } finally {
    clearTimeout(timer);
  }
}
