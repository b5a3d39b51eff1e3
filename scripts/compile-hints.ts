/**
 * Compile hints for the chunks a page runs on load. V8 compiles a function lazily, on the main thread,
 * the first time it is called; hydrating a page calls most of the framework's functions, so those
 * compilations added up to a single 75–110 ms task (Lighthouse counts it 4×) in which the entry chunk's
 * modules are instantiated. The magic comment `//# allFunctionsCalledOnLoad` on a script's first line
 * (V8's explicit compile hints, Chrome 136+) tells V8 to compile all of that file's functions eagerly,
 * on a background thread while the file streams in. Browsers without the feature read a comment.
 *
 * postbuild adds it to every chunk that a page's first-paint loader lists (scripts/paint-first.ts): those
 * are the files whose code runs on load. Chunks fetched later (a form's schema, a lazy component) keep
 * V8's lazy default, since only some of their functions may ever run. Chunk names stay as they are: they
 * are Turbopack's, not hashes postbuild must keep in step with, and no integrity attribute pins them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line (unchanged if it already has it). */
export function withCompileHint(js: string): string {
  return js.startsWith(compileHint) ? js : `${compileHint}\n${js}`;
}

/**
 * A source map (JSON text) for the script once one line has been put in front of it: in `mappings`,
 * each `;` starts a generated line, so one more `;` in front moves every mapping down by one line.
 */
export function shiftSourceMapOneLine(mapJson: string): string {
  const map = JSON.parse(mapJson) as { mappings?: string; sections?: unknown };
  if (typeof map.mappings !== 'string') throw new Error('an indexed or malformed source map: cannot shift it');
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** The file a script's `//# sourceMappingURL=` comment names, beside the script; null if it names none or inlines it. */
export function sourceMapFile(scriptFile: string, js: string): string | null {
  const url = [...js.matchAll(/^\/\/# sourceMappingURL=(\S+)\s*$/gm)].at(-1)?.[1];
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return path.join(path.dirname(scriptFile), decodeURIComponent(url.split(/[?#]/)[0]!));
}

/**
 * Adds the hint to each of these chunks of an export (URL paths such as /_next/static/chunks/x.js) and
 * keeps the source map the chunk names in step (Turbopack gives a map its own name, not `x.js.map`).
 * Returns the chunks it changed; a chunk that has the hint already is left alone, so running it twice
 * changes nothing.
 */
export function addCompileHints(outDir: string, sources: Iterable<string>): string[] {
  const changed: string[] = [];
  for (const src of new Set(sources)) {
    const file = path.join(outDir, ...src.split('/').filter(Boolean));
    if (!existsSync(file)) throw new Error(`a page loads ${src}, which the build did not write`);
    const js = readFileSync(file, 'utf8');
    const hinted = withCompileHint(js);
    if (hinted === js) continue;
    writeFileSync(file, hinted);
    const map = sourceMapFile(file, js);
    if (map && existsSync(map)) writeFileSync(map, shiftSourceMapOneLine(readFileSync(map, 'utf8')));
    changed.push(src);
  }
  return changed;
}
