import { runInNewContext } from 'node:vm';
import { expect, test } from '@playwright/test';
import { contentSecurityPolicy } from '../build/security-headers';
import { trustedTypesPolicyScript } from '../lib/trusted-types';

type Rules = { createScriptURL(input: string): string | null; createHTML(input: string): string | null; createScript?: unknown };

/** Runs the <head> script against a stand-in trustedTypes, as a page at http://localhost:3000 would. */
function policy(): { name: string; rules: Rules } {
  const made: { name: string; rules: Rules }[] = [];
  const window = {
    trustedTypes: { createPolicy: (name: string, rules: Rules) => made.push({ name, rules }) },
    location: { origin: 'http://localhost:3000' },
    document: { baseURI: 'http://localhost:3000/features' },
  };
  runInNewContext(trustedTypesPolicyScript(), { window, URL });
  expect(made).toHaveLength(1);
  return made[0]!;
}

test('every page requires Trusted Types and allows only the default policy', () => {
  const header = contentSecurityPolicy(["'sha256-abc'"]);
  expect(header).toContain("require-trusted-types-for 'script'");
  expect(header).toMatch(/; trusted-types default(;|$)/);
  expect(header).not.toContain('allow-duplicates');
  expect(policy().name).toBe('default');
});

test("the default policy admits this origin's chunks as script URLs and nothing else", () => {
  const { rules } = policy();
  // Unchanged: Turbopack finds a chunk's script again by the text it set.
  expect(rules.createScriptURL('/_next/static/chunks/3lcsf6tpxhz1o.js')).toBe('/_next/static/chunks/3lcsf6tpxhz1o.js');
  expect(rules.createScriptURL('http://localhost:3000/_next/static/chunks/a.js')).toBe('http://localhost:3000/_next/static/chunks/a.js');
  for (const url of [
    'https://scripts.example/_next/static/chunks/a.js',
    '//scripts.example/_next/static/chunks/a.js',
    'http://localhost:3001/_next/static/chunks/a.js',
    '/_next/static/../evil.js',
    '/_next/static/%2e%2e/evil.js',
    '/_next/static/chunks/a.css',
    '/_next/data/a.js',
    '/pagefind/pagefind.js',
    '/search?q=a.js',
    'javascript:alert(1)//.js',
    'data:text/javascript,alert(1)//_next/static/a.js',
    'blob:http://localhost:3000/_next/static/a.js',
  ]) {
    expect(rules.createScriptURL(url), url).toBeNull();
  }
});

test('as HTML it admits only React’s empty script shell and text without markup; no script text at all', () => {
  const { rules } = policy();
  expect(rules.createHTML('<script></script>')).toBe('<script></script>');
  const jsonLd = '{"@context":"https://schema.org","name":"a \\u003c/script> & b"}';
  expect(rules.createHTML(jsonLd)).toBe(jsonLd);
  for (const html of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '<script></script><img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'a<!--b', '<script ></script>']) {
    expect(rules.createHTML(html), html).toBeNull();
  }
  expect(rules.createScript).toBeUndefined();
});
