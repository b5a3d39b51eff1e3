import { expect, test, type Page } from './support/test';
import { routes } from '../content/routes';
import { cookieBanner, headerNav, primaryNavLabel } from '../content/site';
import { watch } from './support/page-watch';
import { routeEntries } from './support/pages';

/**
 * Under Cloudflare's runtime (wrangler pages dev) with the real out/_headers: client-side navigation stays within the
 * policy, and the policy is enforced. Each page's own load and job, without a violation or a console error, is
 * checked by every-page.spec.ts.
 */

/** The banner only renders after hydration: accepting it proves the page's scripts ran. */
async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: cookieBanner.label });
  await banner.getByRole('button', { name: cookieBanner.button }).click();
  await expect(banner).toHaveCount(0);
}

test('client-side navigation between every pair of top-bar entries (RSC payload fetches) stays within the policy', async ({ page }) => {
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
  const nav = page.getByRole('navigation', { name: primaryNavLabel });
  let current: string = routes.home.path;
  const follow = async (link: (typeof headerNav)[number]) => {
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href === '/' ? '/' : link.href}$`));
    await expect(page).toHaveTitle(titles.get(link.href)!);
    current = link.href;
  };
  // Every ordered pair (from, to) of the header's entries, each followed by a click.
  for (const from of headerNav) {
    for (const to of headerNav.filter((entry) => entry.href !== from.href)) {
      if (current !== from.href) await follow(from);
      await follow(to);
    }
  }
  for (const link of headerNav.filter((entry) => entry.href !== routes.home.path)) {
    expect(payloads.some((payload) => payload.path.startsWith(link.href) && payload.status === 200), link.href).toBe(true);
  }
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(payloads.filter((payload) => payload.status !== 200)).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test.describe('violations on purpose', () => {
  // These tests cause violations and check them themselves.
  test.use({ expectedViolations: true });

  for (const path of [routes.features.path, '/no-such-page']) {
    test(`the policy is enforced on ${path}: injected scripts, a style, an HTML string, a foreign script URL and new Trusted Types policies are blocked and reported`, async ({
      page,
      policyViolations,
    }) => {
      const { violations, consoleProblems } = await watch(page);
      // What a CDN feature or a tag manager would do: an inline script added to the served HTML, headers kept.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', '<script>window.__servedInjectionRan = true</script></body>');
        await route.fulfill({ response, body: html });
      });
      await page.goto(path);
      await acceptCookies(page);
      const outcome = await page.evaluate(() => {
        const refused = (sink: () => unknown) => {
          try {
            sink();
            return false;
          } catch (error) {
            return error instanceof TypeError;
          }
        };
        const script = document.createElement('script');
        const style = document.createElement('style');
        style.textContent = 'body { outline: 1px solid red }';
        document.head.append(style);
        const trustedTypes = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
        return {
          servedRan: (window as Window & { __servedInjectionRan?: boolean }).__servedInjectionRan === true,
          // Every DOM XSS sink refuses a plain string; the default policy admits only the site's own chunks.
          scriptText: refused(() => (script.textContent = 'window.__domInjectionRan = true')),
          html: refused(() => document.body.insertAdjacentHTML('beforeend', '<img src=x id=injected-html>')),
          foreignScript: refused(() => (script.src = 'https://scripts.example/tag.js')),
          // No second default policy and no policy of another name can be made.
          otherPolicy: refused(() => trustedTypes.createPolicy('anything', { createHTML: (text: string) => text })),
          secondDefault: refused(() => trustedTypes.createPolicy('default', { createHTML: (text: string) => text })),
          injected: document.getElementById('injected-html') !== null,
        };
      });
      expect(outcome).toEqual({ servedRan: false, scriptText: true, html: true, foreignScript: true, otherPolicy: true, secondDefault: true, injected: false });
      await expect.poll(async () => [...new Set((await violations()).map((violation) => violation.directive))].sort()).toEqual([
        'require-trusted-types-for',
        'script-src-elem',
        'style-src-elem',
        'trusted-types',
      ]);
      // The page watcher and the suite's own fixture both see Chromium's lines for the Trusted Types ones.
      expect(consoleProblems.join('\n')).toMatch(/requires 'TrustedHTML' assignment/);
      expect(consoleProblems.join('\n')).toMatch(/TrustedTypePolicy named 'anything'/);
      const fixtureSaw = policyViolations.map((violation) => violation.directive);
      for (const directive of ['require-trusted-types-for', 'trusted-types', 'script-src-elem', 'style-src-elem']) expect(fixtureSaw).toContain(directive);
    });
  }
});

test.describe('a page shared from test to test (`sharedPage` of support/test.ts)', () => {
  // This test causes a violation on purpose and checks that its own list received it.
  test.use({ expectedViolations: true });

  test('reports a violation to the test whose document caused it, as the suite’s own page does', async ({ sharedPage: page, policyViolations }) => {
    await page.goto(routes.terms.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const refused = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<b id="shared-injected">x</b>');
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(() => policyViolations.map((violation) => violation.directive)).toContain('require-trusted-types-for');
  });
});
