/**
 * Every page enforces Trusted Types (`require-trusted-types-for 'script'` in its CSP): a DOM XSS sink (innerHTML,
 * script.src, eval, an on* attribute…) takes no plain string. Two things the site runs pass a string to a sink, and
 * neither can be told to wrap it:
 * - Next's Turbopack runtime loads a page's later chunks by setting `script.src`;
 * - React, on a client-side navigation to a page with JSON-LD, makes the `<script type="application/ld+json">` with
 *   `innerHTML = '<script></script>'` (a script made that way never runs), then sets its JSON with `innerHTML`.
 * So each page's <head> creates the `default` policy (the one the browser asks about a plain string) and the CSP
 * names only it (`trusted-types default`). It admits:
 * - as a script URL, only this origin's `/_next/static/…​.js` (the content-hashed chunks);
 * - as HTML, only that exact empty script tag, or text with no `<` at all, which the HTML parser turns into one text
 *   node and never into an element, an attribute or a comment (our JSON-LD escapes `<`, lib/inline-script.ts);
 * - no script text (createScript is absent), so eval, `new Function`, on* attributes and script text stay refused.
 * Any other policy name, or a second `default`, is refused by the directive, whoever asks.
 *
 * Inlined in <head> (its sha256 is in every page's CSP, build/postbuild.ts) before Next's bootstrap script, which
 * is what makes the runtime load chunks. Browsers without Trusted Types skip it.
 */
export const trustedTypesPolicyName = 'default';

/** The script URLs the policy admits, as a path pattern (same origin only). */
export const trustedScriptPath = /^\/_next\/static\/[^?#]+\.js$/;

/** The one HTML string with markup the policy admits: React's way to make a script element that never runs. */
export const reactScriptShell = '<script></script>';

export function trustedTypesPolicyScript(): string {
  return [
    '(function(w){var t=w.trustedTypes;if(!t||!t.createPolicy)return;',
    'try{t.createPolicy(',
    JSON.stringify(trustedTypesPolicyName),
    ',{createScriptURL:function(s){var u=new URL(s,w.document.baseURI);',
    // The string itself, not the resolved URL: Turbopack finds a chunk's script again by the text it set.
    `return u.origin===w.location.origin&&${trustedScriptPath.toString()}.test(u.pathname)?s:null},`,
    // String(s) is what the sink would have used; `<` is spelled \x3c, so the script's text never holds "</script>".
    `createHTML:function(s){s=String(s);return s===${JSON.stringify(reactScriptShell).replace(/</g, '\\x3c')}||s.indexOf("\\x3c")<0?s:null}})`,
    '}catch(e){}})(window)',
  ].join('');
}
