/**
 * Keeps the first `limit` characters of the original exactly (descriptions are cut at 120) and marks the
 * cut with an ellipsis. Counts code points, so an emoji is never split in half.
 */
export function truncateDescription(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('')}…`;
}
