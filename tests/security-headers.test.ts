import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { config } from '../lib/config';
import { headersForPath, parseHeadersFile } from '../scripts/headers-file';
import {
  contentSecurityPolicy,
  inlineScripts,
  inlineStyles,
  renderHeadersFile,
  routeHtmlFile,
  scriptHashes,
  sha256Source,
  withCspMeta,
} from '../scripts/security-headers';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/a.js" async=""></script></head><body>',
  '<script>self.__next_f=[]</script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script id="_R_">push({"style":"x"})</script>',
  '</body></html>',
].join('');

test('inline scripts: only executable ones, in order; data blocks and src scripts are left out', () => {
  expect(inlineScripts(page)).toEqual(['self.__next_f=[]', 'push({"style":"x"})']);
  // The empty string's SHA-256, a known vector.
  expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  expect(scriptHashes(`${page}<script>self.__next_f=[]</script>`)).toHaveLength(2);
});

test('inline styles are found outside scripts only', () => {
  expect(inlineStyles(page)).toEqual([]);
  expect(inlineStyles('<div style="color:red"></div><style>a{}</style>')).toEqual(['<div style="color:red"', '<style>']);
});

test('the policy: no unsafe-*, hashes in script-src, frame-ancestors only in a header', () => {
  const header = contentSecurityPolicy(["'sha256-abc'"]);
  expect(header).not.toContain('unsafe');
  expect(header).toContain("script-src 'self' 'sha256-abc';");
  expect(header).toContain("style-src 'self';");
  expect(header).toContain(`connect-src 'self' ${new URL(config.gatewayUrl).origin}`);
  expect(header).toContain("frame-ancestors 'none'");
  expect(contentSecurityPolicy([], 'meta')).not.toContain('frame-ancestors');
});

test('the <meta> policy goes right after the charset and replaces an older one', () => {
  const once = withCspMeta(page, "default-src 'self'");
  expect(once).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><script src`);
  const twice = withCspMeta(once, "default-src 'none'");
  expect(twice.match(/http-equiv/g)).toHaveLength(1);
  expect(twice).toContain(`content="default-src 'none'"`);
});

test('route files: / is index.html, /features is features.html', () => {
  expect(routeHtmlFile('/')).toBe('index.html');
  expect(routeHtmlFile('/features')).toBe('features.html');
});

test('public/_headers: the /* rule never sets CSP or Cache-Control, which exact rules set per path', () => {
  const base = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
  const all = base.find((rule) => rule.source === '/*')!;
  const names = all.set.map(([name]) => name.toLowerCase());
  expect(names).not.toContain('content-security-policy');
  expect(names).not.toContain('cache-control');
  const rendered = parseHeadersFile(
    renderHeadersFile(readFileSync('public/_headers', 'utf8'), [
      { path: '/features', headers: [['Content-Security-Policy', "default-src 'self'"], ['Cache-Control', 'no-cache']] },
    ]),
  );
  expect(headersForPath(rendered, '/features').get('content-security-policy')?.value).toBe("default-src 'self'");
  expect(headersForPath(rendered, '/_next/static/chunks/a.js').get('cache-control')?.value).toBe('public, max-age=31536000, immutable');
  expect(headersForPath(rendered, '/no-such-page').has('content-security-policy')).toBe(false);
});
