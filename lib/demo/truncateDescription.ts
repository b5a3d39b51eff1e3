/** What continues the character before it: combining marks, joiners, variation selectors, skin tones, tag letters. */
const continuesCharacter = /[\p{M}\u200d\ufe0e\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;

/**
 * A description of at most `limit` characters (code points; descriptions are cut at 120), ended on a word: over the
 * limit, it keeps the words that fit whole and marks the cut with an ellipsis, after dropping the spaces and the
 * joining punctuation (`,;:` and dashes) the last kept word ends with. One word longer than the limit is cut at the
 * limit, backed off so that no emoji sequence or accented letter is split. It ships in Home's first load, so it
 * stays small: no Intl.Segmenter.
 */
export function truncateDescription(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  // The last word that ends within the limit: a non-space followed by a space, the space at most at the limit.
  const wholeWords = /^([\s\S]*\S)\s/u.exec(chars.slice(0, limit + 1).join(''))?.[1];
  let cut = limit;
  while (cut > 0 && (continuesCharacter.test(chars[cut]!) || chars[cut - 1] === '\u200d')) cut -= 1;
  const hard = chars.slice(0, cut).join('');
  return `${(wholeWords ?? hard).replace(/[\s,;:\-–—]+$/u, '') || hard}…`;
}
