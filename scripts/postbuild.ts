/**
 * Runs after `next build` (npm run build) and finishes out/ for a CDN: writes out/_headers and gives
 * out/404.html its Content-Security-Policy.
 *
 * Why this shape: on Cloudflare Pages and Netlify every rule whose path matches a request applies, and a
 * header set by two rules is sent twice (or joined). Two CSP headers are both enforced, so the page gets
 * the intersection; two Cache-Control values contradict each other. So no header is ever set by two rules
 * that can match the same path:
 *   /*                 (public/_headers) only the headers that are the same everywhere: HSTS, nosniff,
 *                      X-Frame-Options, Referrer-Policy, Permissions-Policy, COOP. No CSP, no Cache-Control.
 *   /_next/static/*    (public/_headers) Cache-Control immutable: every file name there carries a content hash.
 *   /features, …       (here) one exact-path rule per route of content/routes.ts: that page's CSP, whose
 *                      script-src lists the sha256 of each inline script Next wrote into that page (the RSC
 *                      payload and the bootstrap differ per page), plus Cache-Control revalidate.
 *   /features.txt, /features/*, /sitemap.xml, …  (here) every other file outside /_next/static: the RSC
 *                      payloads the client router fetches, sitemap, robots, icons, manifest, social image.
 *                      Cache-Control revalidate (they change with each deploy but keep their names);
 *                      RSC payloads also get X-Robots-Tag: noindex.
 *   unknown paths      are answered with out/404.html, which no exact rule covers: its policy (without
 *                      frame-ancestors, which a <meta> cannot carry) is a <meta http-equiv> placed before
 *                      any script in its <head>.
 * Next's own out/_not-found.html (+ .txt, folder) would answer /_not-found with 200: removed, so that path
 * is unknown like any other. The build fails if a page needs 'unsafe-inline' styles, if an HTML file is
 * not a route, if a header would be set twice for one path, or if _headers passes Cloudflare's limits.
 * Every page's chunks are also moved behind its first paint (scripts/paint-first.ts) before its inline
 * scripts are hashed, since that adds one, and the chunks those loaders list get V8's compile hint
 * (scripts/compile-hints.ts).
 * The connect-src origins come from lib/config, so this runs in the build's environment: `npm run build`.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeList } from '../content/routes';
import { parseHeadersFile } from './headers-file';
import { addCompileHints } from './compile-hints';
import { deferredScriptSources, loadScriptsAfterFirstPaint } from './paint-first';
import {
  contentSecurityPolicy,
  inlineStyles,
  maxLineLength,
  maxRules,
  renderHeadersFile,
  revalidate,
  routeHtmlFile,
  scriptHashes,
  withCspMeta,
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

/** Every file of out/ as a URL path, except the content-hashed assets and the host's config. */
function servedFiles(dir = out): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const urlPath = `/${path.relative(out, full).split(path.sep).join('/')}`;
    if (urlPath === '/_next/static' || urlPath === '/_headers') return [];
    return entry.isDirectory() ? servedFiles(full) : [urlPath];
  });
}

const loadedOnLoad = new Set<string>();

/** Reads a page, moves its chunks behind the first paint (scripts/paint-first.ts), and hashes its inline scripts. */
function readPage(file: string): { html: string; hashes: string[] } {
  const html = loadScriptsAfterFirstPaint(readFileSync(path.join(out, file), 'utf8'));
  writeFileSync(path.join(out, file), html);
  for (const src of deferredScriptSources(html)) loadedOnLoad.add(src);
  const styles = inlineStyles(html);
  if (styles.length) fail(`${file} has inline styles the CSP (style-src 'self') would block: ${styles.slice(0, 3).join(' ')}`);
  return { html, hashes: scriptHashes(html) };
}

const rules: HeaderRuleSpec[] = [];
const covered = new Set<string>(['/404.html']);

for (const route of routeList) {
  const file = routeHtmlFile(route.path);
  if (!existsSync(path.join(out, file))) fail(`route ${route.path} has no out/${file}`);
  const { hashes } = readPage(file);
  rules.push({
    path: route.path,
    headers: [
      ['Content-Security-Policy', contentSecurityPolicy(hashes)],
      ['Cache-Control', revalidate],
      // Joined after the /* rule's denial: a Permissions-Policy key given twice takes its last value.
      ...(route.allow?.length
        ? [['Permissions-Policy', route.allow.map((feature) => `${feature}=(self)`).join(', ')] as [string, string]]
        : []),
    ],
  });
  covered.add(`/${file}`);
}

const notFound = readPage('404.html');
writeFileSync(path.join(out, '404.html'), withCspMeta(notFound.html, contentSecurityPolicy(notFound.hashes, 'meta')));

const routeDirs = new Set(routeList.map((route) => route.path.slice(1)).filter(Boolean));
const dirRules = new Set<string>();
for (const file of servedFiles()) {
  if (covered.has(file)) continue;
  if (file.endsWith('.html')) fail(`out${file} is not a route of content/routes.ts, so it would get no CSP`);
  const topDir = file.split('/')[1]!;
  const isRsc = file.endsWith('.txt') && file !== '/robots.txt';
  const headers: HeaderRuleSpec['headers'] = [['Cache-Control', revalidate], ...(isRsc ? [['X-Robots-Tag', 'noindex'] as [string, string]] : [])];
  if (file.indexOf('/', 1) > 0 && routeDirs.has(topDir)) {
    // A route's folder holds only its RSC payload segments: one rule for all of them.
    if (!dirRules.has(topDir)) rules.push({ path: `/${topDir}/*`, headers });
    dirRules.add(topDir);
  } else {
    rules.push({ path: file, headers });
  }
}

const base = readFileSync(path.resolve('public/_headers'), 'utf8');
const text = renderHeadersFile(base, rules);
const parsed = parseHeadersFile(text);

if (parsed.length > maxRules) fail(`_headers has ${parsed.length} rules; Cloudflare Pages reads at most ${maxRules}`);
const longLine = text.split('\n').find((line) => line.length > maxLineLength);
if (longLine) fail(`a _headers line is longer than ${maxLineLength} characters: ${longLine.slice(0, 80)}…`);

// No path may get CSP or Cache-Control from two rules (both would be sent and both enforced).
const probes = [...routeList.map((route) => route.path), ...servedFiles(), '/_next/static/chunks/probe.js', '/no-such-page'];
for (const probe of probes) {
  for (const name of ['content-security-policy', 'cache-control']) {
    const setting = parsed.filter((rule) => rule.pattern.test(probe) && rule.set.some(([header]) => header.toLowerCase() === name));
    if (setting.length > 1) fail(`${probe} would get ${name} from ${setting.map((rule) => rule.source).join(' and ')}`);
  }
}

writeFileSync(path.join(out, '_headers'), text);
const hinted = addCompileHints(out, loadedOnLoad);
console.log(`postbuild: out/_headers with ${parsed.length} rules; CSP for ${routeList.length} routes and 404.html; compile hint on ${hinted.length} chunks`);
