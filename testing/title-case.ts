/**
 * The site's one capitalisation rule for headings and buttons (docs/decisions.md, "One rule for words"): title
 * case. Every word starts with a capital, except articles, coordinating conjunctions and prepositions of three letters or fewer in
 * the middle of a title ("Questions by Competency", "See an Interview From the Candidate’s Side"). Two kinds of
 * text keep their own capitals: a sentence the page asks or says (it ends in ".", "?" or "!": a library question,
 * an FAQ question), and a string the product specification fixes word for word.
 */

/**
 * Lower case in the middle of a title. Words of four letters or more ("With", "From", "Into") take a capital, and so
 * does a verb's particle ("Sign Up", "Turn Off"): "up" and "off" are not in the list.
 */
export const minorWords: ReadonlySet<string> = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'per', 'to', 'via', 'vs']);

/**
 * The product specification's word-for-word headings and buttons whose capitals follow another rule: they stay as
 * written there.
 */
export const fixedBySpecification: ReadonlySet<string> = new Set([
  'Sign Up For Free',
  'Sign up for Free',
  "Let's talk",
  'We Love Hearing What You Have To Say!',
  'How AI Video Interview Works?',
  'Faq',
]);

/** A sentence keeps sentence case: it ends in a full stop, a question mark or an exclamation mark (before any closing quote). */
const isSentence = (text: string) => /[.?!…]["”’)]*$/u.test(text);

/**
 * Why a heading's or a button's text breaks the rule, or null when it keeps it. `names` are words written as
 * their owners write them (the product's name), left alone.
 */
export function titleCaseProblem(text: string, names: readonly string[] = []): string | null {
  const title = text.replace(/\s+/g, ' ').trim();
  if (!title || fixedBySpecification.has(title) || isSentence(title)) return null;
  const words = title.split(' ');
  for (const [index, word] of words.entries()) {
    if (names.includes(word.replace(/[^\p{L}\p{N}]+$/u, ''))) continue;
    const letter = word.match(/\p{L}/u);
    // A word that opens with a figure or a sign ("10 mins", "$99") has no capital to check.
    if (!letter || letter.index !== word.search(/[\p{L}\p{N}]/u)) continue;
    const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase();
    const edge = index === 0 || index === words.length - 1 || /[:–—]$/u.test(words[index - 1]!);
    const capital = letter[0] !== letter[0].toLowerCase();
    if (minorWords.has(bare) && !edge) {
      if (capital) return `"${word}" is lower case in the middle of a title: "${title}"`;
    } else if (!capital) return `"${word}" takes a capital: "${title}"`;
  }
  return null;
}

/**
 * The visible words of a page's headings, buttons and links drawn as buttons (a CSS Module class named `button`, as
 * components/ButtonLink's), from its HTML. Text only screen readers get (`visually-hidden`) is left out: an icon
 * button's name is a description, not a title.
 */
export function headingAndButtonTexts(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '').replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '');
  const texts: string[] = [];
  for (const match of body.matchAll(/<(h[1-6]|button|a)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const [, tag, attributes, inner] = match;
    if (tag!.toLowerCase() === 'a' && !/\bclass="[^"]*_button\b/.test(attributes!)) continue;
    const text = inner!
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) texts.push(text);
  }
  return texts;
}
