/**
 * A length of time as the site states it, the same way on a question's page and on /practice: whole minutes and
 * seconds in words ("45 seconds", "1 minute", "1 minute 30 seconds"). Import-free, so the practice studio carries it.
 * A running clock (the recording timer) is not a stated length: it stays m:ss (lib/practice/media.ts formatClock).
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return unit(rest, 'second');
  if (rest === 0) return unit(minutes, 'minute');
  return `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}
