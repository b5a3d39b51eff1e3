import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { headerDifferences, headersWithoutWorkerRules, pathsWithRules } from '../build/documented-headers';
import { routesRuleMatches, type RoutesJson } from '../build/worker-bundle';
import { readPageHeadersManifestPaths } from './worker-manifest';

/**
 * A copy of a build in `dest` whose `_headers` has no rule for any path the worker handles (build/documented-headers.ts),
 * checked before it is served: no page path and no unknown path matches a rule, and every file the worker never sees
 * keeps exactly the headers it had. Returns `dest`.
 */
export function copyWithDocumentedHeaders(built: string, dest: string): string {
  rmSync(dest, { recursive: true, force: true });
  cpSync(built, dest, { recursive: true });
  const original = readFileSync(path.join(built, '_headers'), 'utf8');
  const routes = JSON.parse(readFileSync(path.join(built, '_routes.json'), 'utf8')) as RoutesJson;
  const text = headersWithoutWorkerRules(original, routes);
  const pages = [...readPageHeadersManifestPaths(path.join(built, '_worker.js')), '/no-such-page', '/a/b/c'];
  const reached = pathsWithRules(text, pages);
  if (reached.length) throw new Error(`documented headers: rules still match worker paths ${reached.slice(0, 5).join(' ')}`);
  const files = (readdirSync(built, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(built, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .filter((file) => routes.exclude.some((rule) => routesRuleMatches(rule, file)));
  const changed = headerDifferences(original, text, files);
  if (changed.length) throw new Error(`documented headers: files would lose or change headers:\n  ${changed.slice(0, 3).join('\n  ')}`);
  writeFileSync(path.join(dest, '_headers'), text);
  return dest;
}
