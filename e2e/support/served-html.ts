import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readExportedPage, type ExportedPage } from '../../build/exported-html';
import { routeHtmlFile } from '../../build/security-headers';

/**
 * A page's HTML as served, read without a browser: what a crawler or a link preview sees (title, meta tags,
 * canonical, icons, JSON-LD). Specs that only read the document use this instead of the `page` fixture, so
 * Playwright starts no browser for them.
 *
 * The source is the exported file in out/ (what the local server serves unchanged), or, when
 * PLAYWRIGHT_BASE_URL points the suite at a deployment (which has no out/ here), the page fetched from it.
 */
export interface ServedPage extends ExportedPage {
  /** Where the HTML was read: `out/<file>` or the URL fetched. Error messages name it. */
  source: string;
  /** `content` of each `<meta>` of `<head>` whose `name` (or `property`) is exactly `value`. */
  meta(attribute: 'name' | 'property', value: string): string[];
  /** `href` of each `<link>` of `<head>` whose `rel` is exactly `rel`. */
  linkHrefs(rel: string): string[];
}

const out = path.resolve('out');
const pages = new Map<string, Promise<ServedPage>>();

/** The out/ file Cloudflare Pages answers a path with: its own page, or 404.html for a path with none. */
function exportedFile(pathname: string): string {
  const file = routeHtmlFile(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return existsSync(path.join(out, file)) ? file : '404.html';
}

/** The HTML served at `urlPath` and where it was read (see ServedPage.source), unparsed. */
export async function servedHtml(urlPath: string): Promise<{ html: string; source: string }> {
  const baseUrl = process.env.PLAYWRIGHT_BASE_URL;
  if (baseUrl) {
    const source = new URL(urlPath, baseUrl).href;
    // A 404 page is a page too (unknown paths are served the not-found page): its body is what is read.
    return { html: await (await fetch(source, { redirect: 'follow' })).text(), source };
  }
  if (!existsSync(path.join(out, '404.html'))) {
    throw new Error('out/ holds no exported pages: run the build first, or set PLAYWRIGHT_BASE_URL to read a deployment');
  }
  const source = `out/${exportedFile(new URL(urlPath, 'http://site.invalid').pathname)}`;
  return { html: await readFile(path.join(out, source.slice('out/'.length)), 'utf8'), source };
}

async function load(urlPath: string): Promise<ServedPage> {
  const { html, source } = await servedHtml(urlPath);
  const page = readExportedPage(html, { file: source });
  return {
    ...page,
    source,
    meta: (attribute, value) => page.headMeta.filter((meta) => meta[attribute] === value).map((meta) => meta.content ?? ''),
    linkHrefs: (rel) => page.headLinks.filter((link) => link.rel === rel).map((link) => link.href ?? ''),
  };
}

/** The page at `urlPath` (e.g. `/pricing`, `/no-such-page`) as served, parsed once per test worker. */
export function servedPage(urlPath: string): Promise<ServedPage> {
  let page = pages.get(urlPath);
  if (!page) {
    page = load(urlPath);
    pages.set(urlPath, page);
  }
  return page;
}
