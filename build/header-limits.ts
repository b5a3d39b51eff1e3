/**
 * Whether a built out/ stays within what Cloudflare Pages reads, whatever the number of pages in it:
 *   out/_headers      at most 100 rules, no line over 2,000 characters, no path with two rules;
 *   out/_routes.json  at least one include rule, at most 100 include and exclude rules together, none over 100
 *                     characters, each starting with `/`;
 *   out/_worker.js    at most 3 MiB gzipped (a Workers Free plan worker; Paid allows 10 MiB), and under 1 MiB as
 *                     written, so an isolate parses its manifest in well under a millisecond (docs/performance.md).
 * Used by build/postbuild.ts on every build, by e2e/http/page-policies.spec.ts on the build under test, and from the
 * command line for any other build (the synthetic 1,000-page library included):
 *   npx tsx build/header-limits.ts [outDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { headersFileProblems, maxLineLength, maxRules, parseHeadersFile } from './headers-file';
import { routesJsonProblems, type RoutesJson } from './worker-bundle';

export const maxWorkerGzipBytes = 3 * 1024 * 1024;
export const maxWorkerBytes = 1024 * 1024;

export interface HeaderLimits {
  headerRules: number;
  longestHeaderLine: number;
  routesRules: number;
  longestRoutesRule: number;
  workerBytes: number;
  workerGzipBytes: number;
  /** Each a sentence; none: within every limit. */
  problems: string[];
}

export function checkHeaderLimits(outDir: string): HeaderLimits {
  const problems: string[] = [];
  const read = (name: string) => {
    const file = path.join(outDir, name);
    if (existsSync(file)) return readFileSync(file);
    problems.push(`${name} is missing from ${outDir}`);
    return undefined;
  };
  const headersText = read('_headers')?.toString('utf8') ?? '';
  const routes: RoutesJson = JSON.parse(read('_routes.json')?.toString('utf8') ?? '{"version":1,"include":[],"exclude":[]}');
  const worker = read('_worker.js') ?? Buffer.alloc(0);
  problems.push(...headersFileProblems(headersText, []), ...routesJsonProblems(routes));
  const routeRules = [...routes.include, ...routes.exclude];
  const limits = {
    headerRules: parseHeadersFile(headersText).length,
    longestHeaderLine: Math.max(0, ...headersText.split('\n').map((line) => line.length)),
    routesRules: routeRules.length,
    longestRoutesRule: Math.max(0, ...routeRules.map((rule) => rule.length)),
    workerBytes: worker.byteLength,
    workerGzipBytes: gzipSync(worker).byteLength,
  };
  if (limits.workerGzipBytes > maxWorkerGzipBytes) problems.push(`_worker.js is ${limits.workerGzipBytes} bytes gzipped; a Workers Free plan worker may be ${maxWorkerGzipBytes}`);
  if (limits.workerBytes > maxWorkerBytes) problems.push(`_worker.js is ${limits.workerBytes} bytes; keep its manifest under ${maxWorkerBytes}`);
  return { ...limits, problems };
}

/** One line for a build log. */
export function describeHeaderLimits(limits: HeaderLimits): string {
  return [
    `_headers ${limits.headerRules}/${maxRules} rules, longest line ${limits.longestHeaderLine}/${maxLineLength}`,
    `_routes.json ${limits.routesRules}/100 rules, longest ${limits.longestRoutesRule}/100`,
    `_worker.js ${(limits.workerBytes / 1024).toFixed(1)} KB (${(limits.workerGzipBytes / 1024).toFixed(1)} KB gzipped)`,
  ].join('; ');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  const limits = checkHeaderLimits(outDir);
  console.log(`${path.relative('.', outDir) || '.'}: ${describeHeaderLimits(limits)}`);
  if (limits.problems.length) {
    console.error(`✖ ${limits.problems.join('\n✖ ')}`);
    process.exit(1);
  }
}
