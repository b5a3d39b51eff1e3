import { expect, test, type Locator, type Page } from './support/test';
import { contactForm, contactPage } from '../content/contact';
import { cookieBannerText } from '../content/cookieBanner';
import { demoGrid } from '../content/demo';
import { demoInterviews } from '../content/demo-interviews';
import { typedHero } from '../content/home';
import { plans } from '../content/pricing';
import { practicePage, practiceStudio } from '../content/practice';
import { routes } from '../content/routes';
import { localOnly, skipWhenDeployed } from './support/deployment';
import { CORS, fulfillJson, isDemoListUrl } from './support/routes';

/**
 * What a screenshot alone would not hold: posters from the data, prices above the fold and the notice, centring. Each
 * test visits on the worker's shared page (`sharedPage` of support/test.ts: a first visit, 1280×800, its theme), but the typed
 * words' test, whose page clock is its own.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;
const banner = (page: Page) => page.getByRole('region', { name: cookieBannerText.label });

test('each demo poster shows its own interview: role, opening prompt and an answer timer from the demo data', async ({ sharedPage: page }) => {
  skipWhenDeployed(localOnly.sampleData);
  await page.goto(routes.demo.path);
  const cards = page.getByTestId('demo-card');
  await expect(cards).toHaveCount(demoInterviews.length);
  const posters: string[] = [];
  for (const [index, demo] of demoInterviews.entries()) {
    const card = cards.nth(index);
    const poster = card.locator('[aria-hidden="true"]').first();
    // Role: the name; prompt: the description up to its first , : ; or . (hyphens non-breaking); timer: a second a word.
    const prompt = demo.shortDescription.split(/[,.:;]/)[0]!.replace(/-/g, '\u2011');
    const words = demo.shortDescription.split(' ').length;
    const timer = `${Math.floor(words / 60)}:${String(words % 60).padStart(2, '0')}`;
    // The stylesheet draws them from data-text, so they are painted, not part of the card's text.
    const drawn = await poster.evaluate((element) =>
      [...element.querySelectorAll('[data-text]')].map((part) => {
        const painted = [getComputedStyle(part, '::before').content, getComputedStyle(part, '::after').content].find((value) => value !== 'none' && value !== '""');
        return { text: part.getAttribute('data-text'), painted };
      }),
    );
    expect(drawn.map((part) => part.text)).toEqual([timer, demo.name, prompt]);
    for (const part of drawn) expect(part.painted).toBe(JSON.stringify(part.text));
    // The heading still names the interview once, as the only text of that name in the card.
    await expect(card.getByText(demo.name, { exact: true })).toHaveCount(1);
    posters.push(JSON.stringify(drawn));
  }
  // No two alike, and drawn by the page: no image element, no picture fetched (only data: URLs in the CSS).
  expect(new Set(posters).size).toBe(demoInterviews.length);
  await expect(cards.locator('img')).toHaveCount(0);
  const backgrounds = await cards.first().locator('[aria-hidden="true"]').first().evaluate((element) =>
    [element, ...element.querySelectorAll('*')].flatMap((node) =>
      [getComputedStyle(node).backgroundImage, getComputedStyle(node, '::after').backgroundImage, getComputedStyle(node, '::before').backgroundImage],
    ),
  );
  for (const background of backgrounds) expect(background.replace(/url\("data:[^)]*\)/g, '')).not.toContain('url(');
});

test.describe('/pricing with the cookie notice showing (no consent yet)', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the plan names, prices and terms are in the first screen, clear of the notice`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto(routes.pricing.path);
      await expect(banner(page)).toBeVisible();
      const noticeTop = (await box(banner(page))).y;
      // Side by side at 1280 both plans count; stacked on a phone, the first.
      const shown = viewport.width >= 720 ? plans : plans.slice(0, 1);
      for (const plan of shown) {
        const card = page.getByRole('article', { name: plan.name });
        const name = await box(card.getByRole('heading', { name: plan.name }));
        const price = await box(card.getByText(plan.priceLabel, { exact: true }));
        // The first words of the line under the price: the trial's 'Free for 14 days', Enterprise's tax note.
        const term = await box(card.getByText(plan.taxNote ?? plan.termLabel, { exact: true }));
        for (const part of [name, price, term]) {
          expect(part.y).toBeGreaterThanOrEqual(70);
          expect(part.y + part.height).toBeLessThanOrEqual(noticeTop);
          expect(part.y + part.height).toBeLessThanOrEqual(viewport.height);
        }
      }
    });
  }
});

test('when the demo list fails, Retry is the filled, primary button and the video channel the outlined one', async ({ sharedPage: page }) => {
  await page.route(isDemoListUrl, (route) => fulfillJson(route, 503, { message: 'upstream down' }, CORS));
  await page.goto(routes.demo.path);
  const retry = page.getByRole('button', { name: demoGrid.retry });
  await expect(retry).toBeVisible();
  const channel = page.getByRole('main').getByRole('link', { name: demoGrid.channelLabel });
  const fill = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
  const asRgb = await page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, primary);
  expect(await fill(retry)).toBe(asRgb);
  expect(await fill(channel)).toBe('rgba(0, 0, 0, 0)');
  // One height for both, the site's button height.
  expect((await box(retry)).height).toBe((await box(channel)).height);
});

test.describe('dark theme at 1280', () => {
  test.use({ theme: 'dark' });

  test('after a send, the form’s heading sits clear of the fixed top bar', async ({ sharedPage: page }) => {
    skipWhenDeployed(localOnly.sendsMessages);
    await page.goto(routes.contact.path);
    await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
    for (const [name, value] of Object.entries({
      'user-name': 'Ada Lovelace',
      'user-email': 'ada@example.com',
      'user-subject': 'A demo',
      'user-message': 'Can we see a demo?',
    })) {
      await page.locator(`[name="${name}"]`).fill(value);
    }
    await page.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: contactForm.success })).toBeFocused();
    const heading = page.getByRole('heading', { name: contactPage.formHeading });
    const header = await box(page.getByRole('banner'));
    // Scrolling may be smooth: wait until it has settled with the heading below the header.
    await expect.poll(async () => (await box(heading)).y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(heading).toBeInViewport({ ratio: 1 });
  });
});

test('the typed words stand centred under the headline, the pause button right after them', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T09:00:01Z'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(routes.home.path);
  const slot = page.getByTestId('typed-phrase');
  await expect(page.locator('[data-typing]')).toHaveCount(1);
  for (const phrase of typedHero.phrases.slice(0, 2)) {
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          return slot.textContent();
        },
        { intervals: [0], timeout: 20_000 },
      )
      .toBe(phrase);
    // Past the transform's short transition.
    await page.clock.runFor(500);
    await expect
      .poll(async () => {
        const heading = await box(page.getByRole('heading', { level: 1 }));
        const words = await slot.evaluate((element) => {
          const start = element.closest('[aria-hidden="true"]')!.getBoundingClientRect();
          return { left: start.left, right: element.getBoundingClientRect().right };
        });
        return Math.abs((words.left + words.right) / 2 - (heading.x + heading.width / 2));
      })
      .toBeLessThan(8);
    const words = await box(slot);
    const button = await box(page.getByRole('button', { name: `${typedHero.pauseLabel} ${typedHero.listLabel}` }));
    expect(button.x - (words.x + words.width)).toBeGreaterThanOrEqual(0);
    expect(button.x - (words.x + words.width)).toBeLessThan(24);
  }
});

test('one width for every accordion: Home’s, /faq’s and /pricing’s FAQ are equally wide at 1280', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const widths: number[] = [];
  for (const route of [routes.home, routes.faq, routes.pricing]) {
    await page.goto(route.path);
    widths.push((await box(page.getByRole('main').locator('details').first())).width);
  }
  expect(new Set(widths.map(Math.round)).size).toBe(1);
});

test('at 375 the comparison table gives each feature a full-width line: no label runs past two lines', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(routes.pricing.path);
  const labels = page.locator('tbody th[scope="row"]');
  expect(await labels.count()).toBeGreaterThan(3);
  for (const label of await labels.all()) {
    const lines = await label.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    expect(lines).toBeLessThan(2.6);
  }
  // Still a table for assistive technology.
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
});

test('/practice: at 1280 step 1 and the privacy note share a narrow column beside the recorder, which fits the screen under the top bar; on a phone the note, step 1 and step 2 in that order', async ({ sharedPage: page }) => {
  const note = page.getByRole('complementary', { name: practicePage.privacy.heading });
  const step1 = page.getByRole('region', { name: practiceStudio.step1.heading });
  const step2 = page.getByRole('region', { name: practiceStudio.step2.heading });
  const question = step2.getByRole('figure');
  // Before the check, the place of the record button holds the line that asks for it.
  const record = step2.getByText(practiceStudio.step2.needsDevices, { exact: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(routes.practice.path);
  const [noteBox, step1Box, step2Box] = await Promise.all([box(note), box(step1), box(step2)]);
  // Step 1 left and narrower, tops aligned; the note under step 1, in its column.
  expect(step1Box.x + step1Box.width).toBeLessThan(step2Box.x);
  expect(step1Box.width).toBeLessThan(step2Box.width);
  expect(Math.abs(step1Box.y - step2Box.y)).toBeLessThan(2);
  expect(noteBox.y).toBeGreaterThan(step1Box.y + step1Box.height);
  expect(Math.abs(noteBox.x - step1Box.x)).toBeLessThan(2);
  // The recorder, from the question to the record button's place, is no taller than the screen under the top bar.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    await page.setViewportSize(viewport);
    const topBar = (await box(page.getByRole('banner'))).height;
    const [questionBox, recordBox] = await Promise.all([box(question), box(record)]);
    expect(recordBox.y + recordBox.height - questionBox.y, `the recorder fits ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(viewport.height - topBar);
  }
  await page.setViewportSize({ width: 375, height: 667 });
  const order = await Promise.all([note, step1, step2].map(async (locator) => (await box(locator)).y));
  expect(order).toEqual([...order].sort((a, b) => a - b));
});
