import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { checkHeaderLimits } from '../build/header-limits';
import { parseHeadersFile } from '../build/headers-file';
import { routeList } from '../content/routes';
import { startPagesDev } from '../serve/pages-dev';
import { inlineScriptHashes, policyHashes, samplePaths } from '../testing/csp-sample';
import { chromiumArgs, ensureChromium } from '../testing/find-chromium';
import { copySources } from '../testing/source-copy';

/**
 * Issue 39's proof at scale: the site built, in a copy of the sources, with the 1,000-question synthetic library
 * (HIRECLIP_SYNTHETIC_QUESTIONS, content/questions/synthetic.ts; never in a default build). Then:
 * - the build passes, and every synthetic question has its page;
 * - out/_headers stays under Cloudflare's 100 rules (the same five as the real library's), and _routes.json and the
 *   worker within their limits (build/header-limits.ts);
 * - Pagefind indexed every page;
 * - under Cloudflare's runtime, 50 synthetic question pages chosen at random (the seed is printed; SCALE_SAMPLE_SEED
 *   picks it again), and /search, whose policy lists the most hashes at this size, each carry one policy whose hashes
 *   are exactly their inline scripts', and load with no violation.
 */
const syntheticQuestions = 1_000;
const sampleSize = 50;

test('a build with the 1,000-question synthetic library: the build, its headers within Cloudflare’s limits, search, and each sampled page’s own policy', async () => {
  test.setTimeout(900_000);
  const seed = Number(process.env.SCALE_SAMPLE_SEED?.trim() || Math.floor(Math.random() * 2 ** 31));
  expect(Number.isSafeInteger(seed), 'SCALE_SAMPLE_SEED is an integer').toBe(true);
  const copy = copySources('scale-library');
  try {
    const started = Date.now();
    execFileSync('npm', ['run', 'build'], {
      cwd: copy.dir,
      env: { ...process.env, HIRECLIP_SYNTHETIC_QUESTIONS: String(syntheticQuestions), NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'pipe',
    });
    console.log(`scale build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const out = path.join(copy.dir, 'out');

    // Every question page of the real library and of the synthetic one, one HTML file each. (This test never reads the
    // suite's own out/: on a fresh clone the unit tests run before it exists.)
    const questionPages = readdirSync(path.join(out, 'questions'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'competency')
      .flatMap((role) =>
        readdirSync(path.join(out, 'questions', role.name))
          .filter((file) => file.endsWith('.html'))
          .map((file) => `/questions/${role.name}/${file.slice(0, -'.html'.length)}`),
      );
    const realQuestionPages = routeList.filter((route) => /^\/questions\/(?!competency\/)[^/]+\/[^/]+$/.test(route.path)).length;
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

    // This process runs without the variable: its route table is the real library's.
    const realPaths = new Set(routeList.map((route) => route.path));
    const synthetic = questionPages.filter((page) => !realPaths.has(page));
    expect(synthetic).toHaveLength(syntheticQuestions);
    const sample = [...samplePaths(synthetic, sampleSize, seed), '/search'];
    const line = `scale sample: seed ${seed} (SCALE_SAMPLE_SEED=${seed} picks it again), ${sampleSize} of ${synthetic.length}: ${sample.join(' ')}`;
    console.log(line);
    test.info().annotations.push({ type: 'scale-sample', description: line });

    const site = await startPagesDev(out, { output: 'ignore' });
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
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
    } finally {
      await browser.close();
      await site.stop();
    }
  } finally {
    copy.remove();
  }
});
