import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeSearchIndex } from '../build/search-index';
import { excerptParts, searchIndexDir, searchIndexScript } from '../lib/search';
import { routes } from '../content/routes';

test('an excerpt becomes text parts: matches flagged, entities decoded, no other markup kept', () => {
  expect(excerptParts('Your <mark>retention</mark> &amp; <mark>data</mark> &lt;rights&gt;')).toEqual([
    { text: 'Your ', match: false },
    { text: 'retention', match: true },
    { text: ' & ', match: false },
    { text: 'data', match: true },
    { text: ' <rights>', match: false },
  ]);
  expect(excerptParts('<img src=x onerror=alert(1)>plain')).toEqual([{ text: 'plain', match: false }]);
  expect(excerptParts('')).toEqual([]);
});

test('the index is served from the folder the browser imports its reader from', () => {
  expect(searchIndexScript).toBe(`/${searchIndexDir}/pagefind.js`);
});

/** An export of these files: each one's <main> (headed by an h1 of the file's name, unless empty) inside a shell. */
function fixture(mainOf: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  for (const [file, main] of Object.entries(mainOf)) {
    writeFileSync(
      path.join(dir, file),
      `<!doctype html><html lang="en"><body><header>Sign In</header><main>${main ? `<h1>${file}</h1>${main}` : ''}</main><footer>Crew Members</footer></body></html>`,
    );
  }
  return dir;
}

test('the build writes the index and the reader, and none of the files the site never loads', async () => {
  const dir = fixture({
    'features.html': '<h2 id="review">Review</h2><p>Every recording in one scrollable view.</p>',
    'privacy.html': '<h2 id="retention-of-data">Retention of Data</h2><p>We retain data.</p>',
  });
  try {
    // A stale file from an earlier build is not kept.
    mkdirSync(path.join(dir, searchIndexDir));
    writeFileSync(path.join(dir, searchIndexDir, 'stale.txt'), '');
    const summary = await writeSearchIndex(dir, [routes.features, routes.privacy]);
    expect(summary.pages).toBe(2);
    const files = readdirSync(path.join(dir, searchIndexDir));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'index', 'fragment']));
    for (const unused of files.filter((file) => /ui|highlight|worker|unknown|stale/.test(file))) throw new Error(`${unused} was kept`);
    expect(readdirSync(path.join(dir, searchIndexDir, 'fragment'))).toHaveLength(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page without an h1 in <main> (or without <main>) stops the build with its path', async () => {
  const dir = fixture({ 'features.html': '' });
  writeFileSync(path.join(dir, 'privacy.html'), '<!doctype html><html lang="en"><body><header><h1>Privacy</h1></header><div>text</div></body></html>');
  try {
    await expect(writeSearchIndex(dir, [routes.features])).rejects.toThrow(/\/features has no h1 in <main>/);
    await expect(writeSearchIndex(dir, [routes.privacy])).rejects.toThrow(/\/privacy has no h1 in <main>/);
    expect(existsSync(path.join(dir, searchIndexDir, 'pagefind.js'))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
