import { expect, test } from './support/test';
import { expectHeadingOutline } from './support/page-checks';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import { companyPage } from '../content/company';

const trialSignUp = `${config.appUrl}/signup?plan=trial`;

test.describe('/company', () => {
  test('shows the story, the process, the four feature cards and a closing call to action', async ({ sharedPage: page }) => {
    await page.goto(routes.company.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyPage.heading);

    const story = page.getByRole('region', { name: companyPage.storyHeading });
    await expect(story.getByRole('heading', { level: 2 })).toHaveText(companyPage.storyHeading);
    expect(companyPage.story.length).toBeGreaterThanOrEqual(2);
    expect(companyPage.story.length).toBeLessThanOrEqual(3);
    for (const paragraph of companyPage.story) await expect(story.getByText(paragraph)).toBeVisible();
    await expect(story).toContainText('New Jersey, United States');

    const how = page.getByRole('region', { name: companyPage.howHeading });
    await expect(how.getByRole('heading', { level: 2 })).toHaveText(companyPage.howHeading);
    await expect(how.getByRole('listitem')).toHaveCount(companyPage.steps.length);
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(companyPage.steps.map((step) => step.title));

    const features = page.getByRole('region', { name: companyPage.featuresHeading });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(companyPage.features.map((feature) => feature.title));
  });

  test("every 'Sign up for Free' button opens the trial sign-up, one near the top and one at the end", async ({ sharedPage: page }) => {
    await page.goto(routes.company.path);
    const buttons = page.getByRole('main').getByRole('link', { name: companyPage.ctaLabel, exact: true });
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < count; index += 1) {
      await expect(buttons.nth(index)).toHaveAttribute('href', trialSignUp);
      await expect(buttons.nth(index)).toHaveAttribute('href', config.links.trial);
    }
    const storyTop = (await page.getByRole('heading', { name: companyPage.storyHeading }).boundingBox())!.y;
    const featuresTop = (await page.getByRole('heading', { name: companyPage.featuresHeading }).boundingBox())!.y;
    expect((await buttons.first().boundingBox())!.y).toBeLessThan(storyTop);
    expect((await buttons.last().boundingBox())!.y).toBeGreaterThan(featuresTop);
  });
});

test('the heading outline has one h1 and skips no level', async ({ sharedPage: page }) => {
  await page.goto(routes.company.path);
  await expectHeadingOutline(page);
});

test('the required constants are on the page, word for word', async ({ sharedPage: page }) => {
  await page.goto('/company');
  const company = page.getByRole('main');
  await expect(company.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const heading of ['The Story Behind Our Platform', 'How AI Video Interview Works?']) {
    await expect(company.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  for (const title of ['Global Talent', 'AI-Powered Questions', 'Job Board', 'Callback Meetings']) {
    await expect(company.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  const signUp = company.getByRole('link', { name: 'Sign up for Free', exact: true });
  expect(await signUp.count()).toBeGreaterThanOrEqual(2);
  for (const link of await signUp.all()) await expect(link).toHaveAttribute('href', `${config.appUrl}/signup?plan=trial`);
});

// No sideways scroll at 320 px and axe, in both themes: every-page.spec.ts.
