import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addCompileHints, compileHint, shiftSourceMapOneLine, sourceMapFile, withCompileHint } from '../scripts/compile-hints';

test('the hint becomes the first line of a script, once', () => {
  const js = '(globalThis.TURBOPACK||[]).push([1]);';
  expect(withCompileHint(js)).toBe(`//# allFunctionsCalledOnLoad\n${js}`);
  expect(withCompileHint(withCompileHint(js))).toBe(withCompileHint(js));
  expect(compileHint).toBe('//# allFunctionsCalledOnLoad');
});

test('a source map moves down by one generated line and keeps everything else', () => {
  const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA', file: 'x.js' };
  expect(JSON.parse(shiftSourceMapOneLine(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA;AACA' });
  expect(() => shiftSourceMapOneLine(JSON.stringify({ version: 3, sections: [] }))).toThrow(/indexed or malformed/);
});

test('addCompileHints rewrites each listed chunk and its map once, and refuses a chunk the build did not write', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'hints-'));
  const chunks = path.join(out, '_next', 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  // Turbopack names a chunk's map on its own, not after the chunk.
  writeFileSync(path.join(chunks, 'a.js'), 'a();\n//# sourceMappingURL=m1.js.map');
  writeFileSync(path.join(chunks, 'm1.js.map'), JSON.stringify({ version: 3, sources: [], names: [], mappings: 'AAAA' }));
  writeFileSync(path.join(chunks, 'b.js'), 'b();');
  writeFileSync(path.join(chunks, 'lazy.js'), 'lazy();');

  const listed = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/a.js'];
  expect(addCompileHints(out, listed)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`${compileHint}\na();\n//# sourceMappingURL=m1.js.map`);
  expect(JSON.parse(readFileSync(path.join(chunks, 'm1.js.map'), 'utf8')).mappings).toBe(';AAAA');
  expect(readFileSync(path.join(chunks, 'b.js'), 'utf8')).toBe(`${compileHint}\nb();`);
  expect(readFileSync(path.join(chunks, 'lazy.js'), 'utf8'), 'a chunk no page loads up front keeps the lazy default').toBe('lazy();');

  expect(addCompileHints(out, listed), 'a second run changes nothing').toEqual([]);
  expect(JSON.parse(readFileSync(path.join(chunks, 'm1.js.map'), 'utf8')).mappings).toBe(';AAAA');
  expect(() => addCompileHints(out, ['/_next/static/chunks/missing.js'])).toThrow(/did not write/);
});

test('the source map is the file the last sourceMappingURL comment names, beside the script', () => {
  expect(sourceMapFile('/out/c/a.js', 'a();\n//# sourceMappingURL=m%201.js.map\n')).toBe(path.join('/out/c', 'm 1.js.map'));
  expect(sourceMapFile('/out/c/a.js', '//# sourceMappingURL=old.map\na();\n//# sourceMappingURL=new.map')).toBe(path.join('/out/c', 'new.map'));
  expect(sourceMapFile('/out/c/a.js', 'a();\n//# sourceMappingURL=data:application/json;base64,e30=')).toBeNull();
  expect(sourceMapFile('/out/c/a.js', 'a();')).toBeNull();
});
