/**
 * What a visitor does, in every engine: accept the cookie notice, open the phone menu, search, get the contact
 * form's validation, move between pages without a document load, and check the camera on a machine that has none.
 */
import { cookieBannerText } from '../../content/cookieBanner';
import { contactFields, contactForm } from '../../content/contact';
import { featuresPage } from '../../content/features';
import { mockInterview, questionsPerInterview } from '../../content/mockInterview';
import { practiceStudio } from '../../content/practice';
import { questionRoles } from '../../content/questions';
import { mockInterviewHref } from '../../content/questions/library';
import { pricingPage } from '../../content/pricing';
import { routes } from '../../content/routes';
import { searchBox } from '../../content/search';
import { config } from '../../lib/config';
import { contactErrorMessages } from '../../lib/contact/fields';
import { searchQueryParam } from '../../lib/search';
import type { EnginePage } from './engine';
import { isHydrated, isNotShown, isShown, markByText, markedTarget } from './in-page';
import { expectEqual, waitFor } from './waits';

export interface Flow {
  name: string;
  run(page: EnginePage, origin: string): Promise<void>;
}

async function open(page: EnginePage, origin: string, path: string) {
  await page.goto(new URL(path, origin).href);
  await waitFor(page, `${path} to be hydrated`, isHydrated);
}

async function clickByText(page: EnginePage, selector: string, text: string) {
  await waitFor(page, `a ${selector} reading “${text}”`, markByText, [selector, text]);
  await page.click(markedTarget);
}

const banner = `section[aria-label="${cookieBannerText.label}"]`;
const headingText = `return document.querySelector('h1')?.textContent.replace(/\\s+/g, ' ').trim() === arguments[0] && location.pathname === arguments[1];`;
const attribute = `return document.querySelector(arguments[0])?.getAttribute(arguments[1]) ?? null;`;

const cookieBanner: Flow = {
  name: 'cookie banner: shown on a first visit, I Understand hides it and sets the consent cookie',
  async run(page, origin) {
    await page.goto(new URL('/', origin).href);
    await page.clearCookies();
    await open(page, origin, '/');
    await waitFor(page, 'the cookie banner to show', isShown, [banner]);
    await clickByText(page, `${banner} button`, cookieBannerText.button);
    await waitFor(page, 'the cookie banner to hide', isNotShown, [banner]);
    const consent = (await page.cookies()).find((cookie) => cookie.name === config.consentCookieName);
    expectEqual(consent && { value: consent.value, path: consent.path, sameSite: consent.sameSite }, { value: 'true', path: '/', sameSite: 'Lax' }, `the ${config.consentCookieName} cookie`);
    await open(page, origin, routes.features.path);
    if (await page.run<boolean>(isShown, banner)) throw new Error('the banner shows again on the next page');
  },
};

/** The menu folds the header below this width (components/MobileMenu/MobileMenu.module.css). */
const menuBreakpoint = 1024;

const mobileMenu: Flow = {
  name: 'mobile menu at the narrowest width the engine gives',
  async run(page, origin) {
    const width = await page.resize(320, 740);
    console.log(`    (${page.name}: asked for 320 px, got ${width} px; the menu folds below ${menuBreakpoint})`);
    if (width >= menuBreakpoint) throw new Error(`the narrowest width is ${width} px: the menu folds only below ${menuBreakpoint}`);
    try {
      await open(page, origin, '/');
      const toggle = 'header summary';
      const pricing = `header nav a[href="${routes.pricing.path}"]`;
      await waitFor(page, 'the menu button to show', isShown, [toggle]);
      expectEqual(await page.run(attribute, toggle, 'aria-expanded'), 'false', 'aria-expanded before a press');
      if (await page.run<boolean>(isShown, pricing)) throw new Error('the header entries show while the menu is folded');
      await page.click(toggle);
      await waitFor(page, 'aria-expanded="true"', `return document.querySelector(arguments[0]).getAttribute('aria-expanded') === 'true';`, [toggle]);
      await waitFor(page, 'the Pricing entry to show in the open menu', isShown, [pricing]);
      await page.click(pricing);
      await waitFor(page, `${routes.pricing.path} and its h1`, headingText, [pricingPage.heading, routes.pricing.path]);
      await waitFor(page, 'the menu to fold after the navigation', `return document.querySelector(arguments[0]).getAttribute('aria-expanded') === 'false';`, [toggle]);
    } finally {
      await page.resize(1280, 800);
    }
  },
};

const search: Flow = {
  name: 'search: /search?q=retention lists results (Pagefind WebAssembly under the page’s CSP)',
  async run(page, origin) {
    await open(page, origin, `${routes.search.path}?${searchQueryParam}=retention`);
    const results = `ol[aria-label="${searchBox.resultsLabel}"]`;
    await waitFor(page, `a result for ${routes.privacy.path}`, `return !!document.querySelector(arguments[0]);`, [`${results} a[href="${routes.privacy.path}"]`]);
    const count = await page.run<number>(`return document.querySelectorAll(arguments[0]).length;`, `${results} > li`);
    if (count < 1) throw new Error('no result listed');
  },
};

const fieldErrors = `
  return arguments[0].map((name) => {
    const input = document.querySelector('[name="' + name + '"]');
    const message = input && document.getElementById(input.getAttribute('aria-describedby') || '');
    return [name, input && input.getAttribute('aria-invalid'), message ? message.textContent.trim() : null];
  });
`;

const contactValidation: Flow = {
  name: 'contact form: empty fields named inline, a malformed e-mail refused, nothing sent',
  async run(page, origin) {
    await open(page, origin, routes.contact.path);
    const names = contactFields.map((field) => field.name);
    await clickByText(page, 'form button[type="submit"]', contactForm.submit);
    const expected = names.map((name) => [name, 'true', contactErrorMessages[name].required]);
    await waitFor(page, 'every field marked invalid with its message', `return JSON.stringify((function () { ${fieldErrors} })(arguments[0])) === arguments[1];`, [
      names,
      JSON.stringify(expected),
    ]);
    expectEqual(await page.run('return document.activeElement && document.activeElement.getAttribute("name");'), 'user-name', 'the focused field');
    await page.type('[name="user-name"]', 'Ada');
    await waitFor(page, 'the name to be valid once typed', `return document.querySelector('[name="user-name"]').getAttribute('aria-invalid') !== 'true';`);
    await page.type('[name="user-email"]', 'ada@example');
    await page.click(markedTarget);
    await waitFor(page, 'the malformed e-mail’s message', `return (function () { ${fieldErrors} })([arguments[0]])[0][2] === arguments[1];`, [
      'user-email',
      contactErrorMessages['user-email'].invalid,
    ]);
    expectEqual(await page.run('return document.activeElement && document.activeElement.getAttribute("name");'), 'user-email', 'the focused field');
  },
};

const clientNavigation: Flow = {
  name: 'client-side navigation: a header link changes URL and h1 without a document load',
  async run(page, origin) {
    await open(page, origin, '/');
    await page.run(`window.__enginesMarker = 'same document';`);
    await page.click(`header nav a[href="${routes.features.path}"]`);
    await waitFor(page, `${routes.features.path} and its h1`, headingText, [featuresPage.heading, routes.features.path]);
    expectEqual(await page.run('return window.__enginesMarker ?? null;'), 'same document', 'the window marker set before the click (a document load drops it)');
  },
};

const practiceNoCamera: Flow = {
  name: '/practice with no camera: the device check says so',
  async run(page, origin) {
    await open(page, origin, routes.practice.path);
    await clickByText(page, 'button', practiceStudio.step1.start);
    const alert = await waitFor<string>(page, 'the device check’s message (role="alert")', `
      const alert = [...document.querySelectorAll('[role="alert"]')].find((each) => each.textContent.trim());
      return alert ? alert.textContent.replace(/\\s+/g, ' ').trim() : '';
    `);
    const { title, text } = practiceStudio.failures.noDevice;
    if (!alert.includes(title) || !alert.includes(text)) throw new Error(`expected “${title}”, the message is: ${alert}`);
  },
};

const mockInterviewNoCamera: Flow = {
  name: 'a mock interview with no camera: the questions are chosen, and the device check says why it cannot start',
  async run(page, origin) {
    const path = mockInterviewHref(questionRoles[0]!);
    await open(page, origin, path);
    const chosen = await page.run<number>(`return document.querySelectorAll('input[type="checkbox"]:checked').length;`);
    expectEqual(chosen, questionsPerInterview, 'questions chosen at first');
    await clickByText(page, 'button', mockInterview.check.step1.start);
    const alert = await waitFor<string>(page, 'the device check’s message (role="alert")', `
      const alert = [...document.querySelectorAll('[role="alert"]')].find((each) => each.textContent.trim());
      return alert ? alert.textContent.replace(/\\s+/g, ' ').trim() : '';
    `);
    const { title, text } = mockInterview.failures.noDevice;
    if (!alert.includes(title) || !alert.includes(text)) throw new Error(`expected “${title}”, the message is: ${alert}`);
    if (await page.run<boolean>(`return [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === arguments[0]);`, mockInterview.setup.start)) {
      throw new Error('Start the Interview shows without a camera');
    }
  },
};

export const flows: readonly Flow[] = [cookieBanner, mobileMenu, search, contactValidation, clientNavigation, practiceNoCamera, mockInterviewNoCamera];
