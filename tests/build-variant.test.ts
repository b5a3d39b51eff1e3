import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { brandImageText, renderBrandImages } from '../build/brand-images';
import { cloudflareNameFor } from '../build/cloudflare-name';
import { checkHeaderLimits } from '../build/header-limits';
import { parseHeadersFile } from '../build/headers-file';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { competencyKey, mockInterviewKey, questionRoleKey, routeEntries, routeList } from '../content/routes';
import { startPagesDev, type PagesDevServer } from '../serve/pages-dev';
import { inlineScriptHashes, policyHashes, samplePaths } from '../testing/csp-sample';
import { chromiumArgs, ensureChromium } from '../testing/find-chromium';
import { headerRowProblems, sidewaysOverflow, wrappedPills } from '../testing/layout';
import { articlesBeforeName } from '../testing/page-text';
import { scaleRolePrefix, writeScaleLibrary } from '../testing/scale-library';
import { copySources } from '../testing/source-copy';

/**
 * One build of the site unlike the suite's, in a copy of the sources (out/ is never touched), looked at three ways:
 * - **Other settings.** Every variable the site reads set to another value: the new values reach the exported HTML
 *   and the client bundles, and the defaults are gone.
 * - **The longest product name.** 64 characters, the most a name may be (README): at 375 and 320 px no pill label
 *   wraps (at 375), the header stays one row, nothing scrolls sideways (docs/decisions.md, "Product names of any
 *   valid length").
 * - **The library at scale.** 1,000 more questions, written into the copy only (testing/scale-library.ts): every
 *   synthetic question has its page, out/_headers
 *   stays under Cloudflare's 100 rules (the same five as the real library's) and _routes.json and the worker within
 *   their limits (build/header-limits.ts), Pagefind indexed every page, and under Cloudflare's runtime 50 synthetic
 *   question pages chosen at random (the seed is printed; SCALE_SAMPLE_SEED picks it again) and /search, whose
 *   policy lists the most hashes at this size, each carry one policy whose hashes are exactly their inline
 *   scripts', and load with no violation.
 *
 * One build serves all three: a build is the unit step's longest part. The settings and the library do not meet: the settings change hosts, names and the reporter; the library adds
 * pages of one template. The tests run in order in one worker, on the build made once before them.
 */
const productName = 'ClipHireX Worldwide Video Interviews for Hiring Teams and Makers';
const env = {
  NEXT_PUBLIC_PRODUCT_NAME: productName,
  NEXT_PUBLIC_CONTACT_EMAIL: 'team@cliphirex.test',
  NEXT_PUBLIC_SITE_URL: 'https://www.cliphirex.test',
  NEXT_PUBLIC_GATEWAY_URL: 'https://api.cliphirex.test',
  NEXT_PUBLIC_APP_URL: 'https://my.cliphirex.test',
  NEXT_PUBLIC_STREAM_URL: 'https://play.cliphirex.test',
  NEXT_PUBLIC_VIDEO_CHANNEL_URL: 'https://video.cliphirex.test/channel',
  NEXT_PUBLIC_VITALS_URL: 'https://vitals.cliphirex.test/collect',
};
const syntheticQuestions = 1_000;
const sampleSize = 50;

test.describe.configure({ mode: 'serial' });

let variant: { out: string; remove(): void; scalePages: string[] };
let site: PagesDevServer;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  const copy = copySources('build-variant');
  variant = { out: path.join(copy.dir, 'out'), remove: copy.remove, scalePages: writeScaleLibrary(copy.dir, syntheticQuestions) };
  const started = Date.now();
  execFileSync('npm', ['run', 'build'], {
    cwd: copy.dir,
    env: {
      ...process.env,
      ...env,
      // The sources `npm test`'s Typecheck step has just checked (tsc --noEmit): Next's own pass would check them again.
      HIRECLIP_SKIP_BUILD_TYPECHECK: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'pipe',
  });
  console.log(`variant build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  site = await startPagesDev(variant.out, { output: 'ignore' });
  browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
});

test.afterAll(async () => {
  await browser?.close();
  await site?.stop();
  variant?.remove();
});

test('a build with other settings shows those values everywhere', () => {
  const html = (name: string) => readFileSync(path.join(variant.out, name), 'utf8');
  // Boolean checks keep a failure's message short: the pages are tens of kilobytes.
  const has = (file: string, needle: string) => expect(html(file).includes(needle), `${file} contains ${needle}`).toBe(true);
  expect(productName).toHaveLength(64);
  has('index.html', `<title>${productName}</title>`);
  has('index.html', 'href="https://my.cliphirex.test/signup"');
  has('index.html', 'href="https://my.cliphirex.test/signin"');
  has('index.html', 'href="https://video.cliphirex.test/channel"');
  has('index.html', `© 2025 ${productName}`);
  has('index.html', '<link rel="canonical" href="https://www.cliphirex.test"/>');
  has('features.html', '<link rel="canonical" href="https://www.cliphirex.test/features"/>');
  has('features.html', '<meta property="og:image" content="https://www.cliphirex.test/og-image.png"/>');
  has('index.html', '"email":"team@cliphirex.test"');
  has('404.html', `<title>${productName}</title>`);
  has('privacy.html', 'team@cliphirex.test');
  has('terms.html', 'href="https://my.cliphirex.test"');
  has('cookies.html', `${productName.replaceAll(' ', '')}CookieConsent`);
  has('sitemap.xml', 'https://www.cliphirex.test/features');
  for (const file of ['index.html', 'features.html', 'privacy.html', 'terms.html', 'cookies.html', 'contact.html', 'sitemap.xml', 'robots.txt']) {
    const text = readFileSync(path.join(variant.out, file), 'utf8');
    for (const stale of ['HireClip<', 'hireclip.example', 'localhost:3000', '@hireclip']) {
      expect(text.includes(stale), `${file} still contains ${stale}`).toBe(false);
    }
  }
  // The client bundles carry the configured hosts, and the web-vitals reporter exists only in this build.
  const chunkDir = path.join(variant.out, '_next/static/chunks');
  const chunks = readdirSync(chunkDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(chunkDir, file), 'utf8'))
    .join('\n');
  for (const needle of ['https://api.cliphirex.test', 'https://play.cliphirex.test', 'https://vitals.cliphirex.test/collect', 'sendBeacon']) {
    expect(chunks.includes(needle), `the client bundles contain ${needle}`).toBe(true);
  }
});

test('the other brand’s build draws its own social image and is deployed under its own name', async () => {
  const drawn = new Map((await renderBrandImages(brandImageText(productName))).map((file) => [file.path, file.bytes]));
  const hireClip = new Map((await renderBrandImages(brandImageText('HireClip'))).map((file) => [file.path, file.bytes]));
  for (const [urlPath, bytes] of drawn) {
    const built = readFileSync(path.join(variant.out, urlPath.slice(1)));
    // Exactly what the generator draws for this name: the build ran it with its own configuration.
    expect(built.equals(bytes), `out${urlPath} is the one drawn for ${productName}`).toBe(true);
  }
  expect(readFileSync(path.join(variant.out, 'og-image.png')).equals(hireClip.get('/og-image.png')!), 'not HireClip’s social image').toBe(false);
  // The Worker and the Pages project are named in the build's environment, as npm run deploy:workers and CI do.
  const name = execFileSync('npx', ['tsx', 'build/cloudflare-name.ts'], { cwd: path.dirname(variant.out), env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
  expect(name).toBe(cloudflareNameFor(productName));
  expect(name).not.toBe('hireclip-web');
});

test('no page of the other brand puts "a" or "an" before its name', () => {
  // Every page of the site's own, text, titles and descriptions (the scale test's synthetic roles are one template).
  const pages = readdirSync(variant.out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html') && !name.includes(scaleRolePrefix));
  expect(pages.length).toBeGreaterThan(170);
  const found = pages.flatMap((name) => articlesBeforeName(readFileSync(path.join(variant.out, name), 'utf8').replace(/<[^>]*>/g, ' '), productName).map((phrase) => `${name}: ${phrase}`));
  expect(found).toEqual([]);
  // The check sees the name where the copy writes it.
  expect(articlesBeforeName(`Try an ${productName} interview or a ${productName}.`, productName)).toEqual([`an ${productName}`, `a ${productName}`]);
});

/** Every written page, and the first page of each library template, as Cloudflare's runtime serves the build. */
const looked = routeEntries
  .filter(
    ([key]) =>
      !key.startsWith('questions/') ||
      key === questionRoleKey(questionRoles[0]!.slug) ||
      key === mockInterviewKey(questionRoles[0]!.slug) ||
      key === competencyKey(competencies[0]!.id),
  )
  .map(([, route]) => route.path);

test('a 64-character product name: pills on one line at 375 px, the header one row and no sideways scroll at 375 and 320 px', async () => {
  test.setTimeout(300_000);
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const found: string[] = [];
  for (const urlPath of looked) {
    await page.goto(new URL(urlPath, site.origin).href, { waitUntil: 'domcontentloaded' });
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      // Pills at 375 px, as every-page.spec.ts checks the default name (at 320 two labels without the name wrap).
      if (width === 375) for (const label of await wrappedPills(page)) found.push(`${urlPath} at ${width}: the pill '${label}' wraps`);
      for (const problem of await headerRowProblems(page)) found.push(`${urlPath} at ${width}: ${problem}`);
      const overflow = await sidewaysOverflow(page);
      if (overflow) found.push(`${urlPath} at ${width}: ${overflow}`);
    }
  }
  await page.close();
  expect(looked.length).toBeGreaterThan(15);
  expect(found).toEqual([]);
});

test('the 1,000-question synthetic library: every page built, headers within Cloudflare’s limits, search, and each sampled page’s own policy', async () => {
  test.setTimeout(300_000);
  const seed = Number(process.env.SCALE_SAMPLE_SEED?.trim() || Math.floor(Math.random() * 2 ** 31));
  expect(Number.isSafeInteger(seed), 'SCALE_SAMPLE_SEED is an integer').toBe(true);
  const out = variant.out;
  // Every question page of the real library and of the synthetic one, one HTML file each. (This test never reads the
  // suite's own out/: on a fresh clone the unit tests run before it exists.)
  const questionPages = readdirSync(path.join(out, 'questions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'competency')
    .flatMap((role) =>
      readdirSync(path.join(out, 'questions', role.name))
        .filter((file) => file.endsWith('.html') && file !== 'mock-interview.html')
        .map((file) => `/questions/${role.name}/${file.slice(0, -'.html'.length)}`),
    );
  const realQuestionPages = routeList.filter((route) => /^\/questions\/(?!competency\/)[^/]+\/(?!mock-interview$)[^/]+$/.test(route.path)).length;
  expect(questionPages).toHaveLength(realQuestionPages + syntheticQuestions);

  // The headers do not grow with the pages.
  const rules = parseHeadersFile(readFileSync(path.join(out, '_headers'), 'utf8'));
  expect(rules.length).toBeLessThan(100);
  // No rule is a page's own: the count does not depend on the pages (5 here, as in the real library's build).
  const pagePaths = new Set(questionPages);
  expect(rules.map((rule) => rule.source).filter((source) => pagePaths.has(source) || source.startsWith('/questions/'))).toEqual([]);
  const limits = checkHeaderLimits(out);
  expect(limits.problems).toEqual([]);

  // Pagefind indexed every page it is given (all but /search): its entry file counts them.
  const entry = JSON.parse(readFileSync(path.join(out, 'pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  const indexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  const htmlPages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && file !== '404.html' && file !== 'search.html');
  expect(indexed).toBe(htmlPages.length);

  // This process reads the repository's own library: its route table has none of the copy's synthetic pages.
  const realPaths = new Set(routeList.map((route) => route.path));
  const synthetic = questionPages.filter((page) => !realPaths.has(page));
  expect(synthetic.sort()).toEqual([...variant.scalePages].sort());
  const sample = [...samplePaths(synthetic, sampleSize, seed), '/search'];
  const line = `scale sample: seed ${seed} (SCALE_SAMPLE_SEED=${seed} picks it again), ${sampleSize} of ${synthetic.length}: ${sample.join(' ')}`;
  console.log(line);
  test.info().annotations.push({ type: 'scale-sample', description: line });

  const page = await browser.newPage();
  // This build reports web vitals to its own host, which does not exist: the test answers it, as the host would.
  await page.route(`${env.NEXT_PUBLIC_VITALS_URL}**`, (route) => route.fulfill({ status: 204 }));
  // Violations as the page sees them, kept across navigations by an init script.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('violations') ?? '[]') as string[];
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      sessionStorage.setItem('violations', JSON.stringify(seen));
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  for (const urlPath of sample) {
    await test.step(urlPath, async () => {
      const response = await page.goto(new URL(urlPath, site.origin).href, { waitUntil: 'load' });
      expect(response?.status(), urlPath).toBe(200);
      const policies = (await response!.headersArray()).filter((header) => header.name.toLowerCase() === 'content-security-policy');
      expect(policies, urlPath).toHaveLength(1);
      expect(policyHashes(policies[0]!.value), urlPath).toEqual(inlineScriptHashes(await response!.text()));
      // Hydrated: the page's scripts ran under that policy.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
    });
  }
  expect(await page.evaluate(() => sessionStorage.getItem('violations') ?? '[]')).toBe('[]');
  expect(consoleErrors).toEqual([]);
  await page.close();
});
