import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { blockingStylesheets, measurePage, scriptSources, sizesOf } from '../perf/measure';

test('a page loads the src of its scripts, noModule ones left out', () => {
  const html = [
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    "<script async src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>",
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    '<script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>',
    '<SCRIPT SRC=/c.js></SCRIPT>',
  ].join('');
  expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2', '/c.js']);
});

test('a script preloaded and also loaded counts once; other preloads and stylesheets do not count', () => {
  const html = [
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
    '<link rel="preload" as="script" href="/_next/static/chunks/prefetched.js"/>',
    '<link rel="preload" as="font" href="/font.woff2"/>',
    '<link rel="stylesheet" href="/a.css"/>',
    '<script src="/_next/static/chunks/entry.js" async=""></script>',
  ].join('');
  expect(scriptSources(html)).toEqual(['/_next/static/chunks/entry.js', '/_next/static/chunks/prefetched.js']);
});

test('a page’s JavaScript is the sum of its scripts, each compressed on its own', () => {
  // .cache/ is ignored by git: a fresh clone has none until some run makes it.
  mkdirSync(path.join(process.cwd(), '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(process.cwd(), '.cache', 'measure-'));
  try {
    mkdirSync(path.join(dir, 'js'), { recursive: true });
    const a = 'console.log("a");'.repeat(200);
    const b = 'console.log("b");'.repeat(50);
    writeFileSync(path.join(dir, 'js/a.js'), a);
    writeFileSync(path.join(dir, 'js/b.js'), b);
    const html = '<html><head><script src="/js/a.js" async></script><script src="/js/b.js?x" async></script></head></html>';
    writeFileSync(path.join(dir, 'page.html'), html);
    const page = measurePage(dir, 'page.html');
    expect(page.scripts.map((script) => script.src)).toEqual(['/js/a.js', '/js/b.js']);
    expect(page.js.raw).toBe(a.length + b.length);
    expect(page.js.brotli).toBe(sizesOf(a).brotli + sizesOf(b).brotli);
    expect(page.js.gzip).toBe(sizesOf(a).gzip + sizesOf(b).gzip);
    expect(page.html).toEqual(sizesOf(html));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page’s blocking CSS is every stylesheet it links, once, each compressed on its own; preloads do not count', () => {
  mkdirSync(path.join(process.cwd(), '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(process.cwd(), '.cache', 'measure-css-'));
  try {
    mkdirSync(path.join(dir, 'css'), { recursive: true });
    const shell = '.header{display:flex}'.repeat(100);
    const own = '.card{color:red}'.repeat(30);
    writeFileSync(path.join(dir, 'css/shell.css'), shell);
    writeFileSync(path.join(dir, 'css/own.css'), own);
    const html =
      '<html><head><link rel="stylesheet" href="/css/shell.css"/><link rel="stylesheet" href="/css/own.css"/>' +
      '<link rel="stylesheet" href="/css/shell.css"/><link rel="preload" as="style" href="/css/other.css"/></head></html>';
    writeFileSync(path.join(dir, 'page.html'), html);
    const page = measurePage(dir, 'page.html');
    expect(blockingStylesheets(html)).toEqual(['/css/shell.css', '/css/own.css']);
    expect(page.stylesheets.map((sheet) => sheet.src)).toEqual(['/css/shell.css', '/css/own.css']);
    expect(page.css.raw).toBe(shell.length + own.length);
    expect(page.css.brotli).toBe(sizesOf(shell).brotli + sizesOf(own).brotli);
    expect(page.js.raw).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
