/**
 * The site search's index: Pagefind (its Node API drives the platform binary npm installed beside it) reads each
 * exported page of content/routes.ts and writes out/pagefind/, which the browser fetches only when a visitor
 * searches. Called by build/postbuild.ts before it writes out/_headers, so the index's files get their rules.
 *
 * - Only <main> is indexed: the header, footer and cookie banner would otherwise match every query. Within it no
 *   navigation (breadcrumbs, the question pager, the competency filter, contents lists), nor any band a page marks
 *   data-pagefind-ignore (components/Section's `unindexed`: related questions, a competency's list): a question is
 *   found on its own page and its role's, never on each page that links to it.
 * - Each page is added under its route's path (/privacy), never its file name (privacy.html, which Cloudflare
 *   Pages redirects); /search itself (a list of every page) and 404.html (Home again) are left out.
 * - Headings with an id (every legal section) become a result's matching sections, linked as /privacy#retention.
 * - Only what pagefind.js loads is kept: its ready-made UIs (which inject styles the CSP forbids), the highlighter
 *   and the web worker (which would run under the policy of its own path) are removed.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { SiteRoute } from '../content/routes';
import { searchIndexDir } from '../lib/search';
import { routeHtmlFile } from './security-headers';

/** Files Pagefind writes that the site never loads. */
const unusedFiles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
  // The reader for pages whose language the index lacks: every page is lang="en", which the index has.
  'wasm.unknown.pagefind',
];

export interface SearchIndexSummary {
  pages: number;
  milliseconds: number;
}

/** Indexes `pages` of the export in `outDir` into `outDir/pagefind`; throws with Pagefind's own errors. */
export async function writeSearchIndex(outDir: string, pages: readonly SiteRoute[]): Promise<SearchIndexSummary> {
  const started = performance.now();
  const fail = (what: string, errors: readonly string[]): never => {
    throw new Error(`search index: ${what}: ${errors.join('; ')}`);
  };
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', excludeSelectors: ['nav'], forceLanguage: 'en' });
    if (!index) return fail('Pagefind did not start', errors);
    for (const route of pages) {
      const content = readFileSync(path.join(outDir, routeHtmlFile(route.path)), 'utf8');
      const added = await index.addHTMLFile({ url: route.path, content });
      if (added.errors.length || !added.file) fail(`${route.path} was not indexed`, added.errors);
      // A result is named by the h1 of <main>: none means no <main>, or one without the page's heading.
      if (!added.file!.meta.title) fail(`${route.path} has no h1 in <main> to name its results`, []);
    }
    const outputPath = path.join(outDir, searchIndexDir);
    rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) fail('Pagefind could not write its files', written.errors);
    for (const file of unusedFiles) rmSync(path.join(outputPath, file), { force: true });
    return { pages: pages.length, milliseconds: Math.round(performance.now() - started) };
  } finally {
    await pagefind.close();
  }
}
