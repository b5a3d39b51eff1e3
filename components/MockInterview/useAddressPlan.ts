import { useEffect, useState } from 'react';
import { questionParam } from '@/lib/practice/question-link';

/** What the address's `q` named, once read: the role's questions it found (indexes) and what to tell the candidate. */
export type AddressPlan = { plan: number[]; problem: { unknown: number; tooMany: boolean } } | null;

/** At most this many ids are read from the address: a longer list is not a link the site made. */
const readLimit = 20;

/**
 * Reads `?q=<id>,<id>…` once the page runs (the export is static: no search params at build): each id is checked with
 * the library's id schema (loaded with import() only when `q` is present) and looked up among the role's questions.
 * The ids are compared, never shown.
 */
export function useAddressPlan(ids: readonly string[], max: number, onPlan: (found: AddressPlan) => void) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    const raw = new URLSearchParams(window.location.search).get(questionParam);
    if (raw === null) return;
    let live = true;
    void import('@/lib/practice/library-question').then(({ parseQuestionId }) => {
      if (!live) return;
      const named = raw.split(',').slice(0, readLimit);
      const found: number[] = [];
      let unknown = 0;
      for (const each of named) {
        const id = parseQuestionId(each);
        const index = id ? ids.indexOf(id) : -1;
        if (index < 0) unknown += 1;
        else if (!found.includes(index)) found.push(index);
      }
      setDone(true);
      onPlan({ plan: found.slice(0, max), problem: { unknown, tooMany: found.length > max } });
    });
    return () => {
      live = false;
    };
  }, [done, ids, max, onPlan]);
}
