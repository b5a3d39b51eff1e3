/**
 * Runs `work` on every item, `size` at a time (four by default): for sweeps that request many pages of the local
 * server, where one request after another waits on each round trip and four at once keep it busy.
 */
export async function eachInPool<T>(items: readonly T[], work: (item: T) => Promise<void>, size = 4): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(size, queue.length) }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
    }),
  );
}
