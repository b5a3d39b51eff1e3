/** Copy with `{name}` slots filled in: `fill('{time} of {limit}', { time: '0:05', limit: '1:00' })`; an unknown slot stays as written. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
