import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserType, type Locator, type Page } from '@playwright/test';
import { practiceLink, practicePage, practiceStudio as copy } from '../content/practice';
import { routes } from '../content/routes';
import { config } from '../lib/config';
import { formatClock } from '../lib/practice/media';
import { chromiumArgs, findChromium } from '../scripts/find-chromium';

/**
 * /practice with Chromium's fake camera (a test pattern) and fake microphone (a beep), and its permission
 * prompt answered yes: the device check, the meter, a recording played back, retake, download, every
 * track released, and not one request while the visitor works. The failure messages come from real
 * browser conditions where Chromium has them (a prompt nobody accepts, no camera, an http origin).
 */

const executablePath = findChromium();
const fakeDevices = '--use-fake-device-for-media-stream';
test.use({ launchOptions: { executablePath, args: [...chromiumArgs, fakeDevices, '--use-fake-ui-for-media-stream'] } });

declare global {
  interface Window {
    __tracks: MediaStreamTrack[];
    __audioContexts: AudioContext[];
  }
}

/** Keeps every track getUserMedia hands out and every AudioContext, so tests can see they were released. */
async function recordMediaObjects(page: Page) {
  await page.addInitScript(() => {
    window.__tracks = [];
    window.__audioContexts = [];
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      window.__tracks.push(...stream.getTracks());
      return stream;
    };
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        window.__audioContexts.push(this);
      }
    };
  });
}

const mediaState = (page: Page) =>
  page.evaluate(() => ({
    tracks: window.__tracks.map((track) => `${track.kind}:${track.readyState}`),
    contexts: window.__audioContexts.map((context) => context.state),
  }));

/** Resolves once React has hydrated the studio: a press before that would do nothing. */
async function hydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/** Opens /practice with cookies accepted (the banner would cover the controls) and waits for hydration. */
async function openPractice(page: Page, origin: string) {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: origin }]);
  await page.goto(new URL(routes.practice.path, origin).href);
  // The initial load ends with the browser's own icon fetches: after this, every request is the page's.
  await page.waitForLoadState('networkidle');
  const start = page.getByRole('button', { name: copy.step1.start });
  await hydrated(start);
  return start;
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

const step1 = (page: Page) => page.getByRole('region', { name: copy.step1.heading });
const step2 = (page: Page) => page.getByRole('region', { name: copy.step2.heading });
const meter = (page: Page) => page.getByRole('meter', { name: copy.step1.meterLabel });
const preview = (page: Page) => page.getByLabel(copy.previewLabel, { exact: true });
const playback = (page: Page) => page.getByLabel(copy.playbackLabel, { exact: true });
const videoWidth = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.videoWidth);
const duration = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.duration);

/** Distinct meter readings over a second, read in the page every 50 ms: a live microphone moves it. */
function meterReadings(page: Page) {
  return meter(page).evaluate(async (element) => {
    const values = new Set<string | null>();
    for (let i = 0; i < 20; i += 1) {
      values.add(element.getAttribute('aria-valuenow'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return values.size;
  });
}

/** Records until the timer shows `seconds`, then stops. */
async function recordFor(page: Page, seconds: number) {
  await expect(step2(page).getByRole('status')).toHaveText(copy.step2.recording, { timeout: (copy.countdownSeconds + 2) * 1000 });
  const stop = page.getByRole('button', { name: copy.step2.stop });
  await expect(stop).toBeFocused();
  await expect(page.getByText(`${formatClock(seconds)} of ${formatClock(copy.limitSeconds)}`)).toBeVisible({ timeout: (seconds + 2) * 1000 });
  await stop.click();
}

test('check, record, play back, retake and download, with every device released and no request sent', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await recordMediaObjects(page);
  const start = await openPractice(page, baseURL!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(practicePage.heading);
  await expect(page.getByText(practicePage.privacy.text)).toBeVisible();
  // Nothing starts on its own: no track, no AudioContext before the press.
  expect(await mediaState(page)).toEqual({ tracks: [], contexts: [] });
  await expect(step2(page).getByText(copy.step2.needsDevices)).toBeVisible();

  const requests: { url: string; method: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), method: request.method() }));
  // Chromium itself fetches the site's touch icon once the camera is on (for its capture indicator): the
  // page's declared icons are the browser's business, never the page's.
  const icons = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );

  await start.click();
  await expect(step1(page).getByRole('status')).toHaveText(copy.step1.ready);
  await expect(step1(page).getByText(copy.step1.supported)).toBeVisible();
  // The preview shows the camera's picture, and the meter follows the microphone.
  await expect(preview(page)).toBeVisible();
  await expect.poll(() => videoWidth(preview(page))).toBeGreaterThan(0);
  await expect.poll(() => meterReadings(page)).toBeGreaterThan(2);
  await expect(step1(page).getByText(copy.step1.heard)).toBeVisible();
  expect((await mediaState(page)).tracks.sort()).toEqual(['audio:live', 'video:live']);

  // Chromium's fake devices: one camera (named), three microphones (a choice).
  await expect(step1(page).getByText('fake_device_0')).toBeVisible();
  const microphone = step1(page).getByRole('combobox', { name: copy.step1.microphoneLabel });
  const options = await microphone.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(1);
  await microphone.selectOption({ label: options[1]! });
  await expect(microphone.locator('option:checked')).toHaveText(options[1]!);
  await expect(step1(page).getByRole('status')).toHaveText(copy.step1.ready);
  // This fake microphone sends a steadier signal: the meter reads it.
  await expect.poll(async () => Number(await meter(page).getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  // The first pair was stopped when the new microphone took over.
  const afterSwitch = (await mediaState(page)).tracks;
  expect(afterSwitch.slice(0, 2).every((track) => track.endsWith(':ended'))).toBe(true);
  expect(afterSwitch.slice(2).sort()).toEqual(['audio:live', 'video:live']);

  await page.getByRole('button', { name: copy.step2.start }).click();
  await expect(step2(page).getByRole('status')).toHaveText(copy.step2.countdown.replace('{n}', String(copy.countdownSeconds)));
  await expect(page.getByRole('button', { name: copy.step2.cancel })).toBeFocused();
  await recordFor(page, 3);

  // Recorded: the camera and microphone are off, and the answer plays back with its real length.
  await expect(step2(page).getByText(/^Your answer is \d:\d\d long/)).toBeFocused();
  await expect(preview(page)).toBeHidden();
  await expect.poll(() => duration(playback(page))).toBeGreaterThan(2);
  expect(Number.isFinite(await duration(playback(page)))).toBe(true);
  const seconds = await duration(playback(page));
  await expect(step2(page).getByText(copy.step2.recorded.replace('{time}', formatClock(seconds)))).toBeVisible();
  await playback(page).evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => playback(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.5);
  await expect.poll(() => videoWidth(playback(page))).toBeGreaterThan(0);
  let state = await mediaState(page);
  expect(state.tracks.every((track) => track.endsWith(':ended'))).toBe(true);
  expect(state.contexts.every((context) => context === 'closed')).toBe(true);
  await expect(step1(page).getByRole('status')).toHaveText(copy.step1.offAfterRecording);

  const download = step2(page).getByRole('link', { name: copy.step2.download });
  const firstUrl = (await download.getAttribute('href'))!;
  expect(firstUrl).toMatch(/^blob:/);
  await expect(download).toHaveAttribute('download', `${copy.step2.downloadName}.webm`);
  const saved = await Promise.all([page.waitForEvent('download'), download.click()]).then(([file]) => file);
  expect(saved.suggestedFilename()).toBe(`${copy.step2.downloadName}.webm`);

  // Retake: the first answer's URL is revoked, the devices come back for the countdown, a new answer is made.
  await page.getByRole('button', { name: copy.step2.retake }).click();
  await expect(page.getByRole('button', { name: copy.step2.cancel })).toBeFocused();
  expect(await page.evaluate((url) => fetch(url).then(() => 'readable', () => 'revoked'), firstUrl)).toBe('revoked');
  await expect.poll(() => videoWidth(preview(page))).toBeGreaterThan(0);
  await recordFor(page, 2);
  await expect.poll(() => duration(playback(page))).toBeGreaterThan(1);
  const secondUrl = await step2(page).getByRole('link', { name: copy.step2.download }).getAttribute('href');
  expect(secondUrl).toMatch(/^blob:/);
  expect(secondUrl).not.toBe(firstUrl);
  state = await mediaState(page);
  expect(state.tracks).toHaveLength(6);
  expect(state.tracks.every((track) => track.endsWith(':ended'))).toBe(true);
  expect(state.contexts.every((context) => context === 'closed')).toBe(true);

  // The page read only its own blob: URLs (playback), in this tab: nothing went over the network.
  expect(requests.filter(({ url }) => !url.startsWith('blob:') && !icons.includes(url))).toEqual([]);
  expect(requests.filter(({ url }) => url.startsWith('blob:')).length).toBeGreaterThan(0);
  expect(requests.every(({ method }) => method === 'GET')).toBe(true);
});
