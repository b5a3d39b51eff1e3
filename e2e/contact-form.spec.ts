import { expect, test, type Page, type Request } from './support/test';
import { config } from '../lib/config';
import { contactErrorMessages, contactLimits } from '../lib/contact/schema';
import { contactFields, contactForm, contactPage } from '../content/contact';
import { routes } from '../content/routes';
import { deployed, localOnly, skipWhenDeployed } from './support/deployment';
import { fulfillJson, isContactUrl } from './support/routes';

// Most tests here run on the worker's shared page (`sharedPage` of support/test.ts: a first visit's state, storage cleared);
// `test` keeps a context of its own for the one that installs a page clock.
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const submit = (page: Page) => page.getByRole('button', { name: contactForm.submit });
const result = (page: Page) => page.getByRole('status').filter({ has: page.locator('p') }).last();

const message = {
  'user-name': '  Ada Lovelace ',
  // An email input strips surrounding spaces itself (HTML value sanitisation).
  'user-email': 'ada@example.com',
  'user-subject': 'A demo for our agency',
  'user-message': 'We screen 200 campus applicants a month.\nCan we see a demo?',
};

async function open(page: Page) {
  await page.goto(routes.contact.path);
  await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
}

async function fill(page: Page, values: Record<string, string> = message) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

function countPosts(page: Page) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && isContactUrl(new URL(request.url()))) posts.push(request);
  });
  return posts;
}

// Against a deployment no message may reach the provider's gateway: a POST no test answers itself is aborted
// (a test's own page.route, registered later, is asked first).
test.beforeEach(async ({ sharedPage: page }) => {
  if (!deployed) return;
  await page.route(isContactUrl, (route) => (route.request().method() === 'POST' ? route.abort('blockedbyclient') : route.fallback()));
});

test('the page: heading, Let’s talk with e-mail and location, and the four required fields', async ({ sharedPage: page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.heading);
  await expect(page.getByRole('heading', { name: contactPage.talkHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', `mailto:${config.contactEmail}`);
  await expect(page.getByText(contactPage.location)).toBeVisible();
  expect(contactPage.location).toBe('New Jersey, United States');
  const expected = [
    ['user-name', 'input', 'text', 'Your Name'],
    ['user-email', 'input', 'email', 'Your Email Address'],
    ['user-subject', 'input', 'text', 'Subject'],
    ['user-message', 'textarea', null, 'Enter your message'],
  ] as const;
  for (const [name, tag, type, placeholder] of expected) {
    const control = field(page, name);
    await expect(control).toHaveCount(1);
    expect(await control.evaluate((element) => element.tagName.toLowerCase())).toBe(tag);
    if (type) await expect(control).toHaveAttribute('type', type);
    await expect(control).toHaveAttribute('placeholder', placeholder);
    await expect(control).toHaveAttribute('required', '');
    await expect(control).toHaveAttribute('maxlength', String(contactLimits[name]));
    await expect(page.getByLabel(contactFields.find((f) => f.name === name)!.label, { exact: true })).toHaveAttribute('name', name);
  }
  await expect(submit(page)).toBeVisible();
});

test('at 1280 px name and e-mail share a row; subject and message each span the form', async ({ sharedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(routes.contact.path);
  const box = async (name: string) => (await field(page, name).boundingBox())!;
  // content/contact.ts's four fields in the required order: name, e-mail, subject, message.
  const [name, email, subject, body] = await Promise.all(contactFields.map((control) => box(control.name)));
  expect(Math.round(email!.y)).toBe(Math.round(name!.y));
  const rowWidth = email!.x + email!.width - name!.x;
  for (const wide of [subject!, body!]) {
    expect(Math.round(wide.x)).toBe(Math.round(name!.x));
    expect(Math.abs(wide.width - rowWidth)).toBeLessThanOrEqual(1);
  }
});

test('a valid message is POSTed as trimmed JSON to the sample gateway, thanked for, and read back in place of the form', async ({ sharedPage: page }) => {
  skipWhenDeployed(localOnly.sendsMessages);
  const posts = countPosts(page);
  await open(page);
  await fill(page);
  const responsePromise = page.waitForResponse((response) => isContactUrl(new URL(response.url())) && response.request().method() === 'POST');
  await submit(page).click();
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  const request = response.request();
  expect(request.url()).toBe(config.links.contact);
  expect(await request.headerValue('content-type')).toBe('application/json');
  const body = request.postDataJSON();
  expect(Object.keys(body).sort()).toEqual(['user-email', 'user-message', 'user-name', 'user-subject']);
  expect(body['user-name']).toBe('Ada Lovelace');
  expect(body['user-email']).toBe('ada@example.com');
  expect(body['user-subject']).toBe(message['user-subject']);
  expect(body['user-message']).toBe(message['user-message']);
  await expect(result(page)).toContainText(contactForm.success);
  // What was sent stays visible (trimmed, as sent); the emptied fields are out of the way.
  for (const value of Object.values(body)) await expect(result(page)).toContainText(String(value).split('\n')[0]!);
  for (const name of Object.keys(message)) {
    await expect(field(page, name)).toHaveValue('');
    await expect(field(page, name)).toBeHidden();
  }
  expect(posts).toHaveLength(1);
  // Another message starts from empty fields, with focus on the first.
  await result(page).getByRole('button', { name: contactForm.another }).click();
  await expect(field(page, 'user-name')).toBeFocused();
  await expect(result(page)).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the result comes into view and takes focus after submit, success or failure`, async ({ sharedPage: page }) => {
    skipWhenDeployed(localOnly.sendsMessages);
    await page.setViewportSize({ width, height: 700 });
    await open(page);
    await fill(page);
    await submit(page).scrollIntoViewIfNeeded();
    await submit(page).click();
    await expect(result(page)).toContainText(contactForm.success);
    await expect(result(page)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('status').filter({ hasText: contactForm.success })).toBeFocused();

    await page.route(isContactUrl, (route) => (route.request().method() === 'OPTIONS' ? fulfillJson(route, 204, '') : fulfillJson(route, 500, {})));
    await result(page).getByRole('button', { name: contactForm.another }).click();
    await fill(page);
    await submit(page).scrollIntoViewIfNeeded();
    await submit(page).click();
    await expect(result(page)).toContainText(contactForm.failure);
    await expect(result(page)).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: contactForm.failure })).toBeFocused();
  });
}

test('empty fields are named inline, the first gets focus, and nothing is sent', async ({ sharedPage: page }) => {
  const posts = countPosts(page);
  await open(page);
  await submit(page).click();
  const name = field(page, 'user-name');
  await expect(name).toBeFocused();
  for (const control of contactFields) {
    const input = field(page, control.name);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await input.getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toHaveText(contactErrorMessages[control.name].required);
  }
  expect(posts).toHaveLength(0);
  await name.fill('Ada');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('a malformed e-mail is refused before sending, with focus on it', async ({ sharedPage: page }) => {
  const posts = countPosts(page);
  await open(page);
  await fill(page, { ...message, 'user-email': 'ada@example' });
  await submit(page).click();
  await expect(field(page, 'user-email')).toBeFocused();
  await expect(page.getByText(contactErrorMessages['user-email'].invalid)).toBeVisible();
  expect(posts).toHaveLength(0);
  // The browser-level check still stands behind it.
  expect(await field(page, 'user-email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch || input.type === 'email')).toBe(true);
});

for (const [label, answer] of [
  ['a 500', (route: Parameters<Parameters<Page['route']>[1]>[0]) => fulfillJson(route, 500, { error: 'boom' })],
  ['a 503 with an HTML body', (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill({ status: 503, body: '<h1>Down</h1>', headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' } })],
  ['a network failure', (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('connectionrefused')],
] as const) {
  test(`${label} says so politely, offers the e-mail, and keeps every field`, async ({ sharedPage: page }) => {
    await page.route(isContactUrl, (route) => (route.request().method() === 'OPTIONS' ? fulfillJson(route, 204, '') : answer(route)));
    await open(page);
    await fill(page);
    await submit(page).click();
    await expect(result(page)).toContainText(contactForm.failure);
    await expect(result(page).getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', `mailto:${config.contactEmail}`);
    for (const [name, value] of Object.entries(message)) await expect(field(page, name)).toHaveValue(value);
    await expect(submit(page)).toBeEnabled();
  });
}

test('a 400 from the gateway marks the fields it names and keeps the text', async ({ sharedPage: page }) => {
  await page.route(isContactUrl, (route) =>
    route.request().method() === 'OPTIONS'
      ? fulfillJson(route, 204, '')
      : fulfillJson(route, 400, { errors: { 'user-subject': 'The subject looks like spam.' } }),
  );
  await open(page);
  await fill(page);
  await submit(page).click();
  await expect(page.getByText('The subject looks like spam.')).toBeVisible();
  await expect(field(page, 'user-subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'user-subject')).toBeFocused();
  await expect(result(page)).toContainText(contactForm.failure);
  await expect(field(page, 'user-message')).toHaveValue(message['user-message']);
});

test('the sample gateway’s own 400 (over its limits) is shown, not swallowed', async ({ sharedPage: page }) => {
  skipWhenDeployed(localOnly.gatewayFaults);
  await open(page);
  await fill(page);
  // Bypass the form's own check to prove the gateway validates with the same schema.
  const status = await page.evaluate(async ([url, body]) => {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    return { status: response.status, body: await response.json() };
  }, [config.links.contact, JSON.stringify({ ...message, 'user-name': 'x'.repeat(contactLimits['user-name'] + 1) })] as const);
  expect(status.status).toBe(400);
  expect(Object.keys(status.body.errors)).toEqual(['user-name']);
});

test('no answer within 15 s is a failure, and the form can be sent again', async ({ page }) => {
  // A paused clock: only runFor moves time, however slow the machine is.
  await page.clock.install({ time: new Date('2026-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T09:00:01Z'));
  await page.route(isContactUrl, (route) => {
    if (route.request().method() === 'OPTIONS') return fulfillJson(route, 204, '');
    // Never answers.
  });
  await open(page);
  await fill(page);
  await submit(page).click();
  await expect(page.getByRole('button', { name: contactForm.sending })).toBeDisabled();
  await page.clock.runFor(14_000);
  await expect(page.getByRole('button', { name: contactForm.sending })).toBeDisabled();
  await page.clock.runFor(1_500);
  await expect(result(page)).toContainText(contactForm.failure);
  await expect(submit(page)).toBeEnabled();
  await expect(field(page, 'user-name')).toHaveValue(message['user-name']);
});

test('double-clicking Send sends one message; the button says it is sending', async ({ sharedPage: page }) => {
  const posts = countPosts(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isContactUrl, async (route) => {
    if (route.request().method() === 'OPTIONS') return fulfillJson(route, 204, '');
    await released;
    await fulfillJson(route, 201, { ok: true });
  });
  await open(page);
  await fill(page);
  await submit(page).dblclick();
  await page.keyboard.press('Enter');
  const sending = page.getByRole('button', { name: contactForm.sending });
  await expect(sending).toBeDisabled();
  release();
  await expect(result(page)).toContainText(contactForm.success);
  expect(posts).toHaveLength(1);
});

test('a draft survives a reload and is gone after a successful send', async ({ sharedPage: page }) => {
  skipWhenDeployed(localOnly.sendsMessages);
  await open(page);
  await fill(page);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  for (const [name, value] of Object.entries(message)) await expect(field(page, name)).toHaveValue(value);
  await submit(page).click();
  await expect(result(page)).toContainText(contactForm.success);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  for (const name of Object.keys(message)) await expect(field(page, name)).toHaveValue('');
});

test('when the hidden honeypot is filled, nothing is sent and success is shown', async ({ sharedPage: page }) => {
  const posts = countPosts(page);
  await open(page);
  await fill(page);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
  await submit(page).click();
  await expect(result(page)).toContainText(contactForm.success);
  expect(posts).toHaveLength(0);
  await expect(page.locator('input[name="website"]')).not.toBeInViewport();
});

test('hostile text is sent as data and runs nothing on the page', async ({ sharedPage: page }) => {
  skipWhenDeployed(localOnly.sendsMessages);
  await open(page);
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await fill(page, { ...message, 'user-subject': hostile, 'user-message': hostile });
  const requestPromise = page.waitForRequest((request) => request.method() === 'POST' && isContactUrl(new URL(request.url())));
  await submit(page).click();
  expect((await requestPromise).postDataJSON()['user-message']).toBe(hostile);
  await expect(result(page)).toContainText(contactForm.success);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
