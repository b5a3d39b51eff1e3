import { expect, test } from './support/test';
import { config } from '../lib/config';
import { callbackMeetings, closingCta, homeFaq, homeFeatures, homeHero, homePricing, howItWorks, jobBoard, typedHero } from '../content/home';
import { homeFaqItems } from '../content/faq';
import { plans } from '../content/pricing';
import { routes } from '../content/routes';
import { expectDemoListSettled } from './support/deployment';

test('Home carries its nine required sections in order, word for word', async ({ page }) => {
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
