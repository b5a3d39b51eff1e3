import { expect, test } from './support/test';
import { eachInPool } from './support/pool';
import { config } from '../lib/config';
import { routeList } from '../content/routes';
import { readExportedPage } from '../build/exported-html';

/**
 * Browser-less: reads every page as served (the static HTML, before any script), including one no link reaches
 * (an unknown path, 404.html), and checks that each same-site link with a #fragment names an id of the page it
 * points at: the legal contents lists, /trust's links into /privacy, any /page#section written anywhere.
 */
const unknownPath = '/no-such-page-for-fragments';

test('every same-site #fragment link names an id that its target page has', async ({ request }) => {
  const pages = new Map<string, ReturnType<typeof readExportedPage>>();
  const statuses: string[] = [];
  // Four requests at a time; the statuses compared once (an expect call costs about 2 ms: support/checklist.ts).
  await eachInPool([...routeList.map((route) => route.path), unknownPath], async (path) => {
    const response = await request.get(path);
    if (response.status() !== (path === unknownPath ? 404 : 200)) statuses.push(`${path}: ${response.status()}`);
    pages.set(path, readExportedPage(await response.text(), { file: path }));
  });
  expect(statuses, 'pages that did not answer 200 (the unknown path: 404)').toEqual([]);
  // Links are root-relative; an absolute one names the canonical site (config.siteUrl), not the origin under test.
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
  // The legal contents lists alone link to dozens of sections: an empty count means the reader found no links.
  expect(checked).toBeGreaterThan(40);
  expect(broken).toEqual([]);
});
