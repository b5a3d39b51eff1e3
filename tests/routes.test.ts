import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { routeList } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
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

/** A page.tsx path as a matcher: a `[param]` segment stands for any one segment. */
const pagePattern = (page: string) => new RegExp(`^${page.replace(/\[[^\]/]+\]/g, '[^/]+')}$`);
const isDynamic = (page: string) => page.includes('[');

test('every page under app/ has an entry in content/routes.ts, and every entry has a page', () => {
  const pages = appPagePaths(appDir).sort();
  expect(pages).toContain('/');
  const staticPages = pages.filter((page) => !isDynamic(page));
  const dynamicPages = pages.filter(isDynamic);
  // A path is the static page of that name if there is one, else the dynamic page whose pattern it fits; of two that
  // fit, the router takes the one with more fixed segments (/questions/competency/x: the competency page, not
  // /questions/[role]/[question]).
  const fixedSegments = (page: string) => page.split('/').filter((segment) => segment && !segment.includes('[')).length;
  const pageOf = (routePath: string) => {
    if (staticPages.includes(routePath)) return [routePath];
    const fits = dynamicPages.filter((page) => pagePattern(page).test(routePath));
    const most = Math.max(...fits.map(fixedSegments));
    return fits.filter((page) => fixedSegments(page) === most);
  };
  for (const route of routeList) expect(pageOf(route.path), route.path).toHaveLength(1);
  const served = new Set(routeList.flatMap((route) => pageOf(route.path)));
  expect([...served].sort()).toEqual(pages);
});

test('each dynamic page lists its paths in the table: the library’s role, competency and question pages', () => {
  const paths = routeList.map((route) => route.path);
  expect(paths).toEqual(expect.arrayContaining(questionRoles.flatMap((role) => role.questions.map((question) => `/questions/${role.slug}/${question.id}`))));
  expect(paths).toEqual(expect.arrayContaining(questionRoles.map((role) => `/questions/${role.slug}`)));
  expect(paths).toEqual(expect.arrayContaining(competencies.map((competency) => `/questions/competency/${competency.id}`)));
  expect(new Set(paths).size).toBe(paths.length);
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
