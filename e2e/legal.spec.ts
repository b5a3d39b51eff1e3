import { expect, test } from './support/test';
import { config } from '../lib/config';
import { cookiesPolicy, privacyPolicy, termsOfUse } from '../content/legal/documents';
import { routes } from '../content/routes';

const documents = [
  [routes.privacy, privacyPolicy],
  [routes.terms, termsOfUse],
  [routes.cookies, cookiesPolicy],
] as const;

for (const [route, document] of documents) {
  test(`${route.path}: title, 'Last Updated Jan 10, 2024', and a table of contents whose anchors all land`, async ({ sharedPage: page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
    await expect(page.getByText('Last Updated Jan 10, 2024', { exact: true })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(document.sections.length);
    for (const section of document.sections) {
      await expect(toc.getByRole('link', { name: section.heading, exact: true })).toHaveAttribute('href', `#${section.id}`);
      await expect(page.locator(`[id="${section.id}"]`).getByRole('heading', { level: 2 })).toHaveText(section.heading);
    }
    const last = document.sections.at(-1)!;
    await toc.getByRole('link', { name: last.heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`[id="${last.id}"]`).getByRole('heading')).toBeInViewport();
  });
}

test('the privacy policy covers every required topic, with its constants', async ({ sharedPage: page }) => {
  await page.goto(routes.privacy.path);
  const body = page.getByRole('main');
  for (const topic of [/retention/i, /transfer of data/i, /disclosure/i, /security/i, /GDPR/, /CalOPPA/, /CCPA/, /service providers/i, /analytics/i, /remarketing/i, /payment/i, /links to other sites/i, /children/i, /changes to this privacy policy/i, /contact us/i]) {
    await expect(body.getByRole('heading', { name: topic }).first()).toBeVisible();
  }
  const text = (await body.textContent()) ?? '';
  expect(text).toMatch(/transfer[^.]*United States|United States[^.]*transfer/i);
  expect(text).toContain('18');
  expect(text).toMatch(/two times/i);
  expect(text).toMatch(/12 months|twelve months/i);
  expect(text).toContain('01/01/2020');
  expect(text).toMatch(/do not track/i);
  expect(text).toMatch(/do not store|never store|not store/i);
  await expect(body.getByRole('link', { name: config.contactEmail }).first()).toHaveAttribute('href', `mailto:${config.contactEmail}`);
});

test('the cookies policy names the consent cookie, 150 days, SameSite Lax and no analytics cookies', async ({ sharedPage: page }) => {
  await page.goto(routes.cookies.path);
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text).toContain(config.consentCookieName);
  expect(text).toContain('150 days');
  expect(text).toContain('Lax');
  expect(text).toMatch(/no analytics/i);
});
