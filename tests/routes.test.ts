import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { routeList } from '../content/routes';
import { footerColumns, footerLegalLinks, headerNav } from '../content/site';

const appDir = fileURLToPath(new URL('../app', import.meta.url));

/** The URL of every app/ page.tsx: `_private` folders are not routes, `(group)` folders add no segment. */
function appPagePaths(dir: string, segments: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [`/${segments.join('/')}`] : [];
    if (!entry.isDirectory() || entry.name.startsWith('_')) return [];
    const grouped = entry.name.startsWith('(') && entry.name.endsWith(')');
    return appPagePaths(path.join(dir, entry.name), grouped ? segments : [...segments, entry.name]);
  });
}

test('every page under app/ has an entry in content/routes.ts, and every entry has a page', () => {
  const pages = appPagePaths(appDir).sort();
  expect(pages).toContain('/');
  expect(routeList.map((route) => route.path).sort()).toEqual(pages);
});

test('the header and footer link only to pages of the table, each with the label the table gives it', () => {
  const paths = new Set(routeList.map((route) => route.path));
  const internal = [...headerNav, ...footerLegalLinks, ...footerColumns.flatMap((column) => column.links)].filter((link) =>
    link.href.startsWith('/'),
  );
  for (const link of internal) expect(paths, link.label).toContain(link.href.split('#')[0]);
  expect(headerNav.map((link) => link.label)).toEqual(routeList.flatMap((route) => route.nav?.header ?? []));
  expect(footerLegalLinks.map((link) => link.label)).toEqual(routeList.flatMap((route) => route.nav?.legal ?? []));
  const footerLabels = footerColumns.flatMap((column) => column.links.map((link) => `${column.heading.toLowerCase()}: ${link.label}`));
  for (const route of routeList) {
    if (route.nav?.footer) expect(footerLabels).toContain(`${route.nav.footer.column}: ${route.nav.footer.label}`);
  }
});
