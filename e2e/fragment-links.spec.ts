import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { config } from '../lib/config';
import { readExportedPage } from '../build/exported-html';

/**
 * Browser-less: reads every exported page (out/*.html) as the build wrote it, including pages no link reaches
 * (404.html), and checks that each same-site link with a #fragment names an id of the page it points at: the
 * legal contents lists, /trust's links into /privacy, any /page#section written anywhere.
 */
const out = path.resolve('out');
const pathOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

test('every same-site #fragment link names an id that its target page has', () => {
  const files = readdirSync(out).filter((file) => file.endsWith('.html'));
  const pages = new Map(files.map((file) => [pathOf(file), readExportedPage(readFileSync(path.join(out, file), 'utf8'), { file: `out/${file}` })]));
  const site = new URL(config.siteUrl);
  const broken: string[] = [];
  let checked = 0;
  for (const [from, page] of pages) {
    for (const href of page.links) {
      const url = new URL(href, new URL(from, site));
      if (url.origin !== site.origin || url.hash.length < 2) continue;
      checked += 1;
      const id = decodeURIComponent(url.hash.slice(1));
      const target = pages.get(url.pathname);
      if (!target?.ids.includes(id)) broken.push(`${from}: ${href} (${target ? `no id "${id}" on ${url.pathname}` : `no page ${url.pathname}`})`);
    }
  }
  expect(pages.has('/privacy') && pages.has('/trust'), 'out/ holds the exported pages: run the build first').toBe(true);
  // The legal contents lists alone link to dozens of sections: an empty count means the reader found no links.
  expect(checked).toBeGreaterThan(40);
  expect(broken).toEqual([]);
});
