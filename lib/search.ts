/**
 * What the site search's build step and its browser leaf share: where the Pagefind index is served, the query
 * parameter, and how an excerpt with highlighted words becomes plain text parts (rendered as text, never HTML).
 */

/** The folder of out/ (and URL path) the build writes the index and its reader to. */
export const searchIndexDir = 'pagefind';

/** The index's reader, loaded by the browser only when the visitor searches. */
export const searchIndexScript = `/${searchIndexDir}/pagefind.js`;

/** The query's URL parameter, so a search can be linked: /search?q=retention. */
export const searchQueryParam = 'q';

/** A question page's index record names its role under this key (Pagefind metadata; components/SiteSearch shows it). */
export const searchRoleMetaKey = 'role';

/**
 * The attributes that give a page's index record its role: Pagefind's data-pagefind-meta, read from an attribute
 * of the same element, so a name with a comma stays whole (`key:value` pairs are split at commas).
 */
export function roleMetaAttributes(roleName: string) {
  return { 'data-pagefind-meta': `${searchRoleMetaKey}[data-role]`, 'data-role': roleName } as const;
}

export interface ExcerptPart {
  text: string;
  /** A word the query matched. */
  match: boolean;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity]!);

/**
 * Splits an excerpt as Pagefind writes it (the page's text, HTML-escaped, with each match in <mark>) into text
 * parts; any other tag is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, chunk] of excerpt.split(/<mark>|<\/mark>/).entries()) {
    const text = decode(chunk.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, match: index % 2 === 1 });
  }
  return parts;
}

/** Marks a cut in an excerpt: the text goes on before or after it. */
export const excerptCut = '…';

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The end of a sentence, or of a block Pagefind closed with its own full stop. */
const sentenceEnd = /[.!?]["”’)]*$/;

/** The parts with their first `count` characters removed. */
function dropLeading(parts: readonly ExcerptPart[], count: number): ExcerptPart[] {
  const kept: ExcerptPart[] = [];
  let left = count;
  for (const part of parts) {
    if (left >= part.text.length) {
      left -= part.text.length;
      continue;
    }
    kept.push({ ...part, text: part.text.slice(left) });
    left = 0;
  }
  return kept;
}

/**
 * An excerpt as a result shows it, as text parts: the section's heading, which Pagefind's excerpt often opens with
 * ("What a Strong Answer Shows. Feedback…"), left out, since the result names the section above it (kept when only
 * the heading holds the match: "Retention of Data. We keep…" for retention); and "…" where the
 * excerpt cuts a sentence, at its start or its end. `content` is the page's text as Pagefind indexed it (its blocks
 * joined with ". "), which tells a cut from a sentence's own start or end. Highlights stay parts, never markup.
 */
export function excerptView(excerpt: string, { content, heading }: { content: string; heading?: string }): ExcerptPart[] {
  const squeezed = excerptParts(excerpt).map((part) => ({ ...part, text: part.text.replace(/\s+/g, ' ') }));
  const joined = squeezed.map((part) => part.text).join('');
  let text = joined.trim();
  let parts = dropLeading(squeezed, joined.length - joined.trimStart().length);
  if (!text) return [];
  const page = squeeze(content);
  const at = page.indexOf(text);
  // Found nowhere (the page changed since it was indexed): a lower-case start is a cut.
  let startsWhole = at < 0 ? !/^[a-z]/.test(text) : at === 0 || sentenceEnd.test(page.slice(0, at).trimEnd());
  const endsWhole = sentenceEnd.test(text) || (at >= 0 && at + text.length === page.length);
  const title = heading ? squeeze(heading) : '';
  const repeat = title ? [`${title}. `, `${title} `].find((prefix) => text.startsWith(prefix)) : undefined;
  // Left out only while a highlight remains: a section found by its heading's words keeps them, marked.
  if (repeat && dropLeading(parts, repeat.length).some((part) => part.match)) {
    parts = dropLeading(parts, repeat.length);
    text = text.slice(repeat.length);
    startsWhole = true;
  }
  if (!text) return [];
  const last = parts.length - 1;
  return [
    ...(startsWhole ? [] : [{ text: excerptCut, match: false }]),
    ...parts.map((part, index) => (index === last ? { ...part, text: part.text.trimEnd() } : part)),
    ...(endsWhole ? [] : [{ text: excerptCut, match: false }]),
  ];
}
