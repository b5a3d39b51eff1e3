/**
 * A copy of the repository's sources in .cache/, for a test that builds the site with other settings
 * (tests/build-variant.test.ts) without touching out/. The copy sits inside the repo and
 * has no node_modules or lock file, so Next and tsx resolve the repo's own node_modules.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const skip = new Set(['node_modules', '.next', 'out', '.git', '.cache', '.tmp', 'test-results', 'playwright-report', 'bench', 'screenshots', '.data', 'package-lock.json']);

export function copySources(name: string): { dir: string; remove(): void } {
  const root = process.cwd();
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, '.cache', `${name}-`));
  for (const entry of readdirSync(root)) {
    if (!skip.has(entry)) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
