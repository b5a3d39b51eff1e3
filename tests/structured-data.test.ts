import { expect, test } from '@playwright/test';
import { paragraphsToText } from '../app/_seo/structured-data';
import { serializeJsonLd, type JsonLdDocument } from '../lib/json-ld';

// What each JSON-LD block of a page says is checked on the page as served, in e2e/structured-data.spec.ts.

test('paragraphsToText: an FAQ answer as plain text, link text kept, paragraphs apart', () => {
  expect(paragraphsToText([['Read the ', { text: 'privacy policy', href: '/privacy' }, '.'], ['Second.']])).toBe(
    'Read the privacy policy.\n\nSecond.',
  );
});

test('serializeJsonLd escapes "<" and ">" so a value cannot close the <script>, and still parses back', () => {
  const hostile: JsonLdDocument = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' };
  const text = serializeJsonLd(hostile);
  expect(text).not.toMatch(/[<>]/);
  expect(text).toContain('\\u003c/script\\u003e');
  expect(JSON.parse(text)).toEqual(hostile);
});
