/**
 * Paint first, hydrate second. Next.js writes each page's chunks as `<script src async>` in <head>, so a
 * phone starts fetching about 120 KB (brotli) of framework code alongside the HTML and CSS the first paint
 * needs, and on a fast connection runs it before that paint. Either way the text a visitor came for waits
 * on JavaScript it does not need in order to be read.
 *
 * postbuild rewrites every exported page so its chunks are fetched and run only once the browser reports
 * the first contentful paint: one small inline script (hashed into the page's CSP like Next's own) then
 * adds the same `<script async>` elements Next would have written. The Turbopack runtime and React find
 * them there, so nothing is fetched twice. The cost: hydration starts one round trip after the first paint
 * instead of with it. Links are plain `<a href>` and work before that; the menu button, banner and forms
 * wait for hydration as they always did.
 *
 * If the first paint never comes (a tab opened in the background) or the browser cannot report it, the
 * scripts are added after `fallbackMs` or at once: hydration is delayed, never lost.
 */

/** The scripts are added this long after the loader runs if no first paint has been reported. */
export const fallbackMs = 1500;

const asyncChunk = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/**
 * The inline loader for these chunk URLs (ES5, so it runs wherever the page's HTML is read). Adding a
 * script element starts its request on the spot, which costs a few milliseconds each; one script per task
 * (a MessageChannel message, which no timer throttling or test clock delays) keeps that off a single task.
 */
export function loaderScript(sources: readonly string[]): string {
  return [
    '(function(w,d,s){var done=0;',
    'function add(i){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}',
    'function run(){if(done)return;done=1;var i=0,M=w.MessageChannel;',
    'if(!M){for(;i<s.length;i++)add(i);return}',
    'var c=new M;c.port1.onmessage=function(){add(i++);if(i<s.length)c.port2.postMessage(0)};c.port2.postMessage(0)}',
    'var P=w.PerformanceObserver;',
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return run();',
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();run()}}).observe({type:"paint",buffered:true});',
    `setTimeout(run,${fallbackMs})`,
    `})(window,document,${JSON.stringify(sources)})`,
  ].join('');
}

const preloadLink = /<link rel="preload" as="script"[^>]*\shref="([^"]+)"[^>]*>/g;
const loaderSignature = '})(window,document,';

/**
 * Moves a page's `<script src="/_next/static/…" async>` chunks behind its first paint. Returns the page
 * unchanged when it has none. Throws if the page already has a loader (postbuild ran twice on one build).
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  if (html.includes(loaderSignature)) throw new Error('this page already loads its scripts after the first paint');
  const sources = [...new Set([...html.matchAll(asyncChunk)].map((match) => match[1]!))];
  if (sources.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('a page without </head>');
  const loader = `<script>${loaderScript(sources)}</script>`;
  // Next preloads its entry chunk; that download would share the connection with the CSS the paint needs.
  const strip = (markup: string) =>
    markup.replace(asyncChunk, '').replace(preloadLink, (link, href: string) => (sources.includes(href) ? '' : link));
  return strip(html.slice(0, headEnd)) + loader + strip(html.slice(headEnd));
}

/** The chunk URLs a page's loader adds after the first paint (none if it has no loader). */
export function deferredScriptSources(html: string): string[] {
  const at = html.indexOf(loaderSignature);
  if (at < 0) return [];
  const list = /^\[[^\]]*\]/.exec(html.slice(at + loaderSignature.length));
  if (!list) throw new Error('a first-paint loader without its list of scripts');
  return JSON.parse(list[0]) as string[];
}
