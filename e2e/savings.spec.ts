import { expect, test, type Locator, type Page } from './support/test';
import { axeScan, axeViolations, inBothThemes } from './support/axe';
import { screeningTimeSavedPercent } from '../content/claims';
import { homePricing } from '../content/home';
import { plans } from '../content/pricing';
import { routes } from '../content/routes';
import { savingsLink, savingsPage } from '../content/savings';
import { savingsCalculatorText as text, savingsFieldCopy } from '../content/savingsCalculator';
import { footerColumns } from '../content/site';
import { config } from '../lib/config';

/**
 * The savings calculator against the built export. The expected figures are worked out here from the calculator's
 * words, not with the page's own function: interviews = roles × applicants; screening hours = interviews ×
 * minutes ÷ 60; hours saved = screening hours × the 70% claim; dollars saved = hours saved × hourly cost; the plan
 * that fits is the trial up to its interviews, Enterprise up to its interviews per month, else none; cost per
 * interview = Enterprise's monthly price ÷ interviews.
 */

interface Inputs {
  roles: number;
  applicants: number;
  minutes: number;
  hourlyCost: number;
}

const trial = plans.find((plan) => plan.id === 'trial')!;
const enterprise = plans.find((plan) => plan.id === 'enterprise')!;

const count = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

function expectedFor(input: Inputs) {
  const interviews = input.roles * input.applicants;
  const screeningHours = (interviews * input.minutes) / 60;
  const hoursSaved = screeningHours * (screeningTimeSavedPercent / 100);
  const dollarsSaved = hoursSaved * input.hourlyCost;
  const plan = interviews <= trial.interviews.count ? 'trial' : interviews <= enterprise.interviews.count ? 'enterprise' : 'none';
  const perInterview = plan === 'none' ? null : enterprise.priceUsd / interviews;
  const rate = Number.isInteger(input.hourlyCost) ? wholeDollars.format(input.hourlyCost) : dollarsAndCents.format(input.hourlyCost);
  const price = wholeDollars.format(enterprise.priceUsd);
  const shown = {
    interviews: count.format(interviews),
    screeningHours: oneDecimal.format(screeningHours),
    hoursSaved: oneDecimal.format(hoursSaved),
    dollarsSaved: wholeDollars.format(dollarsSaved),
    perInterview: perInterview === null ? null : dollarsAndCents.format(perInterview),
  };
  return {
    plan,
    summary: text.summary(shown.hoursSaved, shown.dollarsSaved),
    figures: [
      shown.hoursSaved,
      shown.dollarsSaved,
      plan === 'trial' ? `${trial.name}, then ${enterprise.name}` : plan === 'enterprise' ? enterprise.name : text.planFigure.beyond,
      shown.perInterview === null
        ? text.costPerInterviewFigure.beyond
        : plan === 'trial'
          ? text.costPerInterviewFigure.trial(shown.perInterview)
          : shown.perInterview,
    ],
    steps: [
      text.steps.screens(count.format(input.roles), count.format(input.applicants), shown.interviews),
      text.steps.hoursNow(shown.interviews, count.format(input.minutes), shown.screeningHours),
      text.steps.hoursSaved(shown.screeningHours, `${screeningTimeSavedPercent}%`, shown.hoursSaved),
      text.steps.costSaved(shown.hoursSaved, rate, shown.dollarsSaved),
      shown.perInterview === null
        ? text.steps.costPerInterviewBeyond(shown.interviews)
        : text.steps.costPerInterview(enterprise.name, price, shown.interviews, shown.perInterview),
      ...(perInterview === null
        ? []
        : [
            text.steps.net(enterprise.name, shown.dollarsSaved, price, wholeDollars.format(dollarsSaved - enterprise.priceUsd)) +
              (dollarsSaved < enterprise.priceUsd ? ` ${text.steps.netNegative}` : ''),
          ]),
    ],
  };
}

const field = (page: Page, name: keyof Inputs) => page.getByLabel(savingsFieldCopy[name].label, { exact: true });
const results = (page: Page) => page.getByRole('region', { name: text.resultsHeading });

async function expectResults(page: Page, input: Inputs) {
  const expected = expectedFor(input);
  const region = results(page);
  await expect(region.getByTestId('savings-summary')).toHaveText(expected.summary);
  await expect(region.getByRole('term')).toHaveText(Object.values(text.figures));
  await expect(region.getByRole('definition')).toHaveText(expected.figures);
  await expect(region.getByRole('listitem')).toHaveText(expected.steps);
  await expect(region).not.toContainText(/NaN|Infinity|undefined/);
  return expected;
}

/** Waits until the calculator answers input: the server-rendered form is inert until then. */
async function hydrated(page: Page) {
  await field(page, 'roles').fill('3');
  await expect(results(page).getByRole('listitem').first()).toContainText('3 roles');
}

test.describe('/savings', () => {
  test('the static HTML already shows the worked example for the defaults, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(routes.savings.path);
    await expect(page).toHaveTitle('Savings Calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(savingsPage.heading);
    await expect(field(page, 'roles')).toHaveValue('2');
    await expect(field(page, 'applicants')).toHaveValue('40');
    await expect(field(page, 'minutes')).toHaveValue('20');
    await expect(field(page, 'hourlyCost')).toHaveValue('30');
    // Set 1 of 3: the defaults, 80 interviews a month on Enterprise.
    const expected = await expectResults(page, { roles: 2, applicants: 40, minutes: 20, hourlyCost: 30 });
    expect(expected.plan).toBe('enterprise');
    await context.close();
  });

  // A context of its own: the test opens a second page in it.
  test('typed figures update the result and the URL; the URL brings them back', async ({ page, context }) => {
    await page.goto(routes.savings.path);
    await hydrated(page);
    // Set 2 of 3: four interviews a month fit the trial; the plan then costs more than it saves.
    const input: Inputs = { roles: 1, applicants: 4, minutes: 15, hourlyCost: 25 };
    for (const name of ['roles', 'applicants', 'minutes', 'hourlyCost'] as const) await field(page, name).fill(String(input[name]));
    const expected = await expectResults(page, input);
    expect(expected.plan).toBe('trial');
    await expect(results(page)).toContainText(`free for ${trial.durationDays} days`);

    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      roles: '1',
      applicants: '4',
      minutes: '15',
      hourlyCost: '25',
    });
    expect(new URL(page.url()).pathname).toBe(routes.savings.path);

    // A shared link opens on the same result, in a fresh page and after a reload.
    const shared = await context.newPage();
    await shared.goto(page.url());
    for (const name of ['roles', 'applicants', 'minutes', 'hourlyCost'] as const) await expect(field(shared, name)).toHaveValue(String(input[name]));
    await expectResults(shared, input);
    await shared.reload();
    await expectResults(shared, input);
  });

  test('a link with figures beyond every published plan: no price per interview, an invitation to talk', async ({ sharedPage: page }) => {
    // Set 3 of 3: 300 interviews a month, an hourly cost with cents.
    const input: Inputs = { roles: 5, applicants: 60, minutes: 30, hourlyCost: 45.5 };
    await page.goto(`${routes.savings.path}?roles=5&applicants=60&minutes=30&hourlyCost=45.50`);
    await expect(field(page, 'hourlyCost')).toHaveValue('45.50');
    const expected = await expectResults(page, input);
    expect(expected.plan).toBe('none');
    await expect(results(page).getByRole('link', { name: text.plan.contactLink })).toHaveAttribute('href', routes.contact.path);
  });

  test('invalid and extreme figures get a message each, never NaN or Infinity', async ({ sharedPage: page }) => {
    await page.goto(`${routes.savings.path}?roles=Infinity&applicants=1e309&minutes=-5&hourlyCost=NaN`);
    const main = page.getByRole('main');
    await expect(results(page).getByTestId('savings-summary')).toHaveText(text.invalid(4));
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
    await expect(results(page).getByRole('definition')).toHaveCount(0);
    await expect(main).not.toContainText(/NaN|Infinity/);

    const cases: [keyof Inputs, string, string][] = [
      ['roles', '', text.errors.empty('count', '1', '500')],
      ['roles', 'abc', text.errors.format('count', '1', '500')],
      ['applicants', '999999', text.errors.tooLarge('count', '1', '5,000')],
      ['minutes', '2.5', text.errors.whole('minutes', '1', '240')],
      ['hourlyCost', '0', text.errors.tooSmall('usd', '$1', '$1,000')],
      ['hourlyCost', '12.345', text.errors.decimals('usd', '$1', '$1,000')],
    ];
    for (const [name, value, message] of cases) {
      const input = field(page, name);
      await input.fill(value);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // The message is tied to the field, so a screen reader reads it with the label.
      await expect(input).toHaveAccessibleDescription(`${savingsFieldCopy[name].hint} ${message}`);
      await expect(main).not.toContainText(/NaN|Infinity/);
    }

    // Correct figures bring the result back, messages gone.
    await field(page, 'roles').fill('2');
    await field(page, 'applicants').fill('1,000');
    await field(page, 'minutes').fill('10');
    await field(page, 'hourlyCost').fill('$40');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    // 2,000 interviews: far beyond any plan, yet every figure is a number.
    await expectResults(page, { roles: 2, applicants: 1000, minutes: 10, hourlyCost: 40 });
  });

  test('keyboard only: the fields in order, typed over, with the result following', async ({ sharedPage: page }) => {
    await page.goto(routes.savings.path);
    // From the top of the page: skip link, header, then the first field. Figures typed before the page's
    // script has run are kept too: the calculator reads the fields when it starts.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await field(page, 'roles').evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    const input: Inputs = { roles: 3, applicants: 25, minutes: 30, hourlyCost: 50 };
    for (const name of ['roles', 'applicants', 'minutes', 'hourlyCost'] as const) {
      await expect(field(page, name)).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(String(input[name]));
      await page.keyboard.press('Tab');
    }
    await expectResults(page, input);
  });

  test('on a phone, the sticky sum covers no field, label or hint: on arrival nor when a field gets focus (WCAG 2.4.11)', async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(routes.savings.path);
    const summary = page.locator('[aria-hidden="true"][data-state]');
    await expect(summary).toBeVisible();
    const overlaps = async (target: Locator) => {
      const [box, bar] = await Promise.all([target.boundingBox(), summary.boundingBox()]);
      return box!.y < bar!.y + bar!.height && bar!.y < box!.y + box!.height;
    };
    // On arrival: every label and hint on screen is clear of it.
    for (const name of ['roles', 'applicants', 'minutes', 'hourlyCost'] as const) {
      for (const text of [savingsFieldCopy[name].label, savingsFieldCopy[name].hint]) {
        const part = page.getByText(text, { exact: true });
        if (await part.isVisible()) expect(await overlaps(part), `“${text}” is clear of the sum on arrival`).toBe(false);
      }
    }
    // Tabbing through: the browser scrolls each focused field clear of the stuck sum.
    await field(page, 'roles').focus();
    for (const name of ['roles', 'applicants', 'minutes', 'hourlyCost'] as const) {
      await expect(field(page, name)).toBeFocused();
      await expect.poll(() => overlaps(field(page, name)), { message: `${name} is clear of the sticky sum` }).toBe(false);
      await page.keyboard.press('Tab');
    }
    // Scrolled to the last field from below, the sum is stuck under the header and still clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await field(page, 'roles').focus();
    await expect.poll(() => overlaps(field(page, 'roles')), { message: 'roles is clear of the sticky sum' }).toBe(false);
  });

  test('no WCAG 2.2 A/AA violations with errors shown and beyond every plan, in either theme', async ({ sharedPage: page, baseURL }) => {
    await page.context().addCookies([{ name: config.consentCookieName, value: 'true', url: baseURL! }]);
    for (const query of ['?roles=abc&applicants=0&minutes=2.5&hourlyCost=', '?roles=10&applicants=50&minutes=20&hourlyCost=30']) {
      await page.goto(`${routes.savings.path}${query}`);
      await expect(results(page).getByTestId('savings-summary')).not.toHaveText(expectedFor({ roles: 2, applicants: 40, minutes: 20, hourlyCost: 30 }).summary);
      await inBothThemes(page, async (theme) => expect(await axeViolations(axeScan(page)), `${query} (${theme})`).toEqual([]));
    }
  });

  test('linked from /pricing, from Home’s pricing summary and from the footer', async ({ sharedPage: page }) => {
    await page.goto(routes.pricing.path);
    // In the header of /pricing, above the plans.
    const header = page.getByRole('main').locator('header');
    await expect(header.getByRole('link', { name: savingsLink.label })).toHaveAttribute('href', routes.savings.path);
    await expect(header.getByText(savingsLink.pricingText)).toBeVisible();
    await page.goto(routes.home.path);
    const pricing = page.getByRole('region', { name: homePricing.heading });
    await pricing.getByRole('link', { name: savingsLink.label }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.savings.path}$`));
    await expect(page).toHaveTitle('Savings Calculator');
    const product = footerColumns.find((column) => column.links.some((link) => link.href === routes.savings.path));
    expect(product).toBeTruthy();
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: product!.heading }).getByRole('link', { name: 'Savings Calculator' }),
    ).toHaveAttribute('href', routes.savings.path);
  });
});
