import { expect, test } from './support/test';
import { config } from '../lib/config';
import { routeList } from '../content/routes';

test('sitemap.xml lists every route at the configured site URL, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(routeList.map((route) => `${config.siteUrl}${route.path === '/' ? '' : route.path}`).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
});
