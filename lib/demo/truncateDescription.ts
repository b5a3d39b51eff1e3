/**
 * A description of at most `limit` characters (code points; descriptions are cut at 120), ended on a word: over the
 * limit, it keeps the words that fit whole and marks the cut with an ellipsis, after dropping the spaces and the
 * joining punctuation (`,;:` and dashes) the last kept word ends with. One word longer than the limit is cut at the
 * limit, never inside a character a user sees as one (an emoji sequence, a letter with its accents).
 */
export function truncateDescription(text: string, limit: number): string {
  if (Array.from(text).length <= limit) return text;
  const graphemes = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  let kept = '';
  let used = 0;
  let lastWordEnd = -1;
  for (const [index, grapheme] of graphemes.entries()) {
    const size = Array.from(grapheme).length;
    if (used + size > limit) {
      // The cut falls between words when the next grapheme is a space.
      if (/^\s/u.test(grapheme)) lastWordEnd = kept.length;
      break;
    }
    if (/^\s/u.test(grapheme) && index > 0 && !/^\s/u.test(graphemes[index - 1]!)) lastWordEnd = kept.length;
    kept += grapheme;
    used += size;
  }
  const words = lastWordEnd > 0 ? kept.slice(0, lastWordEnd) : kept;
  const trimmed = words.replace(/[\s,;:\-–—]+$/u, '');
  return `${trimmed || words}…`;
}
