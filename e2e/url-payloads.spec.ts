import { expect, test, type Page } from './support/test';
import { practiceStudio } from '../content/practice';
import { routes } from '../content/routes';
import { savingsCalculatorText, savingsFieldCopy } from '../content/savingsCalculator';
import { searchBox } from '../content/search';
import { config } from '../lib/config';
import { searchQueryParam } from '../lib/search';
import { waitForHydration } from './support/hydration';
import { watch } from './support/page-watch';

/**
 * Everything the site reads from the URL, fed hostile values: /search?q=, /practice?q=, the savings calculator's four
 * figures, a fragment, and the path itself (an unknown path renders Home; IntentPrefetch reads the pathname). Each
 * payload must leave no script run and no dialog, no element or attribute made from it, no console error and no
 * CSP or Trusted Types violation (the suite's page fixture), and the page still doing its job.
 */
const marker = '__urlPayloadRan';
/** `value` is put in the URL with encodeURIComponent; `encoded` as written (what encodeURIComponent cannot make). */
const payloads: { label: string; value?: string; encoded?: string }[] = [
  { label: 'an img with onerror', value: `<img src=x onerror="window.${marker}=1;alert(1)">` },
  { label: 'a closing quote and an svg with onload', value: `"><svg onload="window.${marker}=1;alert(1)">` },
  { label: 'a javascript: URL', value: `javascript:window.${marker}=1;alert(1)` },
  { label: 'a closing script tag', value: `</script><script>window.${marker}=1;alert(1)</script>` },
  { label: 'a template expression', value: `{{constructor.constructor('window.${marker}=1;alert(1)')()}}\${alert(1)}` },
  { label: 'a 10 KB string', value: `${'A'.repeat(10 * 1024)}` },
  // The UTF-8 bytes of U+D800 and U+DFFF: no valid string holds them, so they are written percent-encoded.
  { label: 'lone surrogates', encoded: '%ED%A0%80x%ED%BF%BF' },
  { label: 'NUL bytes', encoded: 'a%00b%00' },
  { label: 'line and paragraph separators', encoded: 'a%E2%80%A8b%E2%80%A9' },
  { label: 'a number JavaScript cannot hold', value: '1e309' },
];
const encode = (payload: (typeof payloads)[number]) => payload.encoded ?? encodeURIComponent(payload.value!);

/**
 * Elements that run code or load something when made from text. Scripts with a src, links and SVG icons come and go
 * with the page's own lazy parts (Home's demo list, Next's chunks); an SVG or script made from a payload would carry
 * its handler (the attribute check) or be inline.
 */
const risky = 'img, script:not([src]), iframe, object, embed, form, style, base, meta, video, audio, source, picture';

/** What a payload could have planted: its own code running, an on* attribute, a javascript: URL, risky elements. */
async function plantedBy(page: Page) {
  return page.evaluate(
    ({ marker, risky }) => ({
      ran: marker in window,
      attributes: [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          .map((attribute) => `<${element.localName} ${attribute.name}="${attribute.value.slice(0, 60)}">`),
      ),
      risky: [...document.querySelectorAll(risky)].map((element) => element.localName).sort().join(' '),
    }),
    { marker, risky },
  );
}

interface Target {
  name: string;
  /** Payloads the served site never reaches (the local server answers them itself). */
  skip?: (encoded: string) => boolean;
  /** The URL (path and more) carrying one payload. */
  url: (encoded: string) => string;
  /** The page still does its job. */
  works: (page: Page) => Promise<void>;
  status?: number;
  /** Its URLs differ only in the fragment: each is loaded from about:blank, or it would be a navigation within the document. */
  fragment?: true;
}

const searchInput = (page: Page) => page.getByRole('searchbox', { name: searchBox.label });
const savingsField = (page: Page, name: keyof typeof savingsFieldCopy) => page.getByLabel(savingsFieldCopy[name].label, { exact: true });
const savingsFigures = { roles: '3', applicants: '50', minutes: '20', hourlyCost: '30' } as const;

const targets: Target[] = [
  {
    name: `/search?${searchQueryParam}=`,
    url: (encoded) => `${routes.search.path}?${searchQueryParam}=${encoded}`,
    async works(page) {
      await searchInput(page).fill('pricing');
      await expect(page.getByRole('list', { name: searchBox.resultsLabel }).locator(`a[href="${routes.pricing.path}"]`).first()).toBeVisible();
    },
  },
  {
    name: '/practice?q=',
    url: (encoded) => `${routes.practice.path}?q=${encoded}`,
    async works(page) {
      await expect(page.getByRole('status').filter({ hasText: practiceStudio.library.fallback })).toBeVisible();
      await expect(page.getByText(practiceStudio.step2.question)).toBeVisible();
    },
  },
  {
    name: 'the savings calculator’s four figures',
    url: (encoded) => `${routes.savings.path}?${Object.keys(savingsFigures).map((name) => `${name}=${encoded}`).join('&')}`,
    async works(page) {
      await expect(page.getByTestId('savings-summary').first()).toHaveText(savingsCalculatorText.invalid(4));
      for (const [name, value] of Object.entries(savingsFigures)) await savingsField(page, name as keyof typeof savingsFigures).fill(value);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(/NaN|Infinity|undefined/);
    },
  },
  {
    name: 'a fragment',
    fragment: true,
    url: (encoded) => `${routes.privacy.path}#${encoded}`,
    async works(page) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'the path of an unknown page',
    url: (encoded) => `/${encoded}`,
    status: 404,
    // `wrangler pages dev` turns a path into a file name and answers a NUL in it with its own 502 (Cloudflare answers
    // 400); no page of ours is served, so nothing of ours reads it.
    skip: (encoded) => encoded.includes('%00'),
    async works(page) {
      await expect(page).toHaveTitle(config.productName);
    },
  },
];

for (const target of targets) {
  test(`${target.name}: ${payloads.length} hostile values are inert and the page still works`, async ({ page }) => {
    test.setTimeout(120_000);
    const { consoleProblems } = await watch(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The same page with a harmless value: the risky elements it has by itself.
    await page.goto(target.url('benign'));
    await waitForHydration(page);
    const { risky: baseline } = await plantedBy(page);
    for (const payload of payloads.filter((payload) => !target.skip?.(encode(payload)))) {
      await test.step(payload.label, async () => {
        const url = target.url(encode(payload));
        // Cloudflare reads URLs up to 16 KB; `wrangler pages dev` refuses a 10 KB one. Here the browser asks for the
        // long URL and gets what the server answers for the same address with a short value, headers and all.
        if (url.length > 4_000) {
          await page.route(
            (asked) => asked.href.endsWith(url),
            async (route) => route.fulfill({ response: await route.fetch({ url: new URL(target.url('long'), route.request().url()).href }) }),
          );
        }
        // A new fragment alone would be a navigation within the document, with no response: from a blank page.
        if (target.fragment) await page.goto('about:blank');
        const response = await page.goto(url);
        await page.unrouteAll();
        expect(response?.status(), 'status').toBe(target.status ?? 200);
        await waitForHydration(page);
        await target.works(page);
        expect(await plantedBy(page)).toEqual({ ran: false, attributes: [], risky: baseline });
        expect(dialogs).toEqual([]);
        // An unknown path is reported by the browser as its 404; nothing else may appear.
        expect(consoleProblems.filter((text) => !(target.status === 404 && /status of 404/.test(text)))).toEqual([]);
      });
    }
  });
}
