import { expect, test, type Page } from './support/test';
import { mockInterview as copy, mockInterviewLink, mockInterviewPage, questionsPerInterview } from '../content/mockInterview';
import { practiceStudio } from '../content/practice';
import { routes } from '../content/routes';
import { primaryNavLabel } from '../content/site';
import { notFoundNotice } from '../content/notFound';
import { questionRoles } from '../content/questions';
import { mockInterviewHref, practiceHref } from '../content/questions/library';
import { mockInterviewQuestions } from '../content/questions/mock-interview';
import { mockInterviewPageCopy } from '../content/questions/titles';
import { config } from '../lib/config';
import { formatDuration } from '../lib/duration';
import { fill } from '../lib/practice/fill';
import { formatClock } from '../lib/practice/media';
import { chromiumArgs, findChromium } from '../testing/find-chromium';
import { stepCoverage } from '../lib/practice/interview-plan';
import { inBothThemes } from './support/axe';
import { waitForHydration } from './support/hydration';
import { chunksOfLastRecorder, countRecordedChunks, expectNoViolations, mediaState, pauseClock, recordMediaObjects } from './support/media';

/**
 * A role's mock interview with Chromium's fake camera and microphone: the questions chosen, the think time counting
 * down to the recording, the answer cut off at its time, retakes counted, the plan's step moving at the guide's
 * seconds, the tab left, a device lost, the review's playback, checklist and download. The interview's timers run
 * on the page's clock, paused and moved by the test; only the media takes real time, and the test waits for the
 * recorder's own chunks, never for seconds to pass.
 */

test.use({
  launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

const role = questionRoles[1]!;
const questions = mockInterviewQuestions(role);

async function openInterview(page: Page, origin: string, search = '') {
  await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: origin }]);
  await page.goto(new URL(`${mockInterviewHref(role)}${search}`, origin).href);
  await waitForHydration(page);
}

/** Turns the camera and microphone on in step 2 and waits for the preview's picture. */
async function checkDevices(page: Page) {
  await page.getByRole('button', { name: copy.check.step1.start }).click();
  await expect(page.getByText(copy.check.step1.ready)).toBeVisible();
  await expect.poll(() => page.getByTitle(copy.check.previewLabel, { exact: true }).evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
}

const interview = (page: Page) => page.getByRole('group', { name: copy.run.regionLabel });
const status = (page: Page) => page.getByTestId('interview-status');
const planSteps = (page: Page) => page.getByRole('region', { name: copy.run.plan.heading }).getByRole('listitem');
const answeredLine = (page: Page, n: number, seconds: number, limit: number) =>
  page.getByText(fill(copy.run.answered, { n, time: formatClock(seconds), limit: formatClock(limit) }));

/** A question starts: focus is on it (its label and text), so a screen reader reads it first. */
const expectQuestionFocused = (page: Page, text: string) => expect(interview(page).locator(':focus')).toContainText(text);

/** With the clock paused in a think time: lets it run out, and checks the recording started by itself. */
async function thinkUntilRecording(page: Page, slot: number, total: number) {
  const question = questions[slot]!;
  await expect(interview(page).getByText(fill(copy.run.progress, { n: slot + 1, total }))).toBeVisible();
  await expect(status(page)).toHaveText(fill(copy.run.thinkAnnouncement, { n: slot + 1, total, time: formatDuration(question.thinkSeconds) }));
  await expect(page.getByText(formatClock(question.thinkSeconds), { exact: true })).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText(formatClock(question.thinkSeconds - 1), { exact: true })).toBeVisible();
  await page.clock.runFor((question.thinkSeconds - 1) * 1000);
  await expect(page.getByRole('button', { name: copy.run.stop })).toBeVisible();
  await expect(status(page)).toHaveText(fill(copy.run.answerAnnouncement, { time: formatDuration(question.answerSeconds) }));
}

/** Waits for a second of real media in the recorder, as a candidate's take would have. */
const oneSecondRecorded = (page: Page) => expect.poll(() => chunksOfLastRecorder(page)).toBeGreaterThanOrEqual(1);

test('a whole five-question interview: think times run out into recording, answers are cut off at their time, retakes are counted', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await countRecordedChunks(page);
  await recordMediaObjects(page);
  await page.clock.install();
  await openInterview(page, baseURL!);
  await expect(page).toHaveTitle(mockInterviewPageCopy.title(role));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mockInterviewPageCopy.title(role));
  await expect(page.getByText(mockInterviewPage.privacy.text)).toBeVisible();
  // Five chosen at first; the retake allowance is stated before the start.
  const boxes = page.getByRole('group', { name: copy.setup.legend }).getByRole('checkbox');
  await expect(boxes).toHaveCount(role.questions.length);
  await expect(page.getByRole('group', { name: copy.setup.legend }).getByRole('checkbox', { checked: true })).toHaveCount(questionsPerInterview);
  await expect(boxes.nth(questionsPerInterview)).toBeDisabled();
  await expect(page.getByRole('radio', { name: copy.setup.retakeLabels[1], exact: true })).toBeChecked();
  await expect(page.getByText(copy.setup.retakesSummary[1], { exact: false })).toBeVisible();
  await expect(page.getByText(copy.setup.needsDevices)).toBeVisible();
  expect(await mediaState(page)).toEqual({ tracks: [], contexts: [] });
  await checkDevices(page);

  await pauseClock(page);
  await page.getByRole('button', { name: copy.setup.start }).click();
  await expectQuestionFocused(page, questions[0]!.text);

  // Question 1: the think time runs out, the answer is cut off at its time.
  await thinkUntilRecording(page, 0, 5);
  await oneSecondRecorded(page);
  await page.clock.fastForward((questions[0]!.answerSeconds - 1) * 1000);
  await expect(page.getByText(fill(copy.run.timer, { left: formatClock(1) }))).toBeVisible();
  await page.clock.runFor(1000);
  await expect(answeredLine(page, 1, questions[0]!.answerSeconds, questions[0]!.answerSeconds)).toBeFocused();
  await expect(page.getByText(fill(copy.run.retakesLeft.one, {}))).toBeVisible();

  // One retake: Start Recording Now skips the rest of the think time; Stop keeps a shorter answer.
  await page.getByRole('button', { name: copy.run.retake, exact: true }).click();
  await expect(interview(page).getByText(fill(copy.run.progress, { n: 1, total: 5 }))).toBeVisible();
  await page.getByRole('button', { name: copy.run.startNow }).click();
  await expect(page.getByRole('button', { name: copy.run.stop })).toBeFocused();
  await oneSecondRecorded(page);
  await page.clock.runFor(3000);
  await page.getByRole('button', { name: copy.run.stop }).click();
  await expect(answeredLine(page, 1, 3, questions[0]!.answerSeconds)).toBeVisible();
  await expect(page.getByText(copy.run.retakesLeft[0])).toBeVisible();
  await expect(page.getByRole('button', { name: copy.run.retake, exact: true })).toHaveCount(0);

  // Questions 2 to 5.
  for (let slot = 1; slot < 5; slot += 1) {
    await page.getByRole('button', { name: copy.run.next }).click();
    await thinkUntilRecording(page, slot, 5);
    await oneSecondRecorded(page);
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: copy.run.stop }).click();
    await expect(answeredLine(page, slot + 1, 2, questions[slot]!.answerSeconds)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: copy.run.next })).toHaveCount(0);
  await page.getByRole('button', { name: copy.run.toReview }).click();

  const review = page.getByRole('region', { name: copy.review.heading });
  await expect(review.getByRole('heading', { name: copy.review.heading })).toBeFocused();
  await expect(review.getByText(`${fill(copy.review.summary.other, { answered: 5, total: 5 })} ${copy.review.retakesUsed.one}`)).toBeVisible();
  await expect(review.getByRole('article')).toHaveCount(5);
  for (let n = 1; n <= 5; n += 1) await expect(review.getByLabel(fill(copy.review.playbackLabel, { n }), { exact: true })).toBeVisible();
  // The review needs no camera: every track is stopped, every AudioContext closed.
  await expect.poll(async () => (await mediaState(page)).tracks.every((track) => track.endsWith(':ended'))).toBe(true);
  expect((await mediaState(page)).contexts.every((context) => context === 'closed')).toBe(true);
});

test('the plan’s step moves at the guide’s seconds, the next one is named, and each change is said once', async ({ page, baseURL }) => {
  await countRecordedChunks(page);
  await page.clock.install();
  await openInterview(page, baseURL!);
  await checkDevices(page);
  await pauseClock(page);
  await page.getByRole('button', { name: copy.setup.start }).click();
  const question = questions[0]!;
  // During the think time the whole plan shows, nothing current.
  await expect(planSteps(page)).toHaveCount(question.steps.length);
  await expect(planSteps(page).and(page.locator('[aria-current]'))).toHaveCount(0);
  await page.getByRole('button', { name: copy.run.startNow }).click();
  const planStatus = page.getByRole('region', { name: copy.run.plan.heading }).getByRole('status');
  let start = 0;
  for (const [index, step] of question.steps.entries()) {
    const current = page.locator('li[aria-current="step"]');
    await expect(current).toContainText(`${step.label}: ${step.text}`);
    await expect(current).toContainText(copy.run.plan.now);
    await expect(planStatus).toHaveText(fill(copy.run.plan.stepAnnouncement, { label: step.label, text: step.text }));
    const next = question.steps[index + 1];
    if (next) await expect(planSteps(page).nth(index + 1)).toContainText(`${copy.run.plan.next}${next.label}: ${next.text}`);
    // One second before the step ends it is still current; at its last second the next one takes over.
    start += step.seconds;
    if (!next) break;
    await page.clock.runFor((step.seconds - 1) * 1000);
    await expect(current).toContainText(step.label);
    await page.clock.runFor(1000);
  }
  expect(start).toBe(question.answerSeconds);
  // Hidden, the plan says nothing.
  await page.getByRole('button', { name: copy.run.plan.hide }).click();
  await expect(page.getByRole('button', { name: copy.run.plan.show })).toHaveAttribute('aria-expanded', 'false');
  await expect(planSteps(page)).toHaveCount(0);
  await expect(planStatus).toHaveText('');
});

test('the review: playback, the length against each step, the checklist, a self-rating, the guide and the download', async ({ page, baseURL }) => {
  await countRecordedChunks(page);
  await page.clock.install();
  await openInterview(page, baseURL!, `?q=${questions[2]!.id}`);
  await expect(page.getByRole('group', { name: copy.setup.legend }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await checkDevices(page);
  await pauseClock(page);
  await page.getByRole('button', { name: copy.setup.start }).click();
  const question = questions[2]!;
  await page.getByRole('button', { name: copy.run.startNow }).click();
  await expect.poll(() => chunksOfLastRecorder(page)).toBeGreaterThanOrEqual(2);
  await page.clock.runFor((question.steps[0]!.seconds + 2) * 1000);
  await page.getByRole('button', { name: copy.run.stop }).click();
  await page.getByRole('button', { name: copy.run.toReview }).click();
  const take = page.getByRole('article', { name: fill(copy.review.questionHeading, { n: 1, text: question.text }) });
  const video = take.getByLabel(fill(copy.review.playbackLabel, { n: 1 }), { exact: true });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => (Number.isFinite(element.duration) ? element.duration : 0))).toBeGreaterThan(1);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  // Its length is the recording's own (the media ran in real time while the page clock jumped), set against the
  // answer time and each step of the plan.
  const length = await video.evaluate((element: HTMLVideoElement) => element.duration);
  await expect(take.getByText(fill(copy.review.length, { time: formatClock(length), limit: formatClock(question.answerSeconds) }))).toBeVisible();
  const coverage = take.getByRole('list', { name: copy.review.lengthLabel }).getByRole('listitem');
  const expected = stepCoverage(question.steps, length).map(({ step, spent, status }) =>
    status === 'whole'
      ? fill(copy.review.stepWhole, { label: step.label })
      : status === 'part'
        ? fill(copy.review.stepPart, { label: step.label, spent: formatClock(spent), seconds: formatClock(step.seconds) })
        : fill(copy.review.stepNone, { label: step.label }),
  );
  await expect(coverage).toHaveText(expected);
  expect(expected.at(-1)).toBe(fill(copy.review.stepNone, { label: question.steps.at(-1)!.label }));
  for (const point of [...question.strongPoints, ...question.mistakes]) {
    const box = take.getByRole('checkbox', { name: point });
    await box.check();
    await expect(box).toBeChecked();
  }
  const level = question.rubric[1]!;
  await take.getByRole('radio', { name: `${level.label}: ${level.text}` }).check();
  await expect(take.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(take.getByRole('link', { name: copy.review.guideLink })).toHaveAttribute('href', question.guideHref);
  const download = take.getByRole('link', { name: fill(copy.review.download, { n: 1 }) });
  await expect(download).toHaveAttribute('href', /^blob:/);
  const saved = await Promise.all([page.waitForEvent('download'), download.click()]).then(([file]) => file);
  expect(saved.suggestedFilename()).toBe(`${fill(copy.review.downloadName, { role: role.slug, n: 1 })}.webm`);
  await expect(page.getByText(copy.review.localOnly)).toBeVisible();
  // Starting again frees the take.
  const url = (await download.getAttribute('href'))!;
  await page.getByRole('button', { name: copy.review.restart }).click();
  await expect(page.getByRole('heading', { name: copy.setup.heading })).toBeFocused();
  const state = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const element = document.createElement('video');
        element.onloadedmetadata = () => resolve('readable');
        element.onerror = () => resolve('revoked');
        element.src = src;
      }),
    url,
  );
  expect(state).toBe('revoked');
});

test('keyboard only: choose, check, answer, stop and review without a pointer, focus never on the page itself', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await countRecordedChunks(page);
  await page.clock.install();
  await openInterview(page, baseURL!, `?q=${questions[0]!.id}`);
  const focusNotOnBody = () => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null);
  // A checkbox's name is its question (or point) and the times under it: found by its start.
  const tabTo = async (name: string, role: 'button' | 'checkbox' | 'radio' | 'link' = 'button') => {
    const target = page.getByRole(role, { name, exact: role !== 'checkbox' });
    await expect(target).toHaveCount(1);
    for (let press = 0; press < 80 && !(await target.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  };
  await page.locator('h1').focus();
  await tabTo(questions[1]!.text, 'checkbox');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: questions[1]!.text })).toBeChecked();
  await tabTo(copy.setup.retakeLabels[1], 'radio');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: copy.setup.retakeLabels[2], exact: true })).toBeChecked();
  await tabTo(copy.check.step1.start);
  await page.keyboard.press('Enter');
  await expect(page.getByText(copy.check.step1.ready)).toBeFocused();
  await tabTo(copy.setup.start);
  await pauseClock(page);
  await page.keyboard.press('Enter');
  await expectQuestionFocused(page, questions[0]!.text);
  await tabTo(copy.run.startNow);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: copy.run.stop })).toBeFocused();
  await oneSecondRecorded(page);
  await page.keyboard.press('Space');
  await expect(page.getByText(fill(copy.run.retakesLeft.other, { n: 2 }))).toBeVisible();
  expect(await focusNotOnBody()).toBe(true);
  await tabTo(copy.run.next);
  await page.keyboard.press('Enter');
  await expectQuestionFocused(page, questions[1]!.text);
  await tabTo(copy.run.end);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: copy.review.heading })).toBeFocused();
  await tabTo(questions[0]!.strongPoints[0]!, 'checkbox');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: questions[0]!.strongPoints[0]! })).toBeChecked();
  await tabTo(fill(copy.review.download, { n: 1 }), 'link');
  expect(await focusNotOnBody()).toBe(true);
});

test('a device lost mid-answer keeps the earlier takes, says so, and Try Again asks that question again', async ({ page, baseURL }) => {
  await countRecordedChunks(page);
  await recordMediaObjects(page);
  await page.clock.install();
  await openInterview(page, baseURL!);
  await checkDevices(page);
  await pauseClock(page);
  await page.getByRole('button', { name: copy.setup.start }).click();
  await page.getByRole('button', { name: copy.run.startNow }).click();
  await oneSecondRecorded(page);
  await page.getByRole('button', { name: copy.run.stop }).click();
  await page.getByRole('button', { name: copy.run.next }).click();
  await page.getByRole('button', { name: copy.run.startNow }).click();
  await expect(page.getByRole('button', { name: copy.run.stop })).toBeVisible();
  // The camera is unplugged: its track ends, as the browser ends it.
  await page.evaluate(() => {
    const video = window.__tracks.filter((track) => track.kind === 'video' && track.readyState === 'live').at(-1)!;
    video.stop();
    video.dispatchEvent(new Event('ended'));
  });
  const alert = page.getByRole('alert').filter({ hasText: copy.failures.interrupted.title });
  await expect(alert).toContainText(copy.failures.interrupted.text);
  await expect(alert).toBeFocused();
  await expect(page.getByText(`${copy.run.keptTakes.one} ${copy.run.lostAnswer}`)).toBeVisible();
  await page.getByRole('button', { name: copy.retry }).click();
  await expectQuestionFocused(page, questions[1]!.text);
  await expect(page.getByRole('button', { name: copy.run.startNow })).toBeVisible();
  await page.getByRole('button', { name: copy.run.end }).click();
  const review = page.getByRole('region', { name: copy.review.heading });
  await expect(review.getByLabel(fill(copy.review.playbackLabel, { n: 1 }), { exact: true })).toBeVisible();
  await expect(review.getByRole('article').nth(1)).toContainText(copy.review.notRecorded);
  await expect(review.getByRole('article')).toHaveCount(5);
});

test('leaving the tab: a think time pauses until Resume; a recording stops there and is kept', async ({ page, baseURL }) => {
  await countRecordedChunks(page);
  await page.clock.install();
  await openInterview(page, baseURL!);
  await checkDevices(page);
  await pauseClock(page);
  const leaveTab = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    });
  await page.getByRole('button', { name: copy.setup.start }).click();
  await page.clock.runFor(2000);
  await leaveTab();
  await expect(page.getByRole('alert').filter({ hasText: copy.run.pausedHidden.title })).toContainText(copy.run.pausedHidden.text);
  // Paused: time passing starts nothing.
  await page.clock.runFor(questions[0]!.thinkSeconds * 1000);
  await expect(page.getByRole('button', { name: copy.run.stop })).toHaveCount(0);
  await page.getByRole('button', { name: copy.run.resume }).click();
  await expect(page.getByText(formatClock(questions[0]!.thinkSeconds), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: copy.run.startNow }).click();
  await oneSecondRecorded(page);
  await page.clock.runFor(4000);
  await leaveTab();
  await expect(answeredLine(page, 1, 4, questions[0]!.answerSeconds)).toContainText(copy.run.cutHidden);
});

test('the address: unknown question ids are left out with a polite note; an unknown role is the 404 page, pointing to the library', async ({ page, baseURL }) => {
  await openInterview(page, baseURL!, `?q=${encodeURIComponent(`no-such-question,<b>x</b>,${questions[3]!.id}`)}`);
  await expect(page.getByText(fill(copy.setup.unknownIds.other, { n: 2 }))).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: questions[3]!.text })).toBeChecked();
  expect(await page.locator('b').filter({ hasText: 'x' }).count()).toBe(0);
  await openInterview(page, baseURL!, '?q=nothing-here');
  await expect(page.getByText(copy.setup.noneKnown)).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(questionsPerInterview);
  const many = questions.slice(0, 7).map((question) => question.id).join(',');
  await openInterview(page, baseURL!, `?q=${many}`);
  await expect(page.getByText(copy.setup.tooMany)).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(questionsPerInterview);

  const response = await page.goto(new URL('/questions/no-such-role/mock-interview', baseURL!).href);
  expect(response!.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText(notFoundNotice.mockInterview.text)).toBeVisible();
  await expect(page.getByRole('link', { name: notFoundNotice.mockInterview.link.label })).toHaveAttribute('href', notFoundNotice.mockInterview.link.href);
});

test('every state is axe-clean in both themes', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await countRecordedChunks(page);
  await page.clock.install();
  await openInterview(page, baseURL!);
  const scan = (label: string) => inBothThemes(page, (theme) => expectNoViolations(page, `${label}, ${theme}`, { clockInstalled: true }));
  await checkDevices(page);
  await scan('setup, devices on');
  await pauseClock(page);
  await page.getByRole('button', { name: copy.setup.start }).click();
  await scan('think time');
  await page.getByRole('button', { name: copy.run.startNow }).click();
  await oneSecondRecorded(page);
  await scan('recording');
  await page.getByRole('button', { name: copy.run.stop }).click();
  await expect(page.getByRole('button', { name: copy.run.next })).toBeVisible();
  await scan('answered');
  await page.getByRole('button', { name: copy.run.next }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByRole('alert').filter({ hasText: copy.run.pausedHidden.title })).toBeVisible();
  await scan('paused');
  await page.getByRole('button', { name: copy.run.end }).click();
  await expect(page.getByRole('heading', { name: copy.review.heading })).toBeVisible();
  await scan('review');
});

test('reached from every role page, from /practice for every role, and from a /practice?q= question with that question chosen', async ({ page, request, baseURL }) => {
  for (const each of questionRoles) {
    const html = await (await request.get(`/questions/${each.slug}`)).text();
    expect(html, each.slug).toContain(`href="${mockInterviewHref(each)}"`);
  }
  await page.goto(`${routes.questions.path}/${role.slug}`);
  const button = page.getByRole('link', { name: mockInterviewLink.buttonName(role.name), exact: true });
  await expect(button).toHaveText(mockInterviewLink.button);
  await button.click();
  await expect(page).toHaveURL(new URL(mockInterviewHref(role), baseURL!).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mockInterviewPageCopy.title(role));

  await page.goto(routes.practice.path);
  const list = page.getByRole('region', { name: mockInterviewLink.practiceHeading });
  for (const each of questionRoles) {
    await expect(list.getByRole('link', { name: mockInterviewLink.text(each.name), exact: true })).toHaveAttribute('href', mockInterviewHref(each));
  }
  const question = role.questions[4]!;
  await page.goto(practiceHref(question));
  const link = page.getByRole('figure').getByRole('link', { name: fill(practiceStudio.library.mockInterviewLink, { role: role.name }) });
  await expect(link).toHaveAttribute('href', mockInterviewHref(role, question));
  await waitForHydration(page);
  await link.click();
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: question.text })).toBeChecked();
});

/**
 * Headers are per document: the interview's Permissions-Policy grants the camera, a plain page's denies it, and a
 * client-side navigation would keep the first document's. A marker on window survives a client-side navigation and
 * not a document load; the top bar's entries are client-side links between plain pages.
 */
test('a mock interview is a document of its own: reached by its link the camera is allowed, left by the top bar it is denied', async ({ page }) => {
  const allows = (feature: string) =>
    page.evaluate((name) => (document as Document & { featurePolicy: { allowsFeature(feature: string): boolean } }).featurePolicy.allowsFeature(name), feature);
  const mark = () => page.evaluate(() => Object.assign(window, { __documentBeforeLink: true }));
  const marked = () => page.evaluate(() => '__documentBeforeLink' in window);
  await page.goto(`${routes.questions.path}/${role.slug}`);
  await waitForHydration(page);
  expect(await allows('camera')).toBe(false);
  await mark();
  await page.getByRole('link', { name: mockInterviewLink.buttonName(role.name), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${mockInterviewHref(role)}$`));
  await waitForHydration(page);
  expect(await marked()).toBe(false);
  expect(await allows('camera')).toBe(true);
  expect(await allows('microphone')).toBe(true);
  await mark();
  await page.getByRole('navigation', { name: primaryNavLabel }).getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.features.path}$`));
  await waitForHydration(page);
  expect(await marked()).toBe(false);
  expect(await allows('camera')).toBe(false);
  expect(await allows('microphone')).toBe(false);
});
