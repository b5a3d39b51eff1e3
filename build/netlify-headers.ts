/**
 * Turns a Cloudflare build of out/ into Netlify's form of the same headers (docs/deploy.md; not verified on
 * Netlify, which no test here runs under): `npx tsx build/netlify-headers.ts [outDir]` after `npm run build`.
 *   - out/_headers: Cloudflare's rules without the `! Name` lines Netlify does not document (where several of its
 *     rules match, Netlify keeps the later rule's value of a header), then one rule per page with the headers the
 *     worker would set (edge/page-headers.ts), so no code runs in the request path;
 *   - out/_worker.js and out/_routes.json removed: Netlify would serve them as files.
 */
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageHeaders, type PageHeadersManifest } from '../edge/page-headers';
import { readWorkerManifest } from './worker-bundle';

export function netlifyHeadersFile(cloudflareHeaders: string, manifest: PageHeadersManifest): string {
  const shared = cloudflareHeaders
    .split('\n')
    .filter((line) => !/^\s+!/.test(line))
    .join('\n')
    .trimEnd();
  const pages = Object.keys(manifest.pages).map((pagePath) =>
    [pagePath, ...pageHeaders(manifest, pagePath, 200).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${shared}\n\n# Each page's own headers (Netlify keeps the later rule's value where rules overlap).\n${pages.join('\n\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  const { manifest } = readWorkerManifest(path.join(outDir, '_worker.js'));
  writeFileSync(path.join(outDir, '_headers'), netlifyHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8'), manifest));
  for (const file of ['_worker.js', '_routes.json']) rmSync(path.join(outDir, file), { force: true });
  console.log(`${path.relative('.', outDir) || '.'}/_headers for Netlify: the shared rules and ${Object.keys(manifest.pages).length} pages' own`);
}
