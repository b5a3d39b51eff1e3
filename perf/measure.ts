/**
 * What a page of a static export makes a phone download, shared by `npm run bench` (perf/bench.ts) and
 * the byte budget in `npm test` (e2e/budget.spec.ts):
 * - the HTML, and the JavaScript a browser downloads for it until the network is idle (perf/real-user.ts:
 *   the chunks the HTML names and those fetched later, such as the demo list's schema), each file raw, gzip
 *   (level 9) and brotli (quality 11), compressed one by one as a CDN serves it;
 * - the floor: a bare Next.js app with the same next/react/react-dom and one server-rendered heading, built in
 *   bench/.floor/. Its JavaScript is what any page of this Next.js costs; a route's budget (perf/budgets.ts) is a
 *   number of bytes above it. It is built, not guessed from our chunks, because Turbopack draws chunk boundaries differently in
 *   every app: the floor's framework code is not a set of files our build also has.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { routeEntries, type RouteKey } from '../content/routes';
import { readExportedPage, scriptFiles } from '../build/exported-html';
import { routeHtmlFile } from '../build/security-headers';
import { startPagesDev, type PagesDevServer } from '../serve/pages-dev';
import { htmlBudget, jsBudgetByClass, KB } from './budgets';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ScriptSizes extends Sizes {
  src: string;
}

export interface PageBytes {
  html: Sizes;
  /** Sum over the page's scripts. */
  js: Sizes;
  scripts: ScriptSizes[];
  /** Sum over the stylesheets the HTML links: render-blocking, the first paint waits for every one. */
  css: Sizes;
  stylesheets: ScriptSizes[];
}

export interface RouteBytes extends PageBytes {
  key: RouteKey;
  path: string;
  /** JavaScript beyond the floor's, per encoding. */
  aboveFloor: Sizes;
  /** Brotli JavaScript as a multiple of the floor's. */
  ratio: number;
  budget: { jsAboveFloor: number; html: number; violations: string[] };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const siteOutDir = path.join(repoRoot, 'out');
const floorDir = path.join(repoRoot, 'bench', '.floor');

export function sizesOf(data: Buffer | string): Sizes {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

const sum = (list: Sizes[]): Sizes =>
  list.reduce((total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip, brotli: total.brotli + item.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/** Every script file a page names in its HTML (build/exported-html.ts), each once, in document order. */
export function scriptSources(html: string): string[] {
  return scriptFiles(readExportedPage(html));
}

// Shared chunks are compressed once per process: brotli at quality 11 is slow.
const fileSizes = new Map<string, Sizes>();

/**
 * Bytes of one exported page: its HTML and its scripts, read from `outDir`. `scripts` are the site paths the
 * browser requested on load (perf/real-user.ts: lazy chunks included); without them, the scripts the
 * HTML names.
 */
export function measurePage(outDir: string, htmlFile: string, scripts?: readonly string[]): PageBytes {
  const htmlPath = path.join(outDir, htmlFile);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} does not exist: build first`);
  const html = readFileSync(htmlPath);
  const sized = (src: string): ScriptSizes => {
    const url = new URL(src, 'http://site.local/');
    if (url.origin !== 'http://site.local') throw new Error(`${htmlFile} loads a file from another origin: ${src}`);
    const file = path.join(outDir, decodeURIComponent(url.pathname));
    let sizes = fileSizes.get(file);
    if (!sizes) {
      sizes = sizesOf(readFileSync(file));
      fileSizes.set(file, sizes);
    }
    return { src: url.pathname, ...sizes };
  };
  const measured = (scripts ?? scriptSources(html.toString('utf8'))).map(sized);
  const stylesheets = blockingStylesheets(html.toString('utf8')).map(sized);
  return { html: sizesOf(html), js: sum(measured), scripts: measured, css: sum(stylesheets), stylesheets };
}

/** The stylesheets a page links (build/exported-html.ts), each once, in document order: all of them block its first paint. */
export function blockingStylesheets(html: string): string[] {
  return [...new Set(readExportedPage(html).stylesheets)];
}

/**
 * Every route of content/routes.ts, measured against the floor page and checked against its budget.
 * `downloads` maps a route's path to the scripts a browser downloaded for it (see measurePage).
 */
export function measureRoutes(outDir: string, floor: PageBytes, downloads?: ReadonlyMap<string, readonly string[]>): RouteBytes[] {
  return routeEntries.map(([key, route]) => {
    const routePath = route.path;
    const jsBudget = jsBudgetByClass[route.budget];
    const page = measurePage(outDir, routeHtmlFile(routePath), downloads?.get(routePath));
    const aboveFloor = {
      raw: page.js.raw - floor.js.raw,
      gzip: page.js.gzip - floor.js.gzip,
      brotli: page.js.brotli - floor.js.brotli,
    };
    const violations: string[] = [];
    if (aboveFloor.brotli > jsBudget) {
      violations.push(
        `${routePath}: JavaScript above the floor is ${formatKB(aboveFloor.brotli)} brotli (${aboveFloor.brotli} B), budget ${formatKB(jsBudget)}`,
      );
    }
    if (page.html.brotli > htmlBudget) {
      violations.push(`${routePath}: HTML is ${formatKB(page.html.brotli)} brotli (${page.html.brotli} B), budget ${formatKB(htmlBudget)}`);
    }
    return {
      key,
      path: routePath,
      ...page,
      aboveFloor,
      ratio: page.js.brotli / floor.js.brotli,
      budget: { jsAboveFloor: jsBudget, html: htmlBudget, violations },
    };
  });
}

export function formatKB(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The floor app: what `create-next-app` minus everything gives, with our next.config's export settings. */
const floorFiles: Record<string, string> = {
  'next.config.mjs': `// Written by perf/measure.ts: the same export settings as the site's next.config.mjs.
export default { output: 'export', images: { unoptimized: true }, trailingSlash: false, poweredByHeader: false, reactStrictMode: true };
`,
  'app/layout.js': `// Written by perf/measure.ts: the floor, a bare root layout.
export const metadata = { title: 'Floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.js': `// Written by perf/measure.ts: one server-rendered heading, no client component.
export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
    </main>
  );
}
`,
};

export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

export function frameworkVersions() {
  return { next: installedVersion('next'), react: installedVersion('react'), reactDom: installedVersion('react-dom') };
}

/**
 * Builds the floor into bench/.floor/out and returns that directory. Without `fresh`, a build made from the
 * same files and the same installed versions is reused (the budget test needs no rebuild on every run).
 * The folder has no lock file, so Turbopack takes the repo as its root and resolves the repo's node_modules.
 */
export function buildFloor({ fresh = false } = {}): { outDir: string; rebuilt: boolean; seconds: number } {
  const outDir = path.join(floorDir, 'out');
  const stampFile = path.join(floorDir, 'stamp.json');
  const stamp = createHash('sha256').update(JSON.stringify({ floorFiles, versions: frameworkVersions() })).digest('hex');
  const cached = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(path.join(outDir, 'index.html'));
  if (cached && !fresh) return { outDir, rebuilt: false, seconds: 0 };

  const started = Date.now();
  // Nothing but the files below: a stale page left in app/ would count as floor.
  for (const stale of ['app', 'out']) rmSync(path.join(floorDir, stale), { recursive: true, force: true });
  for (const [name, text] of Object.entries(floorFiles)) {
    mkdirSync(path.dirname(path.join(floorDir, name)), { recursive: true });
    writeFileSync(path.join(floorDir, name), text);
  }
  try {
    execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: floorDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`The floor build in ${floorDir} failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
  writeFileSync(stampFile, stamp);
  return { outDir, rebuilt: true, seconds: (Date.now() - started) / 1000 };
}

/** The floor (built as buildFloor does, so reused when unchanged), served as the site is: Cloudflare's runtime. */
export async function serveFloor(options: { fresh?: boolean } = {}): Promise<{ outDir: string; server: PagesDevServer }> {
  const { outDir } = buildFloor(options);
  return { outDir, server: await startPagesDev(outDir) };
}
