import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routeList, routes } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { readServedBuild } from '../testing/engines/served-build';
import { unknownPath, visitsFromSitemap } from '../testing/engines/visits';

/**
 * `npm run test:engines` (testing/engines/) in the parts that need no browser: which pages it loads, and which ports
 * it serves a build on. The browsers' part is the run itself (docs/testing.md, "Other engines").
 */
function outWith(files: Record<string, string>): { out: string; remove(): void } {
  const out = mkdtempSync(path.join(tmpdir(), 'engines-out-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(out, name), text);
  return { out, remove: () => rmSync(out, { recursive: true, force: true }) };
}
const sitemapOf = (origin: string, paths: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${paths.map((each) => `<url><loc>${origin}${each === '/' ? '' : each}</loc></url>`).join('')}</urlset>`;
const headersWith = (reportUri: string) => `/*\n  Content-Security-Policy: default-src 'self'; report-uri ${reportUri}\n`;

test('one page per template: every page of its own, the first role page, mock interview, competency and question page, then the unknown path', () => {
  const { out, remove } = outWith({ 'sitemap.xml': sitemapOf('http://localhost:4800', routeList.map((route) => route.path)) });
  try {
    const visits = visitsFromSitemap(out);
    const library = 2 * questionRoles.length + competencies.length + questionRoles.reduce((sum, role) => sum + role.questions.length, 0);
    expect(visits).toHaveLength(routeList.length - library + 4 + 1);
    const role = questionRoles[0]!;
    expect(visits.filter((visit) => visit.name).map((visit) => [visit.path, visit.name])).toEqual([
      [`/questions/${role.slug}`, 'role page'],
      [`/questions/${role.slug}/mock-interview`, 'mock interview'],
      [`/questions/competency/${competencies[0]!.id}`, 'competency page'],
      [`/questions/${role.slug}/${role.questions[0]!.id}`, 'question page'],
      [unknownPath, 'unknown path'],
    ]);
    expect(visits.find((visit) => visit.path === '/features')).toMatchObject({ title: routes.features.title, status: 200, demoList: false });
    expect(visits.find((visit) => visit.path === '/demo')?.demoList).toBe(true);
    expect(visits.at(-1)).toMatchObject({ title: routes.home.title, status: 404, demoList: true });
  } finally {
    remove();
  }
});

test('a sitemap path outside the route table stops the run: its template would go unloaded', () => {
  const { out, remove } = outWith({ 'sitemap.xml': sitemapOf('http://localhost:4800', ['/', '/brand-new-page']) });
  try {
    expect(() => visitsFromSitemap(out)).toThrow(/\/brand-new-page, which content\/routes\.ts does not/);
  } finally {
    remove();
  }
});

test('the ports a build is served on are those it was built for: the sitemap’s origin and the CSP’s report-uri', () => {
  const local = outWith({ 'sitemap.xml': sitemapOf('http://localhost:40123', ['/']), _headers: headersWith('http://localhost:40124/csp-reports') });
  const deployed = outWith({ 'sitemap.xml': sitemapOf('https://hireclip.example', ['/']), _headers: headersWith('https://gateway.hireclip.example/csp-reports') });
  try {
    const build = readServedBuild(local.out);
    expect([build.site.port, build.gateway.port, build.reportUri.pathname]).toEqual(['40123', '40124', '/csp-reports']);
    expect(() => readServedBuild(deployed.out)).toThrow(/not a local port.*--build/);
  } finally {
    local.remove();
    deployed.remove();
  }
});
