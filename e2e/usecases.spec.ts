import { expect, test } from './support/test';
import { expectCta, expectHeadingOutline } from './support/page-checks';
import { config } from '../lib/config';
import { routes } from '../content/routes';
import { audienceSection, audiences, useCaseSection, useCases, useCasesCta, useCasesPage } from '../content/usecases';

test.describe('/usecases', () => {
  test('shows its h1, the three audiences, the six anchored use cases with scenarios and the trial CTA', async ({
    page,
  }) => {
    await page.goto(routes.usecases.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(useCasesPage.heading);

    const audienceRegion = page.getByRole('region', { name: audienceSection.heading });
    expect(audiences).toHaveLength(3);
    for (const audience of audiences) {
      await expect(audienceRegion.getByRole('heading', { level: 3, name: audience.title })).toBeVisible();
      await expect(audienceRegion.getByText(audience.text)).toBeVisible();
    }

    const useCaseRegion = page.getByRole('region', { name: useCaseSection.heading });
    await expect(useCaseRegion.getByRole('heading', { level: 2, name: useCaseSection.heading })).toBeVisible();
    expect(useCases).toHaveLength(6);
    expect(new Set(useCases.map((useCase) => useCase.id)).size).toBe(useCases.length);
    for (const useCase of useCases) {
      expect(useCase.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const card = useCaseRegion.getByRole('article', { name: useCase.title });
      await expect(card).toHaveAttribute('id', useCase.id);
      await expect(card.getByRole('heading', { level: 3, name: useCase.title })).toBeVisible();
      await expect(card.getByText(useCase.scenario)).toBeVisible();
    }

    await expectCta(page, useCasesCta);
    expect(useCasesCta.actions[0]?.href).toBe(config.links.trial);
    await expectHeadingOutline(page);
  });

  test('a jump link lands on the use case it names', async ({ sharedPage: page }) => {
    await page.goto(routes.usecases.path);
    const last = useCases[useCases.length - 1]!;
    await expect(page.getByRole('article', { name: last.title })).not.toBeInViewport();
    await page.getByRole('navigation', { name: useCaseSection.navLabel }).getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.getByRole('article', { name: last.title })).toBeInViewport();
  });

  test('a deep link from another page opens at its use case', async ({ sharedPage: page }) => {
    const useCase = useCases[3]!;
    await page.goto(`${routes.usecases.path}#${useCase.id}`);
    await expect(page.getByRole('heading', { level: 3, name: useCase.title })).toBeInViewport();
  });
});

// No sideways scroll at 320 px and axe with every answer open, in both themes: every-page.spec.ts.
