import { expect, test } from './support/test';
import { config } from '../lib/config';
import { localOnly, skipWhenDeployed } from './support/deployment';

test('a build without NEXT_PUBLIC_VITALS_URL loads no reporter and sends no beacon', async ({ page }) => {
  skipWhenDeployed(localOnly.specialBuild);
  // The suite runs against the default build (tests/build-variant.test.ts covers a build with it set).
  expect(config.vitalsUrl).toBeUndefined();
  const scripts: string[] = [];
  const beacons: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'ping' || request.method() === 'POST') beacons.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('demo-card').first()).toBeVisible();
  await page.goto('/features');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Read from the server: the browser drops a response's body when its page goes, and the demo list's schema
  // chunk arrives just before the cards show, right before the test moves on.
  const code = (await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))).join('\n');
  expect(code.length).toBeGreaterThan(10_000);
  expect(code.includes('sendBeacon')).toBe(false);
  expect(code.includes('onINP')).toBe(false);
  expect(beacons).toEqual([]);
});
