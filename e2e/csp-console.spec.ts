import { expect, test, type Page } from '@playwright/test';
import { contactFields, contactForm } from '../content/contact';
import { savingsFieldCopy } from '../content/savingsCalculator';
import { typedHero } from '../content/home';
import { routes, type RouteKey } from '../content/routes';
import { cookieBanner, headerNav, primaryNavLabel } from '../content/site';
import { searchBox } from '../content/search';
import { routeEntries } from './support/pages';

/**
 * Every page under Cloudflare's runtime (wrangler pages dev) with the real out/_headers: not one Content-Security-Policy
 * violation and not one console error while the page loads, hydrates and does its job.
 */

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Records violations from the first script on, every console error, and the warnings the browser gives
 * about our own response headers (an unknown Permissions-Policy feature, a malformed policy). Other
 * warnings are left out: Next preloads the CSS of prefetched routes, which Chromium warns about by timing.
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    const aboutHeaders = /Content-Security-Policy|Permissions-Policy|Strict-Transport-Security|Referrer-Policy/i.test(message.text());
    if (message.type() === 'error' || (message.type() === 'warning' && aboutHeaders)) {
      consoleProblems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => consoleProblems.push(`uncaught: ${error.message}`));
  return {
    consoleProblems,
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
  };
}

/** The banner only renders after hydration: accepting it proves the page's scripts ran. */
async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: cookieBanner.label });
  await banner.getByRole('button', { name: cookieBanner.button }).click();
  await expect(banner).toHaveCount(0);
}

/** What each page does beyond loading: the parts with scripts, fetches and forms. */
const exercise: Partial<Record<RouteKey, (page: Page) => Promise<void>>> = {
  savings: async (page) => {
    // The calculator writes its figures into the URL (history.replaceState) as they change.
    await page.getByLabel(savingsFieldCopy.roles.label, { exact: true }).fill('3');
    await expect.poll(() => new URL(page.url()).searchParams.get('roles')).toBe('3');
    await expect(page.getByText(/^Phone screens per month: 3 roles/)).toBeVisible();
  },
  home: async (page) => {
    await expect(page.getByTestId('demo-card').first()).toBeVisible();
    // typed.js has taken over the slot once it is marked as typing and the text moves off the first phrase.
    await expect(page.locator('[data-typing]')).toHaveCount(1);
    await expect(page.getByTestId('typed-phrase')).not.toHaveText(typedHero.phrases[0]);
  },
  demo: async (page) => {
    await expect(page.getByTestId('demo-card').first()).toBeVisible();
  },
  search: async (page) => {
    // Fetches the index and compiles its WebAssembly reader: allowed by this path's policy alone.
    await page.getByRole('searchbox', { name: searchBox.label }).fill('retention');
    await expect(page.getByRole('list', { name: searchBox.resultsLabel }).getByRole('link').first()).toBeVisible();
  },
  contact: async (page) => {
    const values: Record<string, string> = {
      'user-name': 'Grace Hopper',
      'user-email': 'grace@example.com',
      'user-subject': 'CSP check',
      'user-message': 'Sent by the end-to-end suite.',
    };
    for (const field of contactFields) await page.locator(`[name="${field.name}"]`).fill(values[field.name]!);
    await page.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByText(contactForm.success)).toBeVisible();
  },
};

for (const [key, route] of routeEntries) {
  test(`${route.path}: no CSP violation and no console error`, async ({ page }) => {
    const { consoleProblems, violations } = await watch(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await acceptCookies(page);
    await exercise[key]?.(page);
    expect(await violations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}

test('client-side navigation (RSC payload fetches) stays within the policy', async ({ page }) => {
  const { consoleProblems, violations } = await watch(page);
  const payloads: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.txt')) payloads.push({ path: url.pathname, status: response.status() });
  });
  await page.goto(routes.home.path);
  await acceptCookies(page);
  // A full page load would drop this marker: its survival shows the router navigated in place.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const titles = new Map<string, string>(routeEntries.map(([, route]) => [route.path, route.title]));
  for (const link of headerNav.filter((entry) => entry.href !== routes.home.path)) {
    await page.getByRole('navigation', { name: primaryNavLabel }).getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page).toHaveTitle(titles.get(link.href)!);
    expect(payloads.some((payload) => payload.path.startsWith(link.href) && payload.status === 200), link.href).toBe(true);
  }
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(payloads.filter((payload) => payload.status !== 200)).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('an unknown path (404.html under the site-wide policy) loads without violations', async ({ page }) => {
  const { consoleProblems, violations } = await watch(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await acceptCookies(page);
  await expect(page.getByTestId('demo-card').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  // The browser reports the document's own 404 status; nothing else may appear.
  expect(consoleProblems.filter((text) => !/status of 404/.test(text))).toEqual([]);
});

for (const path of [routes.features.path, '/no-such-page']) {
  test(`the policy is enforced on ${path}: an injected inline script and style are blocked and reported`, async ({ page }) => {
    const { violations } = await watch(page);
    await page.goto(path);
    await acceptCookies(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.append(style);
      return (window as Window & { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).map((violation) => violation.directive).sort()).toEqual([
      'script-src-elem',
      'style-src-elem',
    ]);
  });
}
