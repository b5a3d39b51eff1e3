import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { competencyKey, questionRoleKey, routeEntries } from '../content/routes';
import { startPagesDev } from '../serve/pages-dev';
import { chromiumArgs, ensureChromium } from '../testing/find-chromium';
import { copySources } from '../testing/source-copy';
import { headerRowProblems, sidewaysOverflow, wrappedPills } from '../testing/layout';

/**
 * Builds the site with every variable set to another value, in a copy of the sources, and checks
 * that the new values reach the exported HTML and the defaults are gone; then looks at it in Chromium at 375 and
 * 320 px, since the product name is the longest a name may be (64 characters, README): no pill label wraps (at
 * 375), the header stays one row, nothing scrolls sideways (docs/decisions.md, "Product names of any valid length").
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


test('a build with other settings shows those values everywhere', async () => {
  test.setTimeout(300_000);
  const root = process.cwd();
  const copy = copySources('config-override');
  const work = copy.dir;
  try {
    execFileSync(path.join(root, 'node_modules/.bin/next'), ['build'], {
      cwd: work,
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'pipe',
    });
    const html = (name: string) => readFileSync(path.join(work, 'out', name), 'utf8');
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
      const text = readFileSync(path.join(work, 'out', file), 'utf8');
      for (const stale of ['HireClip<', 'hireclip.example', 'localhost:3000', '@hireclip']) {
        expect(text.includes(stale), `${file} still contains ${stale}`).toBe(false);
      }
    }
    // The client bundles carry the configured hosts, and the web-vitals reporter exists only in this build.
    const chunkDir = path.join(work, 'out/_next/static/chunks');
    const chunks = readdirSync(chunkDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(chunkDir, file), 'utf8'))
      .join('\n');
    for (const needle of ['https://api.cliphirex.test', 'https://play.cliphirex.test', 'https://vitals.cliphirex.test/collect', 'sendBeacon']) {
      expect(chunks.includes(needle), `the client bundles contain ${needle}`).toBe(true);
    }
    await expectLayoutHolds(path.join(work, 'out'));
  } finally {
    copy.remove();
  }
});

/** Every written page, and the first page of each library template, as Cloudflare's runtime serves the build. */
const looked = routeEntries
  .filter(([key]) => !key.startsWith('questions/') || key === questionRoleKey(questionRoles[0]!.slug) || key === competencyKey(competencies[0]!.id))
  .map(([, route]) => route.path);

async function expectLayoutHolds(outDir: string) {
  const site = await startPagesDev(outDir, { output: 'ignore' });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
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
    expect(looked.length).toBeGreaterThan(15);
    expect(found).toEqual([]);
  } finally {
    await browser.close();
    await site.stop();
  }
}
