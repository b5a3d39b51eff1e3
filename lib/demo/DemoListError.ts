/** A failed load of the demo list: unreachable, timed out, not JSON, or without a `data` array. */
export class DemoListError extends Error {
  override name = 'DemoListError';
}
