import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cookiesPolicy, privacyPolicy, termsOfUse } from '../content/legal/documents';
import { oneWayInterviewsPage } from '../content/oneWayInterviews';
import { trustPage } from '../content/trust';

const documents = [
  ['privacy.mdx', privacyPolicy],
  ['terms.mdx', termsOfUse],
  ['cookies.mdx', cookiesPolicy],
  ['trust.mdx', trustPage],
  ['../candidates/one-way-interviews.mdx', oneWayInterviewsPage],
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

test('no module of content/ holds prose as typed blocks: long prose is MDX (docs/adding-a-page.md)', () => {
  const modules = readdirSync(new URL('../content/', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  expect(modules.length).toBeGreaterThan(10);
  const withBlocks = modules.filter((file) => /\bkind:\s*['"](?:p|list|h3)['"]/.test(readFileSync(new URL(`../content/${file}`, import.meta.url), 'utf8')));
  expect(withBlocks).toEqual([]);
});
