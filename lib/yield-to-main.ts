/**
 * Ends the current task so the browser can paint and handle input before the caller goes on: work split
 * this way never becomes one long task. scheduler.yield() where the browser has it (it keeps the caller's
 * place in the queue), a zero-delay timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
