/**
 * The pages the engines load: every route of the sitemap with a template of its own. The library's generated pages
 * share three templates (a role page, a competency page, a question page), so the first of each stands for the rest;
 * every other route is its own template. And one unknown path, which shows the Home page with status 404.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeEntries, routes, type RouteKey } from '../../content/routes';
import { pageHeading } from '../page-headings';

export interface Visit {
  /** What it stands for: its template for the library's generated pages, `unknown path`, else empty. */
  name: string;
  path: string;
  title: string;
  heading: string;
  status: 200 | 404;
  /** The page shows the demo list, fetched from the gateway (Home, /demo, and the unknown path, which is Home). */
  demoList: boolean;
}

/** The budget classes whose pages carry the demo grid (content/routes.ts, BudgetClass). */
const demoListBudgets = new Set(['home', 'demo']);

export const unknownPath = '/engines-no-such-page';

/** Which template of the library a generated route's key belongs to, or undefined for a page of its own. */
function templateOf(key: RouteKey): string | undefined {
  const parts = key.split('/');
  if (parts[0] !== 'questions' || parts.length === 1) return undefined;
  if (parts[1] === 'competency') return 'competency page';
  if (parts.length === 2) return 'role page';
  return parts[2] === 'mock-interview' ? 'mock interview' : 'question page';
}

export function visitsFromSitemap(out: string): Visit[] {
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const byPath = new Map(routeEntries.map(([key, route]) => [route.path, { key, route }]));
  const templatesSeen = new Set<string>();
  const visits: Visit[] = [];
  for (const pathname of paths) {
    const entry = byPath.get(pathname);
    if (!entry) throw new Error(`The sitemap lists ${pathname}, which content/routes.ts does not: which template does it use?`);
    const { key, route } = entry;
    const template = templateOf(key);
    if (template) {
      if (templatesSeen.has(template)) continue;
      templatesSeen.add(template);
    }
    visits.push({ name: template ?? '', path: pathname, title: route.title, heading: pageHeading(key), status: 200, demoList: demoListBudgets.has(route.budget) });
  }
  visits.push({ name: 'unknown path', path: unknownPath, title: routes.home.title, heading: pageHeading('home'), status: 404, demoList: true });
  return visits;
}
