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
