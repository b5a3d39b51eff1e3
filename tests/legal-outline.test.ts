import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cookiesPolicy, privacyPolicy, termsOfUse } from '../content/legal/documents';

const documents = [
  ['privacy.mdx', privacyPolicy],
  ['terms.mdx', termsOfUse],
  ['cookies.mdx', cookiesPolicy],
] as const;

/** Every `## Heading {#id}` line of an MDX document, in order; an h2 without an id comes back with id undefined. */
function headingsOf(mdx: string) {
  return [...mdx.matchAll(/^## (.+?)(?: \{#([a-z0-9-]+)\})?$/gm)].map(([, heading, id]) => ({ id, heading }));
}

for (const [file, outline] of documents) {
  test(`content/legal/${file}: its h2s are the table of contents of content/legal/documents.ts, same ids, same words`, () => {
    const mdx = readFileSync(new URL(`../content/legal/${file}`, import.meta.url), 'utf8');
    expect(headingsOf(mdx)).toEqual(outline.sections.map(({ id, heading }) => ({ id, heading })));
    // The title and the date line are the page's own (LegalDocumentView), never repeated in the text.
    expect(mdx).not.toMatch(/^# /m);
    expect(mdx).not.toContain(outline.lastUpdated);
  });
}
