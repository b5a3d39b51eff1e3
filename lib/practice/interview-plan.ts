/**
 * A guide's time plan against the clock, for the mock interview and its tests: which step a second of the answer is
 * in, how much of each step a take used, and a random choice of questions. Pure and import-free.
 */

/** A step of a guide's time plan, as the interview shows it. */
export interface PlanStep {
  label: string;
  seconds: number;
  text: string;
}

/** The index of the plan's step at `elapsed` seconds into the answer: the last one once the time is up. */
export function stepIndexAt(steps: readonly PlanStep[], elapsed: number): number {
  let end = 0;
  for (const [index, step] of steps.entries()) {
    end += step.seconds;
    if (elapsed < end) return index;
  }
  return Math.max(0, steps.length - 1);
}

/** How much of each step a take of `seconds` used: all of it, part of it (`spent` whole seconds), or none. */
export function stepCoverage(steps: readonly PlanStep[], seconds: number): { step: PlanStep; spent: number; status: 'whole' | 'part' | 'none' }[] {
  let start = 0;
  return steps.map((step) => {
    const spent = Math.max(0, Math.min(step.seconds, Math.floor(seconds - start)));
    start += step.seconds;
    return { step, spent, status: spent >= step.seconds ? 'whole' : spent > 0 ? 'part' : 'none' };
  });
}

/** `count` distinct indexes below `total`, in ascending order, drawn with `random` (Math.random in the page). */
export function randomPlan(total: number, count: number, random: () => number): number[] {
  const pool = Array.from({ length: total }, (_, index) => index);
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, Math.min(count, total)).sort((a, b) => a - b);
}
