import { expect, test } from './support/test';
import { Checklist } from './support/checklist';
import { readExportedPage } from '../build/exported-html';
import { routeList } from '../content/routes';

/**
 * Starts at / and follows every same-origin <a href> of every page it reaches, as a crawler does (the served HTML,
 * no browser): each answers 200, each #fragment names an id on its target page, and the pages reached include every
 * route. Links that only exist once scripts run (search results) are not links a crawler follows.
 */
test('every same-origin link answers 200, every #fragment exists, and every route is reachable from /', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const idsByPage = new Map<string, Set<string>>();
  const fragmentLinks: { from: string; to: string; id: string }[] = [];
  let wave = ['/'];
  // Checked in one list, asserted once (support/checklist.ts: each of Playwright's expect calls costs about 2 ms).
  const list = new Checklist();

  // Breadth first, a wave of pages fetched side by side.
  while (wave.length) {
    const next = new Set<string>();
    await Promise.all(
      wave.map(async (path) => {
        const response = await request.get(path);
        list.equal(response.status(), 200, `${path} answers 200`);
        const page = readExportedPage(await response.text(), { file: path });
        idsByPage.set(path, new Set(page.ids));
        for (const href of page.links) {
          const url = new URL(href, new URL(path, origin));
          if (url.origin !== origin) continue;
          if (url.hash) fragmentLinks.push({ from: path, to: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
          next.add(url.pathname);
        }
      }),
    );
    wave = [...next].filter((path) => !idsByPage.has(path));
  }

  expect([...idsByPage.keys()].sort()).toEqual(expect.arrayContaining(routeList.map((route) => route.path).sort()));
  expect(fragmentLinks.length).toBeGreaterThan(0);
  for (const { from, to, id } of fragmentLinks) list.that(idsByPage.get(to)?.has(id) === true, `${from} links to ${to}#${id}, which has no such id`);
  list.expectNone(`${idsByPage.size} pages reached from /, ${fragmentLinks.length} fragment links`);
});
