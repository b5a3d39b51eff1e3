import { expect, test } from '@playwright/test';
import { headersFileProblems, headersForPath, maxLineLength, parseHeadersFile } from '../build/headers-file';

const sample = `
# comment
/*
  X-Frame-Options: DENY
  Cache-Control: no-cache
/_next/static/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
/blog/:slug
  X-Slug: yes
/*
  Link: </a.css>; rel=preload
/features
  Link: </b.css>; rel=preload
`;

test('rules apply in file order: joined when repeated, removed by "!"', () => {
  const rules = parseHeadersFile(sample);
  const page = headersForPath(rules, '/features');
  expect(page.get('x-frame-options')?.value).toBe('DENY');
  expect(page.get('cache-control')?.value).toBe('no-cache');
  expect(page.get('link')?.value).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
  const asset = headersForPath(rules, '/_next/static/chunks/a.js');
  expect(asset.get('cache-control')?.value).toBe('public, max-age=31536000, immutable');
  expect(headersForPath(rules, '/blog/post-1').get('x-slug')?.value).toBe('yes');
  expect(headersForPath(rules, '/blog/post-1/more').has('x-slug')).toBe(false);
});

test('a header line before any path is an error', () => {
  expect(() => parseHeadersFile('  X-A: b')).toThrow(/before any path/);
  expect(() => parseHeadersFile('/*\n  nonsense')).toThrow(/Name: value/);
});

/** The shape out/_headers once had: the site-wide block, then a second, generated `/*` block. */
const twoStarBlocks = `/*
  Strict-Transport-Security: max-age=63072000
  Permissions-Policy: camera=()
/*
  Content-Security-Policy: default-src 'self'
/features
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'none'
`;

test('headersFileProblems: a path with two rules is refused (Cloudflare keeps one, and lost HSTS with it)', () => {
  expect(headersFileProblems(twoStarBlocks, ['/features', '/nope'])).toEqual([expect.stringMatching(/^\/\* has two rules/)]);
  const merged = twoStarBlocks.replace("  Permissions-Policy: camera=()\n/*\n", '  Permissions-Policy: camera=()\n');
  expect(headersFileProblems(merged, ['/features', '/nope'])).toEqual([]);
});

test('headersFileProblems: two CSP or two Permissions-Policy values after `!` detaches are refused', () => {
  const base = "/*\n  Content-Security-Policy: a\n  Permissions-Policy: camera=()\n";
  // Without the detach the page would get both policies, joined, and a browser enforces both.
  expect(headersFileProblems(`${base}/x\n  Content-Security-Policy: b\n`, ['/x'])).toEqual([expect.stringMatching(/\/x would get 2 Content-Security-Policy/)]);
  expect(headersFileProblems(`${base}/x\n  ! Content-Security-Policy\n  Content-Security-Policy: b\n`, ['/x'])).toEqual([]);
  expect(headersFileProblems(`${base}/x\n  Permissions-Policy: camera=(self)\n`, ['/x'])).toEqual([expect.stringMatching(/2 Permissions-Policy/)]);
  // `!` detaches only what earlier rules added: a later rule's value still joins.
  const late = `${base}/x\n  ! Content-Security-Policy\n  Content-Security-Policy: b\n/x*\n  Content-Security-Policy: c\n`;
  expect(headersFileProblems(late, ['/x'])).toEqual([expect.stringMatching(/\/x would get 2 Content-Security-Policy headers \(\/x, \/x\*\)/)]);
  expect(headersFileProblems('/x\n  Content-Security-Policy: a\n', ['/y'])).toEqual([
    '/y would get 0 Content-Security-Policy headers (none)',
    '/y would get 0 Permissions-Policy headers (none)',
  ]);
  expect(headersFileProblems(`${base}/x\n  Cache-Control: a\n/x*\n  Cache-Control: b\n`, ['/x'])).toEqual([expect.stringMatching(/Cache-Control from \/x and \/x\*/)]);
});

test("headersFileProblems: Cloudflare's limits, 100 rules and 2,000 characters a line", () => {
  const base = "/*\n  Content-Security-Policy: a\n  Permissions-Policy: camera=()\n";
  const many = base + Array.from({ length: 100 }, (_, i) => `/p${i}\n  X-N: ${i}\n`).join('');
  expect(headersFileProblems(many, [])).toEqual(['101 rules; Cloudflare Pages reads at most 100']);
  expect(headersFileProblems(`${base}/y\n  X-Long: ${'a'.repeat(maxLineLength)}\n`, [])).toEqual([expect.stringMatching(/longer than 2000/)]);
  expect(headersFileProblems(`${base}/y\n  X-Long: ${'a'.repeat(maxLineLength - 10)}\n`, [])).toEqual([]);
});
