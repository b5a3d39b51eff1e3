import { runInNewContext } from 'node:vm';
import { expect, test } from '@playwright/test';
import { deferredScriptSources, fallbackMs, loadScriptsAfterFirstPaint, loaderScript } from '../scripts/paint-first';
import { scriptSources } from '../scripts/measure';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>',
  '</head><body><h1>Hi</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '</body></html>',
].join('');

test('every async chunk leaves the markup and is listed once, in order, in one loader at the end of <head>', () => {
  const html = loadScriptsAfterFirstPaint(page);
  expect(html).not.toMatch(/<script src="[^"]*" async=""/);
  expect(deferredScriptSources(html)).toEqual([
    '/_next/static/chunks/one.js',
    '/_next/static/chunks/two.js',
    '/_next/static/chunks/entry.js',
  ]);
  const loaderAt = html.indexOf('first-contentful-paint');
  expect(loaderAt).toBeGreaterThan(html.indexOf('noModule'));
  expect(loaderAt).toBeLessThan(html.indexOf('</head>'));
  // Nor is any of them preloaded: nothing but the HTML and CSS shares the connection before the paint.
  expect(html).not.toContain('entry.js"/>');
  expect(html).toContain('<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>');
  // Everything else is untouched: styles, polyfills, data and inline scripts.
  for (const kept of ['a.css', 'noModule', 'ld+json', '__next_f']) {
    expect(html).toContain(kept);
  }
});

test('a page without chunks is left as it is, and a page is never rewritten twice', () => {
  const plain = '<html><head></head><body><p>Static</p></body></html>';
  expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  expect(deferredScriptSources(plain)).toEqual([]);
  expect(() => loadScriptsAfterFirstPaint(loadScriptsAfterFirstPaint(page))).toThrow(/already/);
});

test('the byte measurement still counts the scripts a rewritten page loads', () => {
  expect(scriptSources(loadScriptsAfterFirstPaint(page)).sort()).toEqual(scriptSources(page).sort());
});

/** Runs the loader against a fake document and PerformanceObserver, so its branches can be driven. */
function runLoader(options: { paint: 'supported' | 'unsupported' | 'missing'; messageChannel?: boolean }) {
  const appended: { src: string; async: boolean }[] = [];
  const messages: (() => void)[] = [];
  class FakeChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage!()) };
  }
  /** Delivers the queued messages one at a time, as the browser would, each in a task of its own. */
  const drain = () => {
    let tasks = 0;
    while (messages.length) {
      messages.shift()!();
      tasks += 1;
    }
    return tasks;
  };
  const timers: (() => void)[] = [];
  let observer: { callback: (list: unknown, observer: { disconnect(): void }) => void; disconnected: boolean } | undefined;
  class FakeObserver {
    static supportedEntryTypes = options.paint === 'supported' ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
      observer = { callback, disconnected: false };
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true });
    }
  }
  const document = {
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return { src: '', async: false };
    },
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push({ ...element }) },
  };
  runInNewContext(loaderScript(['/a.js', '/b.js']), {
    document,
    window: {
      ...(options.paint === 'missing' ? {} : { PerformanceObserver: FakeObserver }),
      ...(options.messageChannel === false ? {} : { MessageChannel: FakeChannel }),
    },
    setTimeout: (callback: () => void, ms: number) => {
      expect(ms).toBe(fallbackMs);
      timers.push(callback);
    },
  });
  const paint = (names: string[]) =>
    observer!.callback(
      { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
      {
        disconnect() {
          observer!.disconnected = true;
        },
      },
    );
  return { appended, timers, paint, drain, observer: () => observer };
}

test('the loader adds the scripts, async, once the first contentful paint is reported, and only once', () => {
  const run = runLoader({ paint: 'supported' });
  expect(run.appended).toEqual([]);
  run.paint(['first-paint']);
  expect(run.appended).toEqual([]);
  run.paint(['first-contentful-paint']);
  // One script per task: two messages, each adding one.
  expect(run.appended).toEqual([]);
  expect(run.drain()).toBe(2);
  expect(run.appended).toEqual([
    { src: '/a.js', async: true },
    { src: '/b.js', async: true },
  ]);
  expect(run.observer()!.disconnected).toBe(true);
  // The fallback timer firing later adds nothing more.
  run.timers.forEach((fire) => fire());
  expect(run.drain()).toBe(0);
  expect(run.appended).toHaveLength(2);
});

test('without a first paint (a background tab) the scripts are added when the fallback timer fires', () => {
  const run = runLoader({ paint: 'supported' });
  expect(run.timers).toHaveLength(1);
  run.timers[0]!();
  run.drain();
  expect(run.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
});

test('a browser that cannot report paints gets the scripts at once', () => {
  for (const paint of ['unsupported', 'missing'] as const) {
    const run = runLoader({ paint });
    run.drain();
    expect(run.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    expect(run.timers).toEqual([]);
  }
});

test('without MessageChannel the scripts are added in one go', () => {
  const run = runLoader({ paint: 'supported', messageChannel: false });
  run.paint(['first-contentful-paint']);
  expect(run.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
});
