import { expect, test } from './support/test';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import { copyrightLine, footerColumns, skipLinkLabel } from '../content/site';
import { waitForHydration } from './support/hydration';

// Each route's title, h1, main, header links and footer lines: every-page.spec.ts, in its one visit per route.

test('the footer columns link exactly where the requirements say', async ({ sharedPage: page }) => {
  expect(copyrightLine).toContain('2025');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const column of footerColumns) {
    const nav = footer.getByRole('navigation', { name: column.heading });
    await expect(nav.getByRole('heading', { name: column.heading })).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(column.links.length);
    for (const [index, link] of column.links.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', link.href);
      await expect(links.nth(index)).toContainText(link.label);
    }
  }
  // The expected hosts themselves, not just the data the footer renders.
  await expect(footer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `${config.appUrl}/signup`);
  await expect(footer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `${config.appUrl}/signin`);
  const channel = footer.getByRole('link', { name: /Video Channel/ });
  await expect(channel).toHaveAttribute('href', config.videoChannelUrl);
  await expect(channel).toHaveAttribute('target', '_blank');
  await expect(channel).toHaveAttribute('rel', 'noopener noreferrer');
  for (const label of ['Job Candidates', 'Students', 'Video Auditions', 'Crew Members', 'Content Creators']) {
    await expect(footer.getByRole('navigation', { name: 'Evaluate' }).getByRole('link', { name: label })).toHaveAttribute(
      'href',
      '/usecases',
    );
  }
});

test('every internal top-bar and footer link answers 200', async ({ sharedPage: page, request }) => {
  await page.goto('/');
  const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  );
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of new Set(hrefs)) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('the skip link is the first stop and moves focus to the main content', async ({ sharedPage: page }) => {
  await page.goto('/features');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: skipLinkLabel });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a page entered from a scrolled page starts at the top', async ({ sharedPage: page }) => {
  await page.goto('/privacy');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page).toHaveTitle('Terms of Use');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page reached by a link starts at the top at once: no smooth scroll across a route change', async ({ sharedPage: page }) => {
  // No reduced-motion preference here, so the stylesheet's smooth scrolling is on for in-page links.
  await page.goto('/privacy');
  await waitForHydration(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Every position the window scrolls through, as the page reports it (a smooth scroll reports many on its way up),
  // kept across the client-side navigation (the window stays the same).
  await page.evaluate(() => {
    const positions: [string, number][] = [];
    (window as unknown as { scrollPositions: typeof positions }).scrollPositions = positions;
    window.addEventListener('scroll', () => positions.push([location.pathname, Math.round(window.scrollY)]));
  });
  const termsLink = footerColumns.flatMap((column) => column.links).find((link) => link.href === routes.terms.path)!;
  await page.getByRole('contentinfo').getByRole('link', { name: termsLink.label }).click();
  await expect(page).toHaveTitle(routes.terms.title);
  const onNewPage = async () =>
    (await page.evaluate(() => (window as unknown as { scrollPositions: [string, number][] }).scrollPositions))
      .filter(([path]) => path === routes.terms.path)
      .map(([, y]) => y);
  // Until the new page reports the top (a smooth scroll would report its way there first) …
  await expect.poll(async () => (await onNewPage()).at(-1)).toBe(0);
  // … it reported the top alone: the window went there in one step.
  expect((await onNewPage()).filter((y) => y !== 0)).toEqual([]);
});
