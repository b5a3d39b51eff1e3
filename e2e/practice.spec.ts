import { expect, test, type Browser, type BrowserType, type Locator, type Page } from './support/test';
import { practiceLink, practicePage, practiceStudio as copy } from '../content/practice';
import { menuToggle } from './support/pages';
import { primaryNavLabel } from '../content/site';
import { routeList, routes } from '../content/routes';
import { config } from '../lib/config';
import { formatDuration } from '../lib/duration';
import { formatClock } from '../lib/practice/media';
import { fill } from '../lib/practice/fill';
import { practiceQuestionsPath } from '../lib/practice/question-link';
import { questionRoles } from '../content/questions';
import { practiceHref, questionPageHref } from '../content/questions/library';
import { chromiumArgs, findChromium, fullChromiumForTests } from '../testing/find-chromium';
import { localOnly, skipWhenDeployed } from './support/deployment';
import { waitForHydration } from './support/hydration';
import { inBothThemes } from './support/axe';
import { chunksOfLastRecorder, countRecordedChunks, expectNoViolations, mediaState, pauseClock, recordMediaObjects } from './support/media';

/**
 * /practice with Chromium's fake camera (a test pattern) and fake microphone (a beep), and its permission
 * prompt answered yes: the device check, the meter, a recording played back, retake, download, every
 * track released, and not one request while the visitor works. The failure messages come from real
 * browser conditions where Chromium has them (a prompt nobody accepts, no camera, an http origin).
 * The studio's countdown and timer run on the page's clock, paused and moved by the test; only the media itself
 * takes real time, and the test waits for the recorder's own events, not for seconds to pass.
 */

const executablePath = findChromium();
const fakeDevices = '--use-fake-device-for-media-stream';
test.use({ launchOptions: { executablePath, args: [...chromiumArgs, fakeDevices, '--use-fake-ui-for-media-stream'] } });

/**
 * Opens /practice with cookies accepted (the banner would cover the controls) and waits for hydration: a press
 * before it would do nothing. `{ quiet: true }` also waits for the network to rest (half a second without a
 * request), for a test that reads the page's requests: the initial load ends with the browser's own icon fetches,
 * and after that every request is the page's.
 */
async function openPractice(page: Page, origin: string, { quiet = false } = {}) {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: origin }]);
  await page.goto(new URL(routes.practice.path, origin).href);
  if (quiet) await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  return page.getByRole('button', { name: copy.step1.start });
}

const step1 = (page: Page) => page.getByRole('region', { name: copy.step1.heading });
const step2 = (page: Page) => page.getByRole('region', { name: copy.step2.heading });
const meter = (page: Page) => page.getByRole('meter', { name: copy.step1.meterLabel });
const preview = (page: Page) => page.getByTitle(copy.previewLabel, { exact: true });
const playback = (page: Page) => page.getByLabel(copy.playbackLabel, { exact: true });
const videoWidth = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.videoWidth);
const duration = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.duration);
/**
 * The playback's length once the browser knows it: a recorded WebM first reports Infinity (no length in its header)
 * until the studio has the browser read it through; 0 until then, so a poll waits for the real figure.
 */
const knownDuration = async (video: Locator) => {
  const seconds = await duration(video);
  return Number.isFinite(seconds) ? seconds : 0;
};

/** Keeps every distinct reading the meter shows from now on, as the page writes it: a live microphone moves it. */
async function watchMeter(page: Page) {
  await meter(page).evaluate((element) => {
    const readings = (window.__meterReadings = new Set([element.getAttribute('aria-valuenow')]));
    new MutationObserver(() => readings.add(element.getAttribute('aria-valuenow'))).observe(element, {
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => window.__meterReadings.size);
}

/** The recording pill's clock, as the stage shows it: elapsed and total. */
const timerText = (seconds: number, limit: number) => fill(copy.step2.timer, { time: formatClock(seconds), limit: formatClock(limit) });
/** What the status line says, once, when the countdown starts. */
const countdownAnnouncement = fill(copy.step2.countdown, { time: formatDuration(copy.countdownSeconds) });

/** With the page's clock paused: moves through the countdown. */
async function finishCountdown(page: Page) {
  await page.clock.runFor(copy.countdownSeconds * 1000);
}

/**
 * With the page's clock paused and the countdown started: records `seconds` of real media (that many of the
 * recorder's one-second chunks), moves the page's clock as far, checks the timer shows it, and stops.
 */
async function recordFor(page: Page, seconds: number) {
  await finishCountdown(page);
  await expect(step2(page).getByRole('status')).toHaveText(copy.step2.recording);
  const stop = page.getByRole('button', { name: copy.step2.stop });
  await expect(stop).toBeFocused();
  await expect.poll(() => chunksOfLastRecorder(page)).toBeGreaterThanOrEqual(seconds);
  await page.clock.runFor(seconds * 1000);
  await expect(page.getByText(timerText(seconds, copy.limitSeconds), { exact: true })).toBeVisible();
  await stop.click();
}

/** Whether a recording's blob: URL still plays: a detached <video> loads its metadata, or fails once it is revoked. */
const blobState = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<'readable' | 'revoked'>((resolve) => {
        const video = document.createElement('video');
        video.muted = true;
        video.onloadedmetadata = () => resolve('readable');
        video.onerror = () => resolve('revoked');
        video.src = src;
      }),
    url,
  );

test('check, record, play back, retake and download, with every device released and no request sent', async ({ page, baseURL }) => {
  // Long scenarios with real media: room for a 2-core machine shared with other work (nothing waits on the clock).
  test.setTimeout(120_000);
  await recordMediaObjects(page);
  await countRecordedChunks(page);
  await page.clock.install();
  const start = await openPractice(page, baseURL!, { quiet: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(practicePage.heading);
  await expect(page.getByText(practicePage.privacy.text)).toBeVisible();
  // Nothing starts on its own: no track, no AudioContext before the press.
  expect(await mediaState(page)).toEqual({ tracks: [], contexts: [] });
  await expect(step2(page).getByText(copy.step2.needsDevices)).toBeVisible();

  const requests: { url: string; method: string; body: string | null }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), method: request.method(), body: request.postData() }));
  // A pointer that comes to rest over a link (the library link under the question) prefetches that page: a HEAD
  // of the route, its RSC payload and styles, all read from this site. They carry nothing of the visitor's.
  const sitePrefetch = (url: string) => {
    const { origin, pathname } = new URL(url);
    return origin === new URL(baseURL!).origin && (routeList.some((route) => route.path === pathname) || pathname.includes('/__next.') || pathname.startsWith('/_next/static/'));
  };
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
  const meterReadings = await watchMeter(page);
  await expect.poll(() => videoWidth(preview(page))).toBeGreaterThan(0);
  await expect.poll(meterReadings).toBeGreaterThan(2);
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

  await pauseClock(page);
  await page.getByRole('button', { name: copy.step2.start }).click();
  await expect(step2(page).getByRole('status')).toHaveText(countdownAnnouncement);
  await expect(page.getByRole('button', { name: copy.step2.cancel })).toBeFocused();
  await recordFor(page, 2);

  // Recorded: the camera and microphone are off, and the answer plays back with its real length.
  await expect(step2(page).getByText(/^Your answer is \d+ seconds? long/)).toBeFocused();
  await expect(preview(page)).toBeHidden();
  await expect.poll(() => knownDuration(playback(page))).toBeGreaterThan(1);
  const seconds = await duration(playback(page));
  await expect(step2(page).getByText(copy.step2.recorded.replace('{time}', formatDuration(seconds)))).toBeVisible();
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
  // Read the way the page reads it (media-src blob:); a fetch() of it would be refused by connect-src, revoked or not.
  expect(await blobState(page, firstUrl)).toBe('revoked');
  await expect.poll(() => videoWidth(preview(page))).toBeGreaterThan(0);
  await recordFor(page, 1);
  await expect.poll(() => knownDuration(playback(page))).toBeGreaterThan(0.5);
  const secondUrl = await step2(page).getByRole('link', { name: copy.step2.download }).getAttribute('href');
  expect(secondUrl).toMatch(/^blob:/);
  expect(secondUrl).not.toBe(firstUrl);
  expect(await blobState(page, secondUrl!)).toBe('readable');
  state = await mediaState(page);
  expect(state.tracks).toHaveLength(6);
  expect(state.tracks.every((track) => track.endsWith(':ended'))).toBe(true);
  expect(state.contexts.every((context) => context === 'closed')).toBe(true);

  // The page read only its own blob: URLs (playback), in this tab: nothing of the recording went over the network.
  expect(requests.filter(({ url }) => !url.startsWith('blob:') && !icons.includes(url) && !sitePrefetch(url))).toEqual([]);
  expect(requests.filter(({ url }) => url.startsWith('blob:')).length).toBeGreaterThan(0);
  expect(requests.filter(({ method, body }) => !['GET', 'HEAD'].includes(method) || body !== null)).toEqual([]);
});

/** Every state scanned light, then dark on the same document (support/axe.ts, `inBothThemes`): one walk. */
const expectNoViolationsInEitherTheme = (page: Page, label: string) =>
  inBothThemes(page, (theme) => expectNoViolations(page, `${label}, ${theme}`, { clockInstalled: true }));

// The idle page is scanned in both themes by every-page.spec.ts; here, every state after it.
test('every state is axe-clean in both themes, and nothing but the button starts the devices', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await recordMediaObjects(page);
  await countRecordedChunks(page);
  await page.clock.install();
  await page.emulateMedia({ colorScheme: 'light' });
  const start = await openPractice(page, baseURL!);
  expect(await mediaState(page)).toEqual({ tracks: [], contexts: [] });
  await start.click();
  await expect(meter(page)).toBeVisible();
  await expectNoViolationsInEitherTheme(page, 'device check');
  await pauseClock(page);
  await page.getByRole('button', { name: copy.step2.start }).click();
  await expect(page.getByRole('button', { name: copy.step2.cancel })).toBeVisible();
  await expectNoViolationsInEitherTheme(page, 'countdown');
  await finishCountdown(page);
  await expect(page.getByRole('button', { name: copy.step2.stop })).toBeVisible();
  await expectNoViolationsInEitherTheme(page, 'recording');
  // A take with a second of media in it, as a visitor's would have.
  await expect.poll(() => chunksOfLastRecorder(page)).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: copy.step2.stop }).click();
  await expect(step2(page).getByRole('link', { name: copy.step2.download })).toBeVisible();
  await expectNoViolationsInEitherTheme(page, 'recorded');
});

test('keyboard only: Tab reaches every control, Enter and Space work them, focus never drops to the page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await countRecordedChunks(page);
  await page.clock.install();
  const start = await openPractice(page, baseURL!);
  const tabTo = async (target: Locator) => {
    for (let i = 0; i < 60; i += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('not reached with Tab');
  };
  await page.getByRole('heading', { level: 1 }).click();
  await tabTo(start);
  await page.keyboard.press('Enter');
  // Focus moves to the result of the check, and Tab goes on through the new controls in order.
  await expect(step1(page).getByRole('status')).toHaveText(copy.step1.ready);
  await expect(step1(page).getByRole('status')).toBeFocused();
  await page.keyboard.press('Tab');
  const microphone = step1(page).getByRole('combobox', { name: copy.step1.microphoneLabel });
  await expect(microphone).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: copy.step1.stop })).toBeFocused();
  await page.keyboard.press('Tab');
  const record = page.getByRole('button', { name: copy.step2.start });
  await expect(record).toBeFocused();

  // Space starts the countdown; Enter on Cancel returns to the check; Space again, then Enter stops.
  await pauseClock(page);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: copy.step2.cancel })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(record).toBeFocused();
  await page.keyboard.press('Space');
  await finishCountdown(page);
  const stop = page.getByRole('button', { name: copy.step2.stop });
  await expect(stop).toBeFocused();
  await expect.poll(() => chunksOfLastRecorder(page)).toBeGreaterThanOrEqual(1);
  await page.clock.runFor(1000);
  await expect(page.getByText(timerText(1, copy.limitSeconds), { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');

  const result = step2(page).getByText(/^Your answer is/);
  await expect(result).toBeFocused();
  await page.keyboard.press('Tab');
  const download = step2(page).getByRole('link', { name: copy.step2.download });
  await expect(download).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: copy.step2.retake })).toBeFocused();
  // The playback video sits between the steps in the tab order. Its native controls are stops of their own:
  // Shift+Tab enters at the last one, so go back past the video, then Tab in at its first, the play button.
  const onVideo = () => playback(page).evaluate((video) => video === document.activeElement);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(playback(page)).toBeFocused();
  for (let i = 0; i < 10 && (await onVideo()); i += 1) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(playback(page)).toBeFocused();
  // Once the length is known (the component's seek to the end is over), Space plays the answer.
  await expect.poll(() => duration(playback(page))).toBeLessThan(Infinity);
  await page.keyboard.press('Space');
  await expect.poll(() => playback(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.2);

  // Retake with Space, then turn everything off with Enter: focus lands on the button that turns it on.
  await tabTo(page.getByRole('button', { name: copy.step2.retake }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: copy.step2.cancel })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page.getByRole('button', { name: copy.step1.stop }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: copy.step1.start })).toBeFocused();
});

test('reduced motion: no countdown animation, no meter glide, no blinking dot', async ({ browser, baseURL }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.clock.install();
    await (await openPractice(page, baseURL!)).click();
    const fillTransition = await meter(page).locator('div').evaluate((element) => getComputedStyle(element).transitionDuration);
    await pauseClock(page);
    await page.getByRole('button', { name: copy.step2.start }).click();
    // The stage's overlays: the countdown's number, then the recording pill's dot (decorative, aria-hidden).
    const stage = page.getByRole('group', { name: copy.stageLabel });
    const countAnimation = await stage.getByText(String(copy.countdownSeconds), { exact: true }).evaluate((element) => getComputedStyle(element).animationName);
    await finishCountdown(page);
    await expect(page.getByRole('button', { name: copy.step2.stop })).toBeVisible();
    const dotAnimation = await stage.locator('span[aria-hidden="true"]').evaluate((element) => getComputedStyle(element).animationName);
    if (reducedMotion === 'reduce') {
      // styles/globals.css cuts any transition left to 0.01 ms; the meter defines none of its own.
      expect(parseFloat(fillTransition)).toBeLessThan(0.001);
      expect([countAnimation, dotAnimation]).toEqual(['none', 'none']);
    } else {
      expect(parseFloat(fillTransition)).toBeGreaterThan(0);
      expect(countAnimation).not.toBe('none');
      expect(dotAnimation).not.toBe('none');
    }
    await context.close();
  }
});

test('leaving the page releases the camera, the microphone and the recording', async ({ page, baseURL }) => {
  await recordMediaObjects(page);
  await page.clock.install();
  await (await openPractice(page, baseURL!)).click();
  await expect(meter(page)).toBeVisible();
  // pagehide (a tab closed, or the page kept in the back-forward cache) in the middle of a recording.
  await pauseClock(page);
  await page.getByRole('button', { name: copy.step2.start }).click();
  await finishCountdown(page);
  await expect(page.getByRole('button', { name: copy.step2.stop })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  let state = await mediaState(page);
  expect(state.tracks.every((track) => track.endsWith(':ended'))).toBe(true);
  expect(state.contexts.every((context) => context === 'closed')).toBe(true);
  await expect(page.getByRole('button', { name: copy.step1.start })).toBeVisible();

  // A link to another page of the site loads a new document (its headers deny the camera again): the old one's
  // pagehide, as above, releases everything; nothing of it runs on.
  await page.getByRole('button', { name: copy.step1.start }).click();
  await expect(meter(page)).toBeVisible();
  expect((await mediaState(page)).tracks.filter((track) => track.endsWith(':live'))).toHaveLength(2);
  await page.evaluate(() => Object.assign(window, { __studioDocument: true }));
  // The rest of the site runs on its own time again.
  await page.clock.resume();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await page.evaluate(() => '__studioDocument' in window)).toBe(false);
  state = await mediaState(page);
  expect(state).toEqual({ tracks: [], contexts: [] });
});

test('the recording stops by itself at the limit', async ({ page, baseURL }) => {
  await page.clock.install();
  await (await openPractice(page, baseURL!)).click();
  await expect(meter(page)).toBeVisible();
  // Paused, so only runFor moves the page's time: a slow machine's real seconds must not reach the limit early.
  await pauseClock(page);
  await page.getByRole('button', { name: copy.step2.start }).click();
  await finishCountdown(page);
  await expect(page.getByRole('button', { name: copy.step2.stop })).toBeVisible();
  // A jump, as a laptop's sleep would be: each due timer fires once (runFor fired the 250 ms tick 356 times and the
  // meter's frames 5,600 times, seconds of a test for nothing). The tick reads performance.now(), so its one run after
  // the jump shows the time the recording has run.
  await page.clock.fastForward((copy.limitSeconds - 1) * 1000);
  await expect(page.getByText(timerText(copy.limitSeconds - 1, copy.limitSeconds), { exact: true })).toBeVisible();
  await page.clock.runFor(1000);
  await expect(step2(page).getByRole('link', { name: copy.step2.download })).toBeVisible();
  await expect(page.getByRole('button', { name: copy.step2.stop })).toHaveCount(0);
});

test('Permissions-Policy: the camera and microphone work on /practice and are refused on every other page', async ({ page, request }) => {
  const tryDevices = () =>
    page.evaluate(() =>
      navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(
        (stream) => {
          stream.getTracks().forEach((track) => track.stop());
          return 'allowed';
        },
        (error: DOMException) => error.name,
      ),
    );
  await page.goto(routes.practice.path);
  expect(await tryDevices()).toBe('allowed');
  for (const path of [routes.home.path, routes.features.path, routes.faq.path, '/no-such-page']) {
    await page.goto(path);
    expect(await tryDevices(), path).toBe('NotAllowedError');
  }
  // The header as sent: one entry per feature, the grant instead of the site-wide denial.
  const entries = (await request.get(routes.practice.path)).headers()['permissions-policy']!.split(',').map((entry) => entry.trim());
  for (const feature of ['camera', 'microphone']) {
    expect(entries.filter((entry) => entry.startsWith(`${feature}=`))).toEqual([`${feature}=(self)`]);
  }
});

/** A browser of its own, for conditions a launch flag sets: no prompt answered, no camera, an http host. */
async function withBrowser(browserType: BrowserType, args: string[], run: (browser: Browser) => Promise<void>, { full = false } = {}) {
  // A launch of its own: if it hangs (once, in a loaded full run), the failure names the launch, not the test's 60 s.
  const browser = await browserType.launch({ executablePath: full ? fullChromiumForTests() : executablePath, args: [...chromiumArgs, ...args], timeout: 30_000 });
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

async function expectFailure(browser: Browser, origin: string, failure: keyof typeof copy.failures, setup?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setup?.(page);
  await (await openPractice(page, origin)).click();
  const alert = step1(page).getByRole('alert');
  await expect(alert).toContainText(copy.failures[failure].title);
  await expect(alert).toContainText(copy.failures[failure].text);
  await expect(alert).toBeFocused();
  await expect(page.getByRole('button', { name: copy.retry })).toBeVisible();
  await expect(preview(page)).toBeHidden();
  await expectNoViolations(page, `failure ${failure}`);
  await context.close();
}

test('permission denied: a prompt nobody accepts shows how to allow the devices', async ({ playwright, baseURL }) => {
  // Without --use-fake-ui-for-media-stream the browser's headless mode answers the prompt with a refusal, as a
  // visitor's "Block" does (the headless shell, which has no prompt, fails the request another way).
  await withBrowser(playwright.chromium, [fakeDevices], (browser) => expectFailure(browser, baseURL!, 'denied'), { full: true });
});

test('no devices: a machine without a camera says so', async ({ playwright, baseURL }) => {
  await withBrowser(playwright.chromium, [`${fakeDevices}=device-count=0`, '--use-fake-ui-for-media-stream'], (browser) =>
    expectFailure(browser, baseURL!, 'noDevice'),
  );
});

test('an http origin other than localhost is not a secure context: the page says it needs https', async ({ playwright, baseURL }) => {
  skipWhenDeployed(localOnly.loopbackHost);
  const port = new URL(baseURL!).port;
  await withBrowser(playwright.chromium, [fakeDevices, '--use-fake-ui-for-media-stream', '--host-resolver-rules=MAP practice.test 127.0.0.1'], (browser) =>
    expectFailure(browser, `http://practice.test:${port}`, 'insecure'),
  );
});

test('a busy device and a browser without MediaRecorder get their own messages', async ({ browser, baseURL }) => {
  await expectFailure(browser, baseURL!, 'busy', (page) =>
    page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
    }),
  );
  await expectFailure(browser, baseURL!, 'unsupported', (page) =>
    page.addInitScript(() => {
      Reflect.deleteProperty(window, 'MediaRecorder');
    }),
  );
});

test('linked from the top bar on wide and narrow screens, the footer, the demo page and the FAQ', async ({ page }) => {
  await page.goto(routes.home.path);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: practiceLink.label })).toHaveAttribute('href', routes.practice.path);
  await expect(header.getByRole('link', { name: practiceLink.label })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await menuToggle(page).click();
  await expect(header.getByRole('link', { name: practiceLink.label })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: practiceLink.label })).toHaveAttribute('href', routes.practice.path);
  await page.goto(routes.demo.path);
  await expect(page.getByRole('main').locator(`a[href="${routes.practice.path}"]`)).toBeVisible();
  await page.goto(routes.faq.path);
  await expect(page.getByRole('main').locator(`a[href="${routes.practice.path}"]`)).toHaveCount(1);
});

/**
 * Headers are per document: a client-side navigation keeps the Permissions-Policy of the page it started in, where
 * the camera and microphone are denied. So every link to /practice is a document load, and the camera starts on a
 * /practice reached by one. (A marker on window survives a client-side navigation and not a document load.)
 */
const linkSources: { from: string; link: (page: Page) => Locator }[] = [
  { from: 'the header', link: (page) => page.getByRole('banner').getByRole('link', { name: practiceLink.label }) },
  { from: routes.demo.path, link: (page) => page.getByRole('main').locator(`a[href="${routes.practice.path}"]`) },
  { from: routes.faq.path, link: (page) => page.getByRole('main').locator(`a[href="${routes.practice.path}"]`) },
];
for (const { from, link } of linkSources) {
  test(`reached by its link from ${from}, /practice is a new document and its camera check plays the preview`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
    await page.goto(from.startsWith('/') ? from : routes.features.path);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __documentBeforeLink: true }));
    // The FAQ's link sits in an answer: open it first.
    const answer = page.getByRole('main').locator('details', { has: page.locator(`a[href="${routes.practice.path}"]`) });
    if (await answer.count()) await answer.locator('summary').click();
    await link(page).click();
    await expect(page).toHaveURL(new RegExp(`${routes.practice.path}$`));
    await waitForHydration(page);
    expect(await page.evaluate(() => '__documentBeforeLink' in window)).toBe(false);
    await page.getByRole('button', { name: copy.step1.start }).click();
    await expect(step1(page).getByRole('status')).toHaveText(copy.step1.ready);
    await expect(preview(page)).toBeVisible();
    await expect.poll(() => videoWidth(preview(page))).toBeGreaterThan(0);
    await expect.poll(() => preview(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
  });
}

test('leaving /practice by a top-bar entry loads a new document, where the camera is denied again', async ({ page, baseURL }) => {
  await openPractice(page, baseURL!);
  const allows = (feature: string) =>
    page.evaluate((name) => (document as Document & { featurePolicy: { allowsFeature(feature: string): boolean } }).featurePolicy.allowsFeature(name), feature);
  expect(await allows('camera')).toBe(true);
  await page.evaluate(() => Object.assign(window, { __documentBeforeLink: true }));
  await page.getByRole('navigation', { name: primaryNavLabel }).getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.features.path}$`));
  await waitForHydration(page);
  expect(await page.evaluate(() => '__documentBeforeLink' in window)).toBe(false);
  expect(await allows('camera')).toBe(false);
  expect(await allows('microphone')).toBe(false);
});

/** A library question whose answer length differs from the sample's limit, so the test tells them apart. */
const libraryEntry = questionRoles
  .flatMap((role) => role.questions.map((question) => ({ role, question })))
  .find(({ question }) => question.answerSeconds !== copy.limitSeconds)!;

test('?q=<id>: the library question above the stage, its times as its own page states them, the way back to it, and its answer length as the limit', async ({ page, baseURL }) => {
  const { role, question } = libraryEntry;
  await page.clock.install();
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
  await page.goto(practiceHref(question));
  const shown = page.getByRole('figure', { name: fill(copy.library.label, { role: role.name }) });
  await expect(shown.getByText(question.text, { exact: true })).toBeVisible();
  // One format for stated lengths, the question page's (e2e/questions.spec.ts reads its facts with the same helper).
  await expect(shown).toContainText(fill(copy.library.limits, { think: formatDuration(question.thinkSeconds), limit: formatDuration(question.answerSeconds) }));
  await expect(shown.getByRole('link', { name: copy.library.guideLink, exact: true })).toHaveAttribute('href', questionPageHref(role, question));
  // It replaces the sample question, and sits above the stage.
  await expect(page.getByText(copy.step2.question)).toHaveCount(0);
  const stage = page.getByRole('group', { name: copy.stageLabel });
  expect((await shown.boundingBox())!.y).toBeLessThan((await stage.boundingBox())!.y);
  // The hint states the limit in words; the stage's pill counts it as a clock.
  await expect(step2(page).getByText(fill(copy.step2.hint, { limit: formatDuration(question.answerSeconds) }))).toBeVisible();
  await expectNoViolations(page, 'a library question');

  const start = page.getByRole('button', { name: copy.step1.start });
  await waitForHydration(page);
  await start.click();
  await expect(meter(page)).toBeVisible();
  await pauseClock(page);
  await page.getByRole('button', { name: copy.step2.start }).click();
  await page.clock.runFor(copy.countdownSeconds * 1000);
  await expect(page.getByRole('button', { name: copy.step2.stop })).toBeVisible();
  // A jump, each due timer fired once (see the limit's own test above).
  await page.clock.fastForward((question.answerSeconds - 1) * 1000);
  await expect(page.getByText(timerText(question.answerSeconds - 1, question.answerSeconds), { exact: true })).toBeVisible();
  await page.clock.runFor(1000);
  await expect(step2(page).getByRole('link', { name: copy.step2.download })).toBeVisible();
});

test('?q=<id> on a 375×812 phone: the plain page’s label, heading, intro and order, step 1’s button after its text, the question in step 2; its link leads back to its guide, which states its times the same way', async ({ page, baseURL }) => {
  const { role, question } = longestLibraryQuestion();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
  await page.goto(practiceHref(question));
  const shown = step2(page).getByRole('figure', { name: fill(copy.library.label, { role: role.name }) });
  await expect(shown.getByText(question.text, { exact: true })).toBeVisible();
  // The same header as the plain page: label, heading, intro.
  const header = page.getByRole('main').locator('header').first();
  await expect(header).toContainText(practicePage.eyebrow);
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(practicePage.heading);
  await expect(header).toContainText(practicePage.lead);
  await expect(page.getByRole('heading', { level: 1, name: practicePage.heading })).toBeInViewport();
  // Step 1: its words, then its button.
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const button = await box(page.getByRole('button', { name: copy.step1.start }));
  const words = await box(step1(page).getByText(copy.step1.intro, { exact: true }));
  expect(words.y + words.height, 'step 1’s words above its button').toBeLessThanOrEqual(button.y);
  // The plain page's order: the privacy note (read before the camera turns on), step 1, step 2.
  const note = page.getByRole('complementary', { name: practicePage.privacy.heading });
  const order = await Promise.all([note, step1(page), step2(page)].map(async (locator) => (await box(locator)).y));
  expect(order).toEqual([...order].sort((a, b) => a - b));

  const back = shown.getByRole('link', { name: copy.library.guideLink, exact: true });
  const stated = fill(copy.library.limits, { think: formatDuration(question.thinkSeconds), limit: formatDuration(question.answerSeconds) });
  await expect(shown).toContainText(stated);
  await back.click();
  await expect(page).toHaveURL(`${baseURL}${questionPageHref(role, question)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.text);
  // The guide page's facts read as the practice page stated them.
  const facts = page.locator('main dl').first();
  await expect(facts).toContainText(formatDuration(question.thinkSeconds));
  await expect(facts).toContainText(formatDuration(question.answerSeconds));
});

for (const [label, q] of [
  ['a malformed id', '../Not An Id'],
  ['an unknown id', 'coach-no-such-question-anywhere'],
] as const) {
  test(`?q= with ${label}: the sample question and its limit, with a polite note`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
    const jsonRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === practiceQuestionsPath) jsonRequests.push(request.url());
    });
    await page.goto(`${routes.practice.path}?q=${encodeURIComponent(q)}`);
    const note = page.getByRole('status').filter({ hasText: copy.library.fallback });
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: copy.library.browse.label })).toHaveAttribute('href', routes.questions.path);
    await expect(step2(page).getByText(copy.step2.question)).toBeVisible();
    await expect(step2(page).getByText(fill(copy.step2.hint, { limit: formatDuration(copy.limitSeconds) }))).toBeVisible();
    await expectNoViolations(page, `the note for ${label}`);
    // A malformed id is refused before anything is fetched; an unknown one is looked up.
    expect(jsonRequests).toHaveLength(label === 'a malformed id' ? 0 : 1);
  });
}

test('without ?q= the page fetches no questions and links to the library under the sample question', async ({ page, baseURL }) => {
  const jsonRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === practiceQuestionsPath) jsonRequests.push(request.url());
  });
  await openPractice(page, baseURL!, { quiet: true });
  await expect(step2(page).getByRole('link', { name: copy.library.pick.label })).toHaveAttribute('href', routes.questions.path);
  await expect(page.getByText(copy.library.fallback)).toHaveCount(0);
  expect(jsonRequests).toEqual([]);
});

/**
 * Whether a locator's box meets the screen below the sticky top bar: at least `share` of its height there (any of
 * it by default). toBeInViewport alone would count what the top bar covers.
 */
async function shownBelowTopBar(page: Page, locator: Locator, share = 0) {
  const top = (await page.getByRole('banner').boundingBox())!.height;
  const { height } = page.viewportSize()!;
  const box = await locator.boundingBox();
  if (!box || box.height === 0) return false;
  const seen = Math.min(box.y + box.height, height) - Math.max(box.y, top);
  return share === 0 ? seen > 0 : seen >= box.height * share;
}

const longestLibraryQuestion = () =>
  questionRoles
    .flatMap((entry) => entry.questions.map((candidate) => ({ role: entry, question: candidate })))
    .reduce((longest, entry) => (entry.question.text.length > longest.question.text.length ? entry : longest));

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  for (const withQuestion of [false, true]) {
    const what = withQuestion ? 'the longest library question (?q=)' : 'the sample question';
    test(`${viewport.width}×${viewport.height}, ${what}: while counting down and recording, half the preview, the question, the timer and the button are on screen`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
      const { question } = longestLibraryQuestion();
      await page.goto(withQuestion ? practiceHref(question) : routes.practice.path);
      await waitForHydration(page);
      const questionText = step2(page).getByText(withQuestion ? question.text : copy.step2.question, { exact: true });
      await expect(questionText).toHaveCount(1);
      await page.getByRole('button', { name: copy.step1.start }).click();
      await expect(meter(page)).toBeVisible();
      await expect.poll(() => videoWidth(preview(page))).toBeGreaterThan(0);
      await pauseClock(page);
      // Pressed where a visitor finds it after the check: the page brings the recorder into view itself.
      await page.getByRole('button', { name: copy.step2.start }).click();
      const stage = page.getByRole('group', { name: copy.stageLabel });
      const onScreen = async (parts: [string, Locator, number?][]) => {
        for (const [name, locator, share] of parts) {
          await expect.poll(() => shownBelowTopBar(page, locator, share), { message: `${name} on screen` }).toBe(true);
        }
      };
      await onScreen([
        ['half the preview', preview(page), 0.5],
        ['the question', questionText],
        ['the countdown', stage.getByText(String(copy.countdownSeconds), { exact: true })],
        ['Cancel', page.getByRole('button', { name: copy.step2.cancel })],
      ]);
      await finishCountdown(page);
      await expect(page.getByRole('button', { name: copy.step2.stop })).toBeFocused();
      await page.clock.runFor(1000);
      const limit = withQuestion ? question.answerSeconds : copy.limitSeconds;
      await onScreen([
        ['half the preview', preview(page), 0.5],
        ['the question', questionText],
        ['the timer', stage.getByText(timerText(1, limit), { exact: true })],
        ['Stop', page.getByRole('button', { name: copy.step2.stop })],
      ]);
      // The preview keeps the camera's shape: no bars inside it, whatever the width.
      const shape = await preview(page).evaluate((video: HTMLVideoElement) => ({ picture: video.videoWidth / video.videoHeight, box: video.clientWidth / video.clientHeight }));
      expect(Math.abs(shape.box - shape.picture)).toBeLessThan(0.02);
    });
  }
}

test('the countdown and the recording are each announced once, and the running clock never', async ({ page, baseURL }) => {
  await page.clock.install();
  await openPractice(page, baseURL!);
  await page.getByRole('button', { name: copy.step1.start }).click();
  await expect(meter(page)).toBeVisible();
  // Every change of the text of anything a screen reader reads out as it changes, in the order it happens.
  await page.evaluate(() => {
    const spoken = (window.__spoken = [] as string[]);
    const live = () => [...document.querySelectorAll('[role="status"], [role="alert"], [role="log"], [role="timer"], [aria-live]')].filter((element) => element.getAttribute('aria-live') !== 'off');
    new MutationObserver(() => {
      const now = live().map((element) => element.textContent ?? '').join(' | ');
      if (now !== spoken.at(-1)) spoken.push(now);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    spoken.push(live().map((element) => element.textContent ?? '').join(' | '));
  });
  await pauseClock(page);
  await page.getByRole('button', { name: copy.step2.start }).click();
  await expect(step2(page).getByRole('status')).toHaveText(countdownAnnouncement);
  // The countdown's seconds tick on the stage only.
  await page.clock.runFor(1000);
  await expect(page.getByRole('group', { name: copy.stageLabel }).getByText(String(copy.countdownSeconds - 1), { exact: true })).toBeVisible();
  await page.clock.runFor((copy.countdownSeconds - 1) * 1000);
  await expect(step2(page).getByRole('status')).toHaveText(copy.step2.recording);
  await page.clock.runFor(3000);
  await expect(page.getByText(timerText(3, copy.limitSeconds), { exact: true })).toBeVisible();
  const spoken = await page.evaluate(() => window.__spoken.slice(1));
  const says = (text: string) => spoken.filter((line) => line.split(' | ').includes(text)).length;
  expect(spoken.length, spoken.join('\n')).toBe(2);
  expect(says(countdownAnnouncement)).toBe(1);
  expect(says(copy.step2.recording)).toBe(1);
});
