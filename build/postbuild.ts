/**
 * Runs after `next build` (npm run build) and writes what no framework setting does for a static export: each
 * page's Content-Security-Policy as a header, and the site-wide headers. It reads the exported pages
 * (build/exported-html.ts) and never changes them; it only adds files the host reads:
 *   out/_worker.js     (build/worker-bundle.ts) Cloudflare Pages' advanced mode (and the `main` of cloudflare-workers/wrangler.jsonc,
 *                      Workers with static assets): edge/cloudflare-worker.ts with a manifest of the site-wide
 *                      headers (build/site-headers.ts), which it sends on every response it handles, and of every
 *                      page's own headers (edge/page-headers.ts): its policy, whose script-src
 *                      lists the sha256 of each inline script Next wrote into that page (the RSC payload differs
 *                      per page); on a route whose `allow` names powerful features (/practice: camera,
 *                      microphone) also the Permissions-Policy with those granted to itself and media-src blob:;
 *                      on a route marked `webAssembly` (/search) 'wasm-unsafe-eval'; 404.html's for the rest.
 *                      Cloudflare documents that `_headers` is not applied to a worker's responses, so the worker
 *                      sets every header itself, replacing whatever the host put there.
 *   out/_routes.json   keeps the worker off every file that is not a page (assets, search index, payloads).
 *   out/.assetsignore  keeps the worker and _routes.json from being served as files by Workers static assets.
 *   out/_headers       a fixed number of rules, whatever the number of pages: `/*` with build/site-headers.ts'
 *                      site-wide headers (HSTS, nosniff, framing, referrer, permissions, COOP), the policy of
 *                      out/404.html (every unknown path, and the fallback wherever the worker does not run),
 *                      Reporting-Endpoints and Cache-Control revalidate; immutable caching on /_next/static/*;
 *                      noindex on RSC payloads (`/*.txt`, detached again on robots.txt and security.txt).
 * Why a worker: Cloudflare Pages reads at most 100 `_headers` rules, and a rule per page ran out at about 100
 * pages; one site-wide policy with every page's hashes would pass its 2,000 characters a line (docs/decisions.md).
 * Why one block per path: Cloudflare Pages keys rules by path, so a second `/*` block replaces the first
 * (HSTS, X-Frame-Options, COOP and the Permissions-Policy would be lost on every path).
 *
 * First it writes the brand's icon.svg, apple-touch-icon.png and og-image.png (build/brand-images.tsx), then the site
 * search's index into out/pagefind/ (build/search-index.ts).
 *
 * The build fails if a page has no scripts, an inline script of no known kind, an inline style, if an HTML
 * file is not a route, if the manifest does not give a page its own headers, or if _headers or _routes.json
 * would be wrong on Cloudflare (build/headers-file.ts, headersFileProblems: a path with two rules, a path with
 * no CSP or two, no Permissions-Policy or two, two Cache-Control values, more rules or longer lines than
 * Cloudflare reads; build/worker-bundle.ts, routesJsonProblems). Next's out/_not-found.html (+ .txt, folder) would
 * answer /_not-found with 200: removed, so that path is unknown like any other.
 * The connect-src origins come from lib/config, so this runs in the build's environment: `npm run build`.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeList, routes } from '../content/routes';
import { config } from '../lib/config';
import { searchIndexDir } from '../lib/search';
import { readExportedPage, UnexpectedMarkupError } from './exported-html';
import { pageHeaders } from '../edge/page-headers';
import { headersFileProblems, parseHeadersFile, settersOf } from './headers-file';
import { writeSearchIndex } from './search-index';
import { writeBrandImages } from './brand-images';
import { contentSecurityPolicy, mergeRuleSpecs, renderHeadersFile, routeHtmlFile, sha256Digest } from './security-headers';
import { expectedWorkerHeaders, headerArtifacts, isRscPayload, type PageForHeaders } from './header-artifacts';
import { checkHeaderLimits, describeHeaderLimits } from './header-limits';
import { assetsIgnored, readWranglerConfig, routesJson, routesJsonProblems, runWorkerFirst, wranglerConfigFile, writeWorker } from './worker-bundle';

const out = path.resolve('out');
const fail = (message: string): never => {
  console.error(`postbuild: ${message}`);
  process.exit(1);
};

if (!existsSync(path.join(out, 'index.html'))) fail('out/index.html is missing: run `next build` first');

for (const leftover of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(path.join(out, leftover), { recursive: true, force: true });
}

// The brand's icons and social image, drawn for this build's product name (build/brand-images.tsx), before out/'s
// files are listed for _routes.json and _headers.
const brandFiles = await writeBrandImages(out).catch((error: Error) => fail(error.message));
console.log(`postbuild: ${brandFiles.join(', ')} drawn for ${JSON.stringify(config.productName)}`);

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
    if (['/_next/static', '/_headers', '/_routes.json', '/_worker.js', '/.assetsignore'].includes(urlPath)) return [];
    return entry.isDirectory() ? servedFiles(full) : [urlPath];
  });
}

/** The sha256 digests of the inline scripts one exported page runs, after checking it is a page as expected. */
function scriptDigestsOf(file: string): string[] {
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
  return [...new Set(page.inlineScripts.map((script) => sha256Digest(script.text)))];
}

const csp = 'Content-Security-Policy';

// Each page's own headers go to the worker's manifest (out/_worker.js), not to a rule of their own.
const pages: PageForHeaders[] = [];
const covered = new Set<string>(['/404.html']);
for (const route of routeList) {
  const file = routeHtmlFile(route.path);
  if (!existsSync(path.join(out, file))) fail(`route ${route.path} has no out/${file}`);
  pages.push({ path: route.path, hashes: scriptDigestsOf(file), allow: route.allow, webAssembly: 'webAssembly' in route });
  covered.add(`/${file}`);
}
const files = servedFiles();
for (const file of files) {
  if (!covered.has(file) && file.endsWith('.html')) fail(`out${file} is not a route of content/routes.ts, so it would get no CSP of its own`);
}
const notFoundHashes = scriptDigestsOf('404.html');
const { rules, manifest, entries, siteWide } = headerArtifacts({ pages, notFoundHashes, textFiles: files.filter((file) => file.endsWith('.txt')) });
for (const entry of entries) {
  // The worker's answer, read back: the site-wide set, then exactly the policy a rule of its own would have carried.
  const sent = new Map(pageHeaders(manifest, entry.path, 200));
  const expected = expectedWorkerHeaders(entry, siteWide);
  if (sent.size !== expected.size || [...expected].some(([name, value]) => sent.get(name) !== value)) fail(`the manifest does not give ${entry.path} its own headers`);
}
const fallbackPolicy = contentSecurityPolicy(notFoundHashes.map((digest) => `'sha256-${digest}'`));
if (new Map(pageHeaders(manifest, '/no-such-page', 404)).get(csp) !== fallbackPolicy) fail('the manifest does not give an unknown path 404.html\'s policy');

const text = renderHeadersFile(mergeRuleSpecs([], rules));
const probes = [...routeList.map((route) => route.path), ...files, '/_next/static/chunks/probe.js', '/no-such-page', '/a/b/c'];
const problems = headersFileProblems(text, probes);
const parsedRules = parseHeadersFile(text);
for (const probe of probes) {
  // Only RSC payloads carry noindex: a page, the sitemap, robots.txt and security.txt stay indexable.
  const noindex = settersOf(parsedRules, probe, 'X-Robots-Tag').length > 0;
  if (noindex !== (probe.endsWith('.txt') && isRscPayload(probe))) problems.push(`${probe} would ${noindex ? '' : 'not '}get X-Robots-Tag`);
}
if (problems.length) fail(`out/_headers would be wrong on Cloudflare Pages:\n  ${problems.join('\n  ')}`);
writeFileSync(path.join(out, '_headers'), text);

const workerRoutes = routesJson(files, ['_next/static', searchIndexDir]);
const routeProblems = routesJsonProblems(workerRoutes, routeList.map((route) => route.path));
if (routeProblems.length) fail(routeProblems.join('\n  '));
writeFileSync(path.join(out, '_routes.json'), `${JSON.stringify(workerRoutes, null, 2)}\n`);
// Workers with static assets (cloudflare-workers/wrangler.jsonc) runs the worker on the same paths, and serves neither file.
const firstPaths = runWorkerFirst(workerRoutes);
const wrangler = readWranglerConfig();
if (JSON.stringify(wrangler.assets?.run_worker_first) !== JSON.stringify(firstPaths)) {
  fail(`${wranglerConfigFile}'s assets.run_worker_first must be the paths of out/_routes.json; set it to ${JSON.stringify(firstPaths)}`);
}
writeFileSync(path.join(out, '.assetsignore'), `${assetsIgnored.join('\n')}\n`);
await writeWorker(path.join(out, '_worker.js'), manifest);
const limits = checkHeaderLimits(out);
if (limits.problems.length) fail(`out/ would pass Cloudflare's limits:\n  ${limits.problems.join('\n  ')}`);
console.log(`postbuild: one CSP and one Permissions-Policy header for each of ${probes.length} probed paths; the own headers of ${entries.length} pages in out/_worker.js`);
console.log(`postbuild: ${describeHeaderLimits(limits)}`);
