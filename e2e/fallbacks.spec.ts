import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from './support/test';
import { config } from '../lib/config';
import { competencyKey, routeEntries, routes } from '../content/routes';
import { competencies } from '../content/questions/competencies';
import { libraryHub } from '../content/questions/library';
import { competencyPageCopy } from '../content/questions/titles';
import { cookieBanner, headerNav } from '../content/site';
import { menuToggle } from './support/pages';
import { contactForm } from '../content/contact';
import { demoGrid } from '../content/demo';
import { finishAnimations } from './support/animations';
import { waitForHydration } from './support/hydration';
import { expectDemoListSettled } from './support/deployment';
import { isDemoListUrl } from './support/routes';

/**
 * What a visitor gets when JavaScript is off, when the page's chunks never arrive, or
 * when its stylesheets never arrive; a banner that never covers the footer; legal pages that fetch no
 * stylesheet they do not apply.
 *
 * Tests that visit and read run on the worker's shared page (`sharedPage` of support/test.ts: no cookies, storage or routes
 * left from the test before; a route set here disables its cache, so a blocked chunk is blocked); a page without
 * JavaScript is a context of its own, and the stylesheet count a fresh page.
 */

const phone = { width: 375, height: 740 };

/** A page whose chunks never arrive: JavaScript runs (the <head> script too), React never does. */
async function blockChunks(page: Page) {
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
}

async function blockStylesheets(page: Page) {
  await page.route(/\.css$/, (route) => route.abort());
}

async function withoutJavaScript(browser: Browser, options: BrowserContextOptions, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Chromium's own accessibility tree: the role and expanded state a screen reader gets for a node. */
async function accessibleState(page: Page, locator: Locator) {
  const cdp = await page.context().newCDPSession(page);
  await locator.evaluate((element) => element.setAttribute('data-ax-probe', ''));
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await locator.evaluate((element) => element.removeAttribute('data-ax-probe'));
  await cdp.detach();
  const node = nodes[0]!;
  const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  return { role: node.role?.value as string, expanded };
}


/**
 * On Home, with the phone menu open, every route has a link a visitor can see (header, page or footer); the library's
 * generated pages (keys with a slash) are reached from its hub, which the footer links to.
 */
async function expectEveryRouteReachable(page: Page) {
  const visibleHrefs = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.filter((link) => link.getClientRects().length > 0).map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  for (const [key, route] of routeEntries) if (!key.includes('/')) expect(visibleHrefs, route.path).toContain(route.path);
}

test.describe('mobile navigation', () => {
  test('without JavaScript the menu opens, shows every top-bar entry, and its links navigate', async ({ browser }) => {
    await withoutJavaScript(browser, { viewport: phone }, async (page) => {
      await page.goto('/');
      const toggle = menuToggle(page);
      await expect(page.getByRole('banner').getByRole('link', { name: headerNav[2]!.label, exact: true })).toBeHidden();
      await toggle.click();
      await expect(page.getByRole('banner').getByRole('link', { name: headerNav[2]!.label, exact: true })).toBeVisible();
      await expectEveryRouteReachable(page);
      await page.getByRole('banner').getByRole('link', { name: headerNav[2]!.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${headerNav[2]!.href}$`));
    });
  });

  test('when chunks never arrive the menu still opens and closes, and Chromium reports its state', async ({ sharedPage: page }) => {
    await page.setViewportSize(phone);
    await blockChunks(page);
    await page.goto('/');
    const toggle = menuToggle(page);
    expect(await accessibleState(page, toggle)).toEqual({ role: 'DisclosureTriangle', expanded: false });
    await toggle.click();
    for (const item of headerNav) {
      await expect(page.getByRole('banner').getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
    expect(await accessibleState(page, toggle)).toEqual({ role: 'DisclosureTriangle', expanded: true });
    await expectEveryRouteReachable(page);
    await toggle.click();
    await expect(page.getByRole('banner').getByRole('link', { name: headerNav[1]!.label, exact: true })).toBeHidden();
    expect(await accessibleState(page, toggle)).toEqual({ role: 'DisclosureTriangle', expanded: false });
  });

  test('after hydration aria-expanded and Chromium’s tree agree, also for a menu opened before hydration', async ({ sharedPage: page }) => {
    await page.setViewportSize(phone);
    await page.goto('/pricing');
    await waitForHydration(page);
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await accessibleState(page, toggle)).toEqual({ role: 'DisclosureTriangle', expanded: true });

    // Opened natively (as a click before hydration does), the attribute follows once React runs.
    await page.evaluate(() => document.querySelector('header details')!.removeAttribute('open'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => document.querySelector('header details')!.setAttribute('open', ''));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('contact form', () => {
  const notice = (page: Page) => page.getByText(contactForm.noScript);
  const mailLink = (page: Page) => page.getByRole('main').getByRole('link', { name: config.contactEmail }).last();

  test('without JavaScript a notice with the e-mail address replaces the Send Message button', async ({ browser }) => {
    await withoutJavaScript(browser, {}, async (page) => {
      await page.goto(routes.contact.path);
      // At the load event, long before --script-grace could end: the page knows it runs no script.
      expect(await notice(page).isVisible(), 'shown at load').toBe(true);
      await expect(notice(page).getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', config.links.mail);
      await expect(page.getByRole('button', { name: contactForm.submit })).toBeHidden();
    });
  });

  test('when chunks never arrive the notice replaces the button after the grace period', async ({ sharedPage: page }) => {
    await blockChunks(page);
    await page.goto(routes.contact.path);
    await finishAnimations(page);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('button', { name: contactForm.submit })).toBeHidden();
    await expect(mailLink(page)).toHaveAttribute('href', config.links.mail);
  });

  test('with JavaScript the button stays and the notice never shows', async ({ sharedPage: page }) => {
    await page.goto(routes.contact.path);
    await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
    await expect(page.getByRole('button', { name: contactForm.submit })).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });
});

test.describe('demo list', () => {
  const notice = (page: Page) => page.getByText(demoGrid.noScript);

  test('without JavaScript the loading text gives way to a notice and a link', async ({ browser }) => {
    await withoutJavaScript(browser, {}, async (page) => {
      await page.goto(routes.demo.path);
      // At the load event, long before --script-grace could end.
      expect(await notice(page).isVisible(), 'shown at load').toBe(true);
      expect(await page.getByText(demoGrid.loading).isHidden(), 'hidden at load').toBe(true);
      const link = page.getByRole('link', { name: demoGrid.noScriptLink });
      await expect(link).toHaveAttribute('href', routes.contact.path);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${routes.contact.path}$`));
    });
  });

  test('when chunks never arrive the loading text ends with the notice after the grace period', async ({ sharedPage: page }) => {
    await blockChunks(page);
    await page.goto(routes.demo.path);
    await expect(page.getByText(demoGrid.loading)).toBeVisible();
    await finishAnimations(page);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText(demoGrid.loading)).toBeHidden();
    await expect(page.getByRole('link', { name: demoGrid.noScriptLink })).toBeVisible();
  });

  for (const path of [routes.demo.path, routes.home.path]) {
    test(`with JavaScript on ${path}, a list slower than the grace period keeps the loading state, not the notice`, async ({ sharedPage: page }) => {
      // Held until the test ends: the list is still loading when the grace period is over.
      await page.route(isDemoListUrl, () => undefined);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByText(demoGrid.loading)).toBeVisible();
      // The grace period is a CSS animation's delay (8 s): the page as it is 8 s later.
      await finishAnimations(page);
      await expect(page.getByText(demoGrid.loading)).toBeVisible();
      await expect(notice(page)).toBeHidden();
    });
  }

  test('with JavaScript the notice is not in the page once React runs', async ({ sharedPage: page }) => {
    await page.goto(routes.demo.path);
    await expectDemoListSettled(page);
    await expect(notice(page)).toHaveCount(0);
  });
});

test.describe('cookie banner without its stylesheet', () => {
  const banner = (page: Page) => page.getByRole('region', { name: cookieBanner.label });

  test('without JavaScript no undismissable banner shows', async ({ browser }) => {
    await withoutJavaScript(browser, {}, async (page) => {
      await blockStylesheets(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(cookieBanner.text)).toBeHidden();
    });
  });

  test('when chunks never arrive either, no undismissable banner shows', async ({ sharedPage: page }) => {
    await blockStylesheets(page);
    await blockChunks(page);
    await page.goto('/features');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(cookieBanner.text)).toBeHidden();
  });

  test('once React runs the banner shows and I Understand hides it', async ({ sharedPage: page }) => {
    await blockStylesheets(page);
    await page.goto('/features');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: cookieBanner.button }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText(cookieBanner.text)).toBeHidden();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([config.consentCookieName]);
  });
});

test.describe('the banner never covers the footer', () => {
  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    for (const path of [routes.home.path, routes.privacy.path, routes.contact.path]) {
      test(`${path} at ${viewport.width}px: scrolled to the end, the footer's last line is above the banner`, async ({ sharedPage: page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const bar = page.getByRole('region', { name: cookieBanner.label });
        await expect(bar).toBeVisible();
        // At the top of a long page the banner is already at the bottom of the viewport.
        const atTop = (await bar.boundingBox())!;
        expect(atTop.y + atTop.height).toBeLessThanOrEqual(viewport.height);
        expect(atTop.y + atTop.height).toBeGreaterThan(viewport.height - 40);

        const lastLine = page.getByRole('contentinfo').locator('p').last();
        await expect(async () => {
          // Scrolled again on each try, at once: the page may still grow (the demo list) after the first.
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
          const line = (await lastLine.boundingBox())!;
          const box = (await bar.boundingBox())!;
          expect(line.y + line.height).toBeLessThanOrEqual(box.y);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        }).toPass();
      });
    }
  }
});

// A fresh page: a stylesheet the shared page already holds comes from its memory cache, with no request event.
test('legal pages fetch only stylesheets they apply, and use every one of them', async ({ page }) => {
  for (const route of [routes.privacy, routes.terms, routes.cookies]) {
    const fetched: string[] = [];
    const onRequest = (request: { url: () => string; resourceType: () => string }) => {
      if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) fetched.push(request.url());
    };
    page.on('request', onRequest);
    await page.coverage.startCSSCoverage();
    await page.goto(route.path);
    await waitForHydration(page);
    const coverage = await page.coverage.stopCSSCoverage();
    page.off('request', onRequest);

    const applied = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href).filter(Boolean));
    expect(fetched.length, route.path).toBeGreaterThan(0);
    expect([...new Set(fetched)].sort(), `${route.path}: every stylesheet fetched is applied`).toEqual([...new Set(applied)].sort());
    for (const href of applied) {
      const used = coverage.find((entry) => entry.url === href)?.ranges.length ?? 0;
      expect(used, `${route.path}: ${href} has rules in use`).toBeGreaterThan(0);
    }
  }
});

test('without JavaScript the library’s competency pages are plain links to pre-rendered pages, and back', async ({ browser }) => {
  await withoutJavaScript(browser, {}, async (page) => {
    await page.goto(routes.questions.path);
    // On the hub, under the roles: a link to each competency's page, none of them current.
    const byCompetency = page.getByRole('navigation', { name: libraryHub.byCompetency.navLabel });
    await expect(byCompetency.getByRole('link')).toHaveCount(competencies.length);
    await expect(byCompetency.locator('[aria-current]')).toHaveCount(0);
    const competency = competencies[1]!;
    await byCompetency.getByRole('link', { name: competency.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes[competencyKey(competency.id)]!.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(competencyPageCopy.title(competency));
    const after = page.getByRole('navigation', { name: libraryHub.filterLabel });
    await expect(after.getByRole('link', { name: competency.label, exact: true })).toHaveAttribute('aria-current', 'page');
    await after.getByRole('link', { name: libraryHub.allLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.questions.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(libraryHub.heading);
  });
});
