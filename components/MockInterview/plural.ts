import { fill } from '@/lib/practice/fill';

/** Copy for a count: an exact entry (`0`) if the copy has one, else `one` or `other`, with `{n}` filled in. */
export function plural(forms: { one: string; other: string } & Partial<Record<number, string>>, n: number, values: Record<string, string | number> = {}): string {
  const form = forms[n] ?? (n === 1 ? forms.one : forms.other);
  return fill(form, { n, ...values });
}
