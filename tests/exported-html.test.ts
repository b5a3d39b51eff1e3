import { expect, test } from '@playwright/test';
import { consentNoticeScript } from '../lib/consent-notice';
import { trustedTypesPolicyScript } from '../lib/trusted-types';
import { readExportedPage, scriptFiles, UnexpectedMarkupError } from '../build/exported-html';

const notice = consentNoticeScript('HireClipCookieConsent');
const page = (body: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Features</title>',
    `<script>${trustedTypesPolicyScript()}</script>`,
    `<script>${notice}</script>`,
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    '<script src="/_next/static/chunks/entry.js" async=""></script></head><body>',
    body,
    '<script type="application/ld+json">{"@type":"Thing","name":"a \\u003c/script>"}</script>',
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"1:\\"<\\/script>\\""])</script>',
    '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
    '<script>$RB=[];$RV=function(a){$RT=performance.now()};$RC("B:0","S:0")</script>',
    '</body></html>',
  ].join('');

test('reads what Next.js and React write: every inline script by kind, data blocks apart, script files once', () => {
  const read = readExportedPage(page('<h1>Features</h1>'), { consentNotice: notice });
  expect(read.title).toBe('Features');
  expect(read.inlineScripts.map((script) => script.kind)).toEqual([
    'trusted-types-policy',
    'consent-notice',
    'turbopack-bootstrap',
    'next-flight',
    'next-flight',
    'react-streaming',
    'react-streaming',
  ]);
  expect(read.dataBlocks).toEqual(['{"@type":"Thing","name":"a \\u003c/script>"}']);
  expect(read.stylesheets).toEqual(['/_next/static/chunks/a.css']);
  expect(scriptFiles(read)).toEqual(['/_next/static/chunks/entry.js']);
  expect(read.inlineStyles).toEqual([]);
});

test('ids and link targets, for the fragment-link check', () => {
  const read = readExportedPage(page('<section id="rights"><h2 id="rights-heading">Rights</h2><a href="/privacy#ccpa">CCPA</a><a>no href</a></section>'), { consentNotice: notice });
  expect(read.ids).toEqual(expect.arrayContaining(['rights', 'rights-heading']));
  expect(read.links).toEqual(['/privacy#ccpa']);
});

test('a script text is exactly what the browser hashes, escapes and all', () => {
  const read = readExportedPage(page(''), { consentNotice: notice });
  expect(read.inlineScripts[4]!.text).toBe('self.__next_f.push([1,"1:\\"<\\/script>\\""])');
});

test('an inline script of no known kind is refused: an injected value cannot be hashed into the policy', () => {
  // What NEXT_PUBLIC_PRODUCT_NAME='X</script><script>alert(1)</script>' would do to an unescaped inline script.
  const injected = page('<script>alert(1)</script>');
  expect(() => readExportedPage(injected, { file: 'out/x.html', consentNotice: notice })).toThrow(UnexpectedMarkupError);
  expect(() => readExportedPage(injected, { file: 'out/x.html', consentNotice: notice })).toThrow(/out\/x\.html.*alert\(1\)/);
  // Our own <head> script is accepted only with the exact text this build expects.
  expect(() => readExportedPage(page(''), { consentNotice: consentNoticeScript('OtherCookieConsent') })).toThrow(UnexpectedMarkupError);
  expect(() => readExportedPage(page(''), { consentNotice: '' })).toThrow(UnexpectedMarkupError);
  // A look-alike of Next's bootstrap without its id is not the bootstrap.
  expect(() => readExportedPage(page('<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(1)</script>'), { consentNotice: notice })).toThrow(
    UnexpectedMarkupError,
  );
});

test('inline styles are found wherever they are, never inside a script', () => {
  const read = readExportedPage(page('<div style="color:red"></div><style>a{}</style><template><p style="x"></p></template>'), {
    consentNotice: notice,
  });
  expect(read.inlineStyles).toEqual(['<div style="color:red">', '<style>a{}</style>', '<p style="x">']);
});

test('head tags and JSON-LD, for the Node-side metadata checks: only what <head> holds, each attribute as written', () => {
  const html = page(
    '<svg><title>Flow</title></svg><meta name="description" content="not in head"/>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="text/x-template">x</script>',
  ).replace(
    '<title>Features</title>',
    '<title>Features &amp; more</title><meta name="description" content="What it does"/><meta property="og:title" content="Features"/>' +
      '<link rel="canonical" href="https://example.com/features"/>',
  );
  const read = readExportedPage(html, { consentNotice: notice });
  expect(read.headTitles).toEqual(['Features & more']);
  expect(read.headMeta).toEqual([{ charset: 'utf-8' }, { name: 'description', content: 'What it does' }, { property: 'og:title', content: 'Features' }]);
  expect(read.headLinks.map((link) => link.rel)).toEqual(['canonical', 'stylesheet', 'preload']);
  expect(read.headLinks[0]).toEqual({ rel: 'canonical', href: 'https://example.com/features' });
  expect(read.jsonLd).toEqual(['{"@type":"Organization"}', '{"@type":"Thing","name":"a \\u003c/script>"}']);
  expect(read.dataBlocks).toHaveLength(3);
});
