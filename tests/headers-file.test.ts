import { expect, test } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../scripts/headers-file';

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
