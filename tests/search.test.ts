import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeSearchIndex } from '../build/search-index';
import { excerptCut, excerptParts, excerptView, searchIndexDir, searchIndexScript } from '../lib/search';
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

/** An excerpt view as one string, highlights in brackets. */
const viewed = (excerpt: string, context: { content: string; heading?: string }) =>
  excerptView(excerpt, context)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

test('an excerpt marks its cuts with “…”, never repeats its section’s heading, and keeps highlights as parts', () => {
  // As Pagefind indexes a page: its blocks joined with ". ".
  const content = 'Job Candidate interview question. Tell us about a piece of critical feedback you have received. What did you change afterwards? What a Strong Answer Shows. Feedback that genuinely stung a little, not a compliment dressed as a flaw.';
  // Cut at both ends, mid-sentence.
  expect(viewed('us about a piece of critical <mark>feedback</mark> you have received. What did', { content })).toBe(
    `${excerptCut}us about a piece of critical [feedback] you have received. What did${excerptCut}`,
  );
  // From the page's start to a sentence's end: no cut to mark.
  expect(viewed('Job Candidate interview question. Tell us about a piece of critical <mark>feedback</mark> you have received.', { content })).toBe(
    'Job Candidate interview question. Tell us about a piece of critical [feedback] you have received.',
  );
  // Opening with its section's heading: the heading is left out, and what follows starts a sentence.
  expect(viewed('What a Strong Answer Shows. <mark>Feedback</mark> that genuinely stung a little, not a', { content, heading: 'What a Strong Answer Shows' })).toBe(
    `[Feedback] that genuinely stung a little, not a${excerptCut}`,
  );
  // Found by its heading's words alone: the heading stays, so the match is still shown.
  expect(viewed('<mark>Retention</mark> of Data. We keep your data only as long as we need it.', { content: 'Retention of Data. We keep your data only as long as we need it.', heading: 'Retention of Data' })).toBe(
    '[Retention] of Data. We keep your data only as long as we need it.',
  );
  // Up to the page's very end, even without a full stop.
  expect(viewed('a compliment dressed as a <mark>flaw</mark>', { content: 'Not a compliment dressed as a flaw' })).toBe(`${excerptCut}a compliment dressed as a [flaw]`);
  // Text the page no longer holds: a lower-case start is a cut. Markup stays text, entities decoded.
  expect(viewed('bold &lt;b&gt; <mark>claims</mark> <img src=x onerror=alert(1)>', { content: 'other' })).toBe(`${excerptCut}bold <b> [claims]${excerptCut}`);
  expect(excerptView('', { content })).toEqual([]);
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
