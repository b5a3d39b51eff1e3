import { expect, test, type Page } from '@playwright/test';
import { typedHero } from '../content/home';

const slot = (page: Page) => page.getByTestId('typed-phrase');
const pause = (page: Page) => page.getByRole('button', { name: `${typedHero.pauseLabel} ${typedHero.listLabel}` });
const play = (page: Page) => page.getByRole('button', { name: `${typedHero.playLabel} ${typedHero.listLabel}` });

/** Advances the page's clock in small steps until the slot reads `text`. */
async function typeUntil(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        return slot(page).textContent();
      },
      { intervals: [0], timeout: 20_000 },
    )
    .toBe(text);
}

test('the static HTML already shows the first phrase', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`data-testid="typed-phrase">${typedHero.phrases[0].replace('&', '&amp;')}<`);
});

test('the phrases are typed in order and loop back to the first', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('.typed-cursor')).toHaveCount(1);
  for (const phrase of [...typedHero.phrases, typedHero.phrases[0]]) {
    await typeUntil(page, phrase);
  }
});

test('timing: 100 ms start delay, then about 160 ms a character, then 5 s on the full phrase', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('.typed-cursor')).toHaveCount(1);
  // typed.js clears the slot and waits startDelay before the first character.
  await typeUntil(page, typedHero.phrases[0]);
  // Holds the whole phrase for backDelay (5000 ms) before erasing.
  await page.clock.runFor(4_500);
  await expect(slot(page)).toHaveText(typedHero.phrases[0]);
  await page.clock.runFor(1_500);
  await expect(slot(page)).not.toHaveText(typedHero.phrases[0]);
});

test('screen readers get the whole list once, not the animation', async ({ page }) => {
  await page.goto('/');
  const line = page.locator('p', { has: slot(page) });
  await expect(line.locator('[aria-hidden="true"]').first()).toContainText(typedHero.prefix);
  const spoken = line.locator('.visually-hidden').first();
  await expect(spoken).toHaveText(`${typedHero.prefix} ${typedHero.phrases.join(', ')}`);
  expect(await slot(page).evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
});

test('the pause button stops the typing and play resumes it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await typeUntil(page, typedHero.phrases[0]);
  await page.clock.runFor(5_400);
  await pause(page).click();
  await expect(play(page)).toBeVisible();
  // typed.js finishes the character it is on, then holds.
  await page.clock.runFor(500);
  const frozen = await slot(page).textContent();
  await page.clock.runFor(8_000);
  await expect(slot(page)).toHaveText(frozen ?? '');
  await play(page).click();
  await expect(pause(page)).toBeVisible();
  await typeUntil(page, typedHero.phrases[1]);
});

test('with reduced motion the phrases are shown without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const list = page.getByText(typedHero.phrases.join(' · '));
  await expect(list).toBeVisible();
  await expect(page.locator('.typed-cursor')).toHaveCount(0);
  await expect(slot(page)).toHaveCount(0);
  await expect(pause(page)).toHaveCount(0);
});

test('typed.js injects no <style> element (its CSS lives in our module)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('.typed-cursor')).toHaveCount(1);
  const inlineStyles = await page.locator('style').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(inlineStyles.some((css) => css.includes('typed-cursor'))).toBe(false);
});

test('typing does not move the content around it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const lead = page.getByRole('link', { name: 'Demo Interviews', exact: true });
  const start = await lead.boundingBox();
  for (const phrase of typedHero.phrases.slice(0, 3)) {
    await typeUntil(page, phrase);
    expect(await lead.boundingBox()).toEqual(start);
  }
});
