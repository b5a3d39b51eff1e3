import { expect, test } from './support/test';
import { config } from '../lib/config';
import { callbackMeetings, closingCta, homeDemos, homeFaq, homeFeatures, homeHero, homePricing, howItWorks, jobBoard, typedHero } from '../content/home';
import { homeFaqItems } from '../content/faq';
import { plans } from '../content/pricing';
import { routes } from '../content/routes';
import { expectDemoListSettled } from './support/deployment';
import { waitForHydration } from './support/hydration';

test('Home carries its nine required sections in order, word for word', async ({ sharedPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(config.productName);

  // 1. Hero.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evaluate Candidates With AI Powered Interviews');
  expect(typedHero.phrases).toEqual(['Job Candidates', 'Sales Associates', 'Support Specialists', 'Actors & Performers', 'Coaches & Tutors', 'Content Creators']);
  await expect(page.getByRole('link', { name: 'Demo Interviews', exact: true })).toHaveAttribute('href', '/demo');
  await expect(page.getByRole('link', { name: 'Sign Up For Free', exact: true })).toHaveAttribute('href', `${config.appUrl}/signup`);
  await expect(page.getByText('No credit card required').first()).toBeVisible();

  // 2. How It Works: the flow illustration and the 70% claim.
  // The section is named in the requirements: its heading says so, word for word.
  await expect(page.getByRole('heading', { level: 2, name: 'How It Works', exact: true })).toBeVisible();
  const how = page.getByRole('region', { name: howItWorks.heading });
  await expect(how.getByText(howItWorks.eyebrow)).toBeVisible();
  await expect(how.getByRole('img', { name: howItWorks.flowTitle })).toBeVisible();
  await expect(how).toContainText('70%');

  // 3. The demo grid (against a deployment, its gateway's list may also end in the polite failure notice).
  await expectDemoListSettled(page);

  // 4. Six feature cards with the required titles.
  const features = page.getByRole('region', { name: homeFeatures.heading });
  const titles = ['Create a Job', 'Publish to the Job Board', 'AI Interviews', 'Review Interview Videos', 'Schedule Callback Meetings', 'Meet the Right Candidates'];
  expect(homeFeatures.cards.map((card) => card.title)).toEqual(titles);
  for (const title of titles) await expect(features.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();

  // 5. Callback meetings in three steps; 6. the job board in three steps.
  for (const section of [callbackMeetings, jobBoard]) {
    const region = page.getByRole('region', { name: section.heading });
    await expect(region.getByRole('listitem')).toHaveCount(3);
    for (const step of section.steps) await expect(region.getByRole('heading', { name: step.title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: jobBoard.heading })).toContainText('removed from the board');

  // 7. Pricing summary from the plan data.
  const pricing = page.getByRole('region', { name: homePricing.heading });
  for (const plan of plans) {
    await expect(pricing.getByRole('heading', { name: plan.name, exact: true })).toBeVisible();
    await expect(pricing).toContainText(plan.priceLabel);
    await expect(pricing).toContainText(plan.interviewsLabel);
  }
  await expect(pricing.getByRole('link', { name: homePricing.allLabel })).toHaveAttribute('href', routes.pricing.path);

  // 8. FAQ accordion of four items, closed until opened.
  const faq = page.getByRole('region', { name: homeFaq.heading });
  await expect(faq.locator('details')).toHaveCount(4);
  expect(homeFaqItems).toHaveLength(4);
  const first = faq.locator('details').first();
  await expect(first.locator('summary')).toContainText(homeFaqItems[0]!.question);
  await expect(first).not.toHaveAttribute('open', '');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');

  // 9. Closing call to action.
  const closing = page.getByRole('region', { name: closingCta.heading });
  await expect(closing.getByRole('link', { name: closingCta.primary.label })).toHaveAttribute('href', `${config.appUrl}/signup?plan=trial`);

  // Order: each section starts below the one before it.
  const order = [homeHero.heading, howItWorks.heading, homeFeatures.heading, callbackMeetings.heading, jobBoard.heading, homePricing.heading, homeFaq.heading, closingCta.heading];
  const tops: number[] = [];
  for (const heading of order) tops.push((await page.getByRole('heading', { name: heading, exact: true }).boundingBox())!.y);
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
});

/**
 * Scrolling Home from the top to the end, with the demo list arriving on the way and the hero's window filling in,
 * must move nothing the visitor sees: every layout-shift entry Chromium reports adds up to 0. A fresh page (its
 * observer is an init script of its own); the other tests visit on the worker's shared page (`sharedPage` of support/test.ts).
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height}, scrolling Home from top to bottom shifts nothing (CLS 0)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      // Each source with where it was and where it went (viewport px, rounded), and the scroll position then: a
      // shift seen once on a loaded machine must say what moved and by how much.
      const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: entry.sources.map(
              (source) =>
                `${(source.node as Element | undefined)?.outerHTML.slice(0, 80) ?? ''} from ${box(source.previousRect)} to ${box(source.currentRect)} at scrollY ${Math.round(scrollY)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(routes.home.path);
    await waitForHydration(page);
    // One screen at a time, each step drawn (two frames) before the next, until the end of the page stays in view.
    for (let step = 0; step < 60; step += 1) {
      const atEnd = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)),
            );
          }),
      );
      if (atEnd) break;
    }
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(page.getByTestId('demo-card')).toHaveCount(homeDemos.limit);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
    expect(shifts).toEqual([]);
  });
}

test('a link to a band below the first screen lands on it, though the bands between were never drawn', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(routes.home.path);
  await waitForHydration(page);
  // A same-document jump scrolls smoothly (the root's scroll-behavior): poll until it settles on the heading.
  await page.evaluate(() => {
    location.hash = '#pricing';
  });
  const heading = page.getByRole('heading', { level: 2, name: homePricing.heading, exact: true });
  await expect(heading).toBeInViewport({ ratio: 1 });
  // From another page too: the browser scrolls to it on load.
  await page.goto(routes.features.path);
  await page.goto(`${routes.home.path}#faq`);
  await expect(page.getByRole('heading', { level: 2, name: homeFaq.heading, exact: true })).toBeInViewport({ ratio: 1 });
});
