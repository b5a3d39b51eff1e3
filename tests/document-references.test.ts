import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * A comment or a doc that cites a document outside the repository ("in the spec's order", "see the style guide")
 * sends a reader to a file they cannot open: the repository's own statement of the requirements is
 * docs/requirements.md. Every name of a document (`*.md`, `*.mdx`) in a tracked file must therefore resolve to a
 * tracked file: relative to the file that names it, to the repository's root, or, written bare, by its file name.
 * Names inside URLs are left alone (they point at the web, not at this tree).
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const documentName = /(?<![\w./-])[\w./-]*\w\.mdx?\b(?![\w-])/g;
const url = /\b[a-z][\w+.-]*:\/\/\S+/gi;

/** Each document name in `text` that names no file in `tracked`, as `line: name`. */
function unresolvedDocuments(file: string, text: string, tracked: ReadonlySet<string>): string[] {
  const names = new Set([...tracked].map((tracked) => path.posix.basename(tracked)));
  const resolves = (name: string) => {
    if (!name.includes('/')) return names.has(name) || tracked.has(path.posix.join(path.posix.dirname(file), name));
    const candidates = [path.posix.join(path.posix.dirname(file), name), path.posix.normalize(name.replace(/^\//, ''))];
    return candidates.some((candidate) => !candidate.startsWith('..') && tracked.has(candidate));
  };
  return text.split('\n').flatMap((line, index) =>
    [...line.replace(url, ' ').matchAll(documentName)]
      .map(([name]) => name)
      .filter((name) => !resolves(name))
      .map((name) => `${index + 1}: ${name}`),
  );
}

const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean));
/** This file's own probes name made-up documents on purpose. */
const self = path.relative(repoRoot, fileURLToPath(import.meta.url)).split(path.sep).join('/');
const isText = (file: string) => !/\.(png|jpe?g|gif|webp|ico|woff2?|wasm|zip|gz|br)$/i.test(file) && file !== 'package-lock.json' && file !== self;

test('no tracked file names a document that is not in the repository', () => {
  const problems = [...tracked].filter(isText).flatMap((file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    return unresolvedDocuments(file, text, tracked).map((problem) => `${file}:${problem}`);
  });
  expect(problems).toEqual([]);
});

test('the check fires on a document outside the repository, and passes the ones inside it', () => {
  // Built from parts, so this file names no such document itself.
  const outside = ['SPEC', 'md'].join('.');
  const sibling = ['..', 'shared', ['CONTRACT', 'md'].join('.')].join('/');
  const sample = new Set(['README.md', 'docs/decisions.md', 'docs/screenshots/README.md', 'content/legal/terms.mdx']);
  expect(unresolvedDocuments('components/X/X.tsx', `/** Home, in ${outside}'s order. */`, sample)).toEqual([`1: ${outside}`]);
  expect(unresolvedDocuments('docs/a.md', `\nsee [it](${sibling})`, sample)).toEqual([`2: ${sibling}`]);
  expect(unresolvedDocuments('docs/a.md', 'see [missing](../docs/missing.md)', sample)).toEqual(['1: ../docs/missing.md']);
  expect(
    unresolvedDocuments(
      'docs/screenshots/README.md',
      '[d](../decisions.md), README.md, content/legal/terms.mdx, https://example.com/SPEC.md, `terms.mdx`',
      sample,
    ),
  ).toEqual([]);
  expect(unresolvedDocuments('docs/a.md', '[s](screenshots/README.md) and /docs/decisions.md', sample)).toEqual([]);
});
