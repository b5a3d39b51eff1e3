import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { routes } from '../content/routes';
import { footerColumns, footerLegalLabel, footerLegalLinks } from '../content/site';
import { disclosureSectionId, securityTxtLink, securityTxtPath, trustPage } from '../content/trust';
import { config } from '../lib/config';

/** The page's text, content/legal/trust.mdx, read as its writer wrote it. */
const mdx = readFileSync(new URL('../content/legal/trust.mdx', import.meta.url), 'utf8');
const subheadings = [...mdx.matchAll(/^### (.+)$/gm)].map(([, heading]) => heading!);
/** The list items of one `## … {#id}` section of the MDX. */
const listItemsOf = (id: string) => mdx.split(/^## /m).find((section) => section.includes(`{#${id}}`))!.match(/^- /gm) ?? [];

/**
 * The page as it was when its text lived in content/trust.ts as typed blocks: every id, href and line of <main>
 * (product name and e-mail as placeholders, so a deployment with other settings compares too). Moving the text
 * to MDX changed none of them; a later edit of the text updates this file on purpose.
 */
const before = JSON.parse(readFileSync(new URL('../tests/fixtures/trust-page.json', import.meta.url), 'utf8')) as {
  ids: string[];
  hrefs: string[];
  text: string[];
};

test.describe('/trust', () => {
  test('its headings: the title, one h2 per section in order, the contents list linking to each', async ({ sharedPage: page }) => {
    await page.goto(routes.trust.path);
    await expect(page).toHaveTitle('Trust');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trustPage.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Contents', ...trustPage.sections.map((section) => section.heading)]);
    expect(subheadings).toHaveLength(4);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(subheadings);
    // What the page must cover, each as a section of its own.
    expect(trustPage.sections.map((section) => section.id)).toEqual([
      'how-we-use-ai',
      'candidate-rights',
      'data-location',
      'security-practices',
      'not-yet-certified',
      'accessibility',
      disclosureSectionId,
    ]);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    for (const section of trustPage.sections) {
      await expect(contents.getByRole('link', { name: section.heading })).toHaveAttribute('href', `#${section.id}`);
    }
  });

  test('how the AI is used: it writes questions; people decide, nobody is rejected automatically', async ({ sharedPage: page }) => {
    await page.goto(routes.trust.path);
    const section = page.getByRole('region', { name: 'How the AI Is Used' });
    await expect(section).toContainText('draft interview questions');
    await expect(section).toContainText('No candidate is rejected automatically');
    await expect(section).toContainText('decided by the evaluator');
    for (const law of ['Local Law 144', 'Illinois Artificial Intelligence Video Interview Act', 'EU AI Act']) await expect(section).toContainText(law);
    // The honest list: every item of the MDX shown, none of them a claim of certification.
    const list = page.getByRole('region', { name: 'Not Yet Certified' }).getByRole('listitem');
    expect(listItemsOf('not-yet-certified')).toHaveLength(7);
    await expect(list).toHaveCount(listItemsOf('not-yet-certified').length);
    await expect(list.first()).toContainText('SOC 2');
  });

  test('its links: privacy sections, terms, contact, the e-mail and security.txt', async ({ sharedPage: page, request }) => {
    await page.goto(routes.trust.path);
    const body = page.getByRole('main');
    const hrefs = await body.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const id of ['gdpr-rights', 'ccpa', 'retention-of-data', 'transfer-of-data', 'service-providers', 'security-of-data']) {
      expect(hrefs).toContain(`${routes.privacy.path}#${id}`);
    }
    expect(hrefs).toContain(routes.terms.path);
    expect(hrefs).toContain(routes.contact.path);
    expect(hrefs).toContain(config.links.mail);
    // Each privacy anchor is a section of the privacy page.
    await page.goto(routes.privacy.path);
    for (const href of hrefs.filter((href) => href.startsWith(`${routes.privacy.path}#`))) {
      await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toHaveCount(1);
    }

    // security.txt is a file, so a plain link: it opens as text, not through the page router.
    await page.goto(routes.trust.path);
    const link = page.getByRole('region', { name: 'Reporting a Vulnerability' }).getByRole('link', { name: securityTxtLink.text });
    await expect(link).toHaveAttribute('href', securityTxtPath);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${securityTxtPath.replaceAll('.', '\\.')}$`));
    await expect(page.locator('body')).toContainText(`Contact: mailto:${config.contactEmail}`);
    expect((await request.get(securityTxtPath)).status()).toBe(200);
  });

  test('its text moved to MDX unchanged: the same ids, hrefs and words in the same order', async ({ sharedPage: page }) => {
    await page.goto(routes.trust.path);
    const now = await page.getByRole('main').evaluate((main) => {
      const words = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
      return {
        ids: [...main.querySelectorAll('[id]')].map((element) => element.id),
        hrefs: [...main.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!),
        text: [...main.querySelectorAll('h1, h2, h3, p, li')].map((element) => `${element.tagName.toLowerCase()}: ${words(element)}`),
      };
    });
    const placeholders = (value: string) => value.replaceAll(config.contactEmail, '{email}').replaceAll(config.productName, '{product}');
    expect({ ids: now.ids, hrefs: now.hrefs.map(placeholders), text: now.text.map(placeholders) }).toEqual(before);
    // Every section other pages link to (security.txt's Policy among them) is still there.
    for (const section of trustPage.sections) expect(now.ids).toContain(section.id);
  });

  test('linked from the footer: the About column and the legal row', async ({ sharedPage: page }) => {
    const about = footerColumns.find((column) => column.links.some((link) => link.href === routes.trust.path))!;
    const aboutLink = about.links.find((link) => link.href === routes.trust.path)!;
    const legalLink = footerLegalLinks.find((link) => link.href === routes.trust.path);
    expect(legalLink).toBeDefined();
    for (const path of [routes.home.path, routes.pricing.path]) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: about.heading }).getByRole('link', { name: aboutLink.label, exact: true })).toHaveAttribute('href', routes.trust.path);
      await expect(footer.getByRole('navigation', { name: footerLegalLabel }).getByRole('link', { name: legalLink!.label, exact: true })).toHaveAttribute('href', routes.trust.path);
    }
  });
});

test.describe(securityTxtPath, () => {
  test('served as text/plain with Contact, Expires and the other RFC 9116 fields', async ({ request, page }) => {
    const response = await request.get(securityTxtPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain(;|$)/);
    const text = await response.text();
    const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1];
    expect(field('Contact')).toBe(`mailto:${config.contactEmail}`);
    const expires = Date.parse(field('Expires') ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThanOrEqual(366 * 24 * 60 * 60 * 1000);
    expect(field('Preferred-Languages')).toBe('en');
    expect(field('Canonical')).toBe(`${config.siteUrl}${securityTxtPath}`);
    const policy = new URL(field('Policy')!);
    expect(`${policy.origin}${policy.pathname}`).toBe(`${config.siteUrl}${routes.trust.path}`);
    // The Policy's fragment is the disclosure section of /trust as served.
    await page.goto(routes.trust.path);
    await expect(page.locator(policy.hash)).toHaveCount(1);
    await expect(page.locator(`${policy.hash} h2`)).toHaveText('Reporting a Vulnerability');
  });
});
