import { expect, test } from './support/test';
import { expectCta, expectHeadingOutline } from './support/page-checks';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import {
  callbackSection,
  callbackSteps,
  featureSpotlights,
  featureStats,
  featuresCta,
  featuresPage,
} from '../content/features';

test.describe('/features', () => {
  test('shows its h1, every feature, the 70% claim, the callback steps and the trial and demo CTA', async ({ sharedPage: page }) => {
    await page.goto(routes.features.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresPage.heading);
    await expect(page.getByText(featuresPage.lead)).toBeVisible();
    expect(featuresPage.lead).toContain('70%');

    const stats = page.getByRole('list').filter({ hasText: featureStats[0]!.label });
    await expect(stats.getByRole('listitem')).toHaveCount(featureStats.length);
    for (const stat of featureStats) await expect(stats.getByText(stat.label)).toBeVisible();

    for (const feature of featureSpotlights) {
      const section = page.getByRole('region', { name: feature.heading });
      await expect(section.getByRole('heading', { level: 2, name: feature.heading })).toBeVisible();
      await expect(section).toHaveAttribute('id', feature.id);
      await expect(section.getByText(feature.body)).toBeVisible();
      for (const point of feature.points) await expect(section.getByRole('listitem').filter({ hasText: point })).toBeVisible();
    }

    const callbacks = page.getByRole('region', { name: callbackSection.heading });
    for (const step of callbackSteps) {
      await expect(callbacks.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
    }

    await expectCta(page, featuresCta);
    expect(featuresCta.actions[0]?.href).toBe(config.links.trial);
    expect(featuresCta.actions[1]?.href).toBe(routes.demo.path);
    await expectHeadingOutline(page);
  });
});

// No sideways scroll at 320 px and axe with every answer open, in both themes: every-page.spec.ts.
