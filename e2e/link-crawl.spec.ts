import { expect, test } from '@playwright/test';
import { routeList } from '../content/routes';

/**
 * Starts at / and follows every same-origin <a href> of every page it reaches: each answers 200, each
 * #fragment names an id on its target page, and the pages reached include every route.
 */
test('every same-origin link answers 200, every #fragment exists, and every route is reachable from /', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const queue = ['/'];
  const idsByPage = new Map<string, Set<string>>();
  const fragmentLinks: { from: string; to: string; id: string }[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    if (idsByPage.has(path)) continue;
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers 200`).toBe(200);
    const { ids, hrefs } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      hrefs: [...document.querySelectorAll('a[href]')].map((anchor) => (anchor as HTMLAnchorElement).href),
    }));
    idsByPage.set(path, new Set(ids));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (url.hash) fragmentLinks.push({ from: path, to: target, id: decodeURIComponent(url.hash.slice(1)) });
      if (!idsByPage.has(target) && !queue.includes(target)) queue.push(target);
    }
  }

  expect([...idsByPage.keys()].sort()).toEqual(expect.arrayContaining(routeList.map((route) => route.path).sort()));
  expect(fragmentLinks.length).toBeGreaterThan(0);
  for (const { from, to, id } of fragmentLinks) {
    expect(idsByPage.get(to)?.has(id), `${from} links to ${to}#${id}`).toBe(true);
  }
});
