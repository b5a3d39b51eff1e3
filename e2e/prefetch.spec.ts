import { expect, test, type Page, type Request } from './support/test';
import { headerNav, primaryNavLabel } from '../content/site';
import { waitForHydration } from './support/hydration';

/**
 * Pages are prefetched on intent (components/IntentPrefetch), not as their links scroll into view: a load
 * fetches no other page's RSC payload; pointing at, or focusing, a link to another page fetches that one.
 */
const isPayloadOf = (routePath: string) => (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.endsWith('.txt') && (pathname === `${routePath}.txt` || pathname.startsWith(`${routePath}/`));
};

async function loadAndSettle(page: Page, path: string) {
  const payloads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.txt')) payloads.push(pathname);
  });
  await page.goto(path);
  // Hydrated, then nothing left in flight.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return payloads;
}

const navLink = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('navigation', { name: primaryNavLabel }).getByRole('link', { name: label, exact: true });

test('a page load prefetches nothing; pointing at a link prefetches its page, and the click is a client navigation', async ({ page }) => {
  const payloads = await loadAndSettle(page, '/');
  expect(payloads, 'RSC payloads fetched without any intent').toEqual([]);

  const features = headerNav.find((item) => item.href === '/features')!;
  const prefetch = page.waitForRequest(isPayloadOf('/features'));
  await navLink(page, features.label).hover();
  await prefetch;

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await navLink(page, features.label).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents, 'no full page load').toEqual([]);
});

test('keyboard focus on a link prefetches its page too', async ({ page }) => {
  await loadAndSettle(page, '/features');
  const pricing = headerNav.find((item) => item.href === '/pricing')!;
  const prefetch = page.waitForRequest(isPayloadOf('/pricing'));
  await navLink(page, pricing.label).focus();
  await prefetch;
});
