import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The dark theme is colour alone: one `prefers-color-scheme: dark` block, in styles/tokens.css, that sets colour and
 * shadow tokens and nothing else, and no script or other stylesheet reads the scheme. The end-to-end suite relies
 * on it: it scans a loaded page in the dark theme by switching the emulated scheme (e2e/support/axe.ts,
 * `inBothThemes`; every-page.spec.ts), and checks layout in one theme only (every-page's widths, top-bar's sweep),
 * since nothing that sizes or places a box can differ between the two.
 */
const root = process.cwd();
const sourceFiles = (dir: string, ending: RegExp): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => ending.test(file))
    .map((file) => path.join(dir, file));
const query = /@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)/g;

/** The text between the brace that opens at `from` and the one that closes it. */
function block(css: string, from: number): string {
  const open = css.indexOf('{', from);
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}' && (depth -= 1) === 0) return css.slice(open + 1, index);
  }
  throw new Error('an unclosed block');
}

test('one dark block, in styles/tokens.css: no other stylesheet and no script asks for the scheme', () => {
  const stylesheets = ['app', 'components', 'styles'].flatMap((dir) => sourceFiles(dir, /\.css$/));
  expect(stylesheets.length).toBeGreaterThan(10);
  const withQuery = stylesheets.filter((file) => readFileSync(path.join(root, file), 'utf8').match(query));
  expect(withQuery).toEqual(['styles/tokens.css']);
  expect(readFileSync(path.join(root, 'styles/tokens.css'), 'utf8').match(query)).toHaveLength(1);
  // Scripts: no matchMedia of the scheme (the only other mention is the theme-color meta's media, app/_seo).
  const scripts = ['app', 'components', 'lib', 'content'].flatMap((dir) => sourceFiles(dir, /\.tsx?$/));
  const readers = scripts.filter((file) => /matchMedia\([^)]*prefers-color-scheme/.test(readFileSync(path.join(root, file), 'utf8')));
  expect(readers).toEqual([]);
});

test('the dark block sets colour and shadow tokens on :root and nothing else', () => {
  const css = readFileSync(path.join(root, 'styles/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const at = css.search(query);
  const media = block(css, at);
  // One rule inside: `:root { … }`.
  expect(media.replace(/\{[^{}]*\}/g, '{}').replace(/\s+/g, '')).toBe(':root{}');
  const declarations = block(media, 0)
    .split(';')
    .map((text) => text.trim())
    .filter(Boolean);
  expect(declarations.length).toBeGreaterThan(10);
  const names = declarations.map((declaration) => declaration.slice(0, declaration.indexOf(':')).trim());
  expect(names.filter((name) => !/^--(color|shadow)-[a-z-]+$/.test(name))).toEqual([]);
});
