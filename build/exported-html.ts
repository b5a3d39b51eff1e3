/**
 * The one reader of the exported HTML (out/*.html), shared by postbuild (CSP hashes), the byte budget
 * (perf/measure.ts) and the tests (fragment links; head tags and JSON-LD through e2e/support/served-html.ts). It
 * parses with parse5, the WHATWG HTML parser, so a script's text is exactly what the browser hashes for CSP,
 * whatever attribute order or serialisation React chooses.
 *
 * It reads; it never writes: the exported pages are Next's output, untouched.
 *
 * It also refuses what it does not understand, so a framework upgrade or an injected value cannot slip an
 * unexpected script into a page's policy: every inline script must be one of the kinds below, and
 * postbuild fails on anything else, on a page without scripts, and on inline styles.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { config } from '../lib/config';
import { consentNoticeScript } from '../lib/consent-notice';
import { trustedTypesPolicyScript } from '../lib/trusted-types';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What an inline script is; `data` (JSON-LD) is never run, so CSP does not check it. */
export type InlineScriptKind = 'next-flight' | 'turbopack-bootstrap' | 'react-streaming' | 'consent-notice' | 'trusted-types-policy' | 'data';

export interface InlineScript {
  kind: InlineScriptKind;
  text: string;
}

export interface ExportedPage {
  title: string | undefined;
  /** Inline scripts the browser runs, in document order (JSON-LD excluded). */
  inlineScripts: InlineScript[];
  /** JSON-LD and other data blocks. */
  dataBlocks: string[];
  /** `src` of each classic or module `<script>` (noModule polyfills left out: modern browsers skip them). */
  scriptSources: string[];
  /** `href` of each `<link rel="preload" as="script">`. */
  scriptPreloads: string[];
  /** `href` of each `<link rel="stylesheet">`. */
  stylesheets: string[];
  /** `<style>` elements and `style` attributes: a `style-src 'self'` policy would block them. */
  inlineStyles: string[];
  /** Every `id` attribute, in document order: the fragments a link may name. */
  ids: string[];
  /** `href` of each `<a href>`, as written. */
  links: string[];
  /** Text of each `<title>` of `<head>` (an SVG's `<title>` in the body is not the document's). */
  headTitles: string[];
  /** Attributes of each `<meta>` of `<head>`, in document order. */
  headMeta: Attributes[];
  /** Attributes of each `<link>` of `<head>`, in document order. */
  headLinks: Attributes[];
  /** Text of each `<script type="application/ld+json">`, exactly as written (also in `dataBlocks`). */
  jsonLd: string[];
}

export type Attributes = Readonly<Record<string, string>>;

export class UnexpectedMarkupError extends Error {}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  // <template> keeps its children in a separate fragment.
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

const attributesOf = (element: Element): Attributes => Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]));
const inHead = (element: Element) => element.parentNode?.nodeName === 'head';

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

/**
 * The inline scripts Next.js 16 and React 19 write into a static export, plus our own two <head> scripts (the
 * consent notice and the Trusted Types default policy, lib/trusted-types.ts).
 * `consentNotice` is the exact text of lib/consent-notice.ts's script for this build.
 */
function classify(text: string, id: string | undefined, consentNotice: string | undefined): InlineScriptKind | undefined {
  if (consentNotice !== undefined && text === consentNotice) return 'consent-notice';
  if (text === trustedTypesPolicyScript()) return 'trusted-types-policy';
  // The RSC payload React needs to hydrate: JSON strings, with "<" escaped by React.
  if (text.startsWith('(self.__next_f=self.__next_f||[]).push(') || text.startsWith('self.__next_f.push(')) return 'next-flight';
  if (id === '_R_' && text.startsWith('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(')) {
    return 'turbopack-bootstrap';
  }
  // React's streaming runtime: it reveals Suspense boundaries ($RC, $RV, $RB…) and marks their time ($RT).
  if (/^\$R[A-Z]\s*[=(]/.test(text) || text === 'requestAnimationFrame(function(){$RT=performance.now()});') {
    return 'react-streaming';
  }
  return undefined;
}

const executable = (type: string | undefined) => {
  const value = type?.trim().toLowerCase();
  return !value || value === 'text/javascript' || value === 'module' || value === 'application/javascript';
};

/**
 * Reads one exported page. `file` names it in errors. Throws UnexpectedMarkupError for an inline script of
 * no known kind. `consentNotice` is the exact text of our <head> script: by default this build's.
 */
export function readExportedPage(
  html: string,
  { file = 'page', consentNotice = consentNoticeScript(config.consentCookieName) }: { file?: string; consentNotice?: string } = {},
): ExportedPage {
  const document = parse(html);
  const page: ExportedPage = {
    title: undefined,
    inlineScripts: [],
    dataBlocks: [],
    scriptSources: [],
    scriptPreloads: [],
    stylesheets: [],
    inlineStyles: [],
    ids: [],
    links: [],
    headTitles: [],
    headMeta: [],
    headLinks: [],
    jsonLd: [],
  };
  for (const element of elements(document)) {
    const id = attribute(element, 'id');
    if (id !== undefined) page.ids.push(id);
    if (attribute(element, 'style') !== undefined) page.inlineStyles.push(`<${element.tagName} style="${attribute(element, 'style')}">`);
    switch (element.tagName) {
      case 'title':
        page.title ??= textOf(element);
        if (inHead(element)) page.headTitles.push(textOf(element));
        break;
      case 'meta':
        if (inHead(element)) page.headMeta.push(attributesOf(element));
        break;
      case 'a': {
        const href = attribute(element, 'href');
        if (href !== undefined) page.links.push(href);
        break;
      }
      case 'style':
        page.inlineStyles.push(`<style>${textOf(element).slice(0, 60)}</style>`);
        break;
      case 'link': {
        if (inHead(element)) page.headLinks.push(attributesOf(element));
        const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = attribute(element, 'href');
        if (!href) break;
        if (rel.includes('preload') && attribute(element, 'as') === 'script') page.scriptPreloads.push(href);
        if (rel.includes('stylesheet')) page.stylesheets.push(href);
        break;
      }
      case 'script': {
        const src = attribute(element, 'src');
        const type = attribute(element, 'type');
        if (src !== undefined) {
          if (attribute(element, 'nomodule') === undefined) page.scriptSources.push(src);
          break;
        }
        const text = textOf(element);
        if (!executable(type)) {
          page.dataBlocks.push(text);
          if (type?.trim().toLowerCase() === 'application/ld+json') page.jsonLd.push(text);
          break;
        }
        const kind = classify(text, attribute(element, 'id'), consentNotice);
        if (!kind) {
          throw new UnexpectedMarkupError(`${file} has an inline script of no known kind: ${JSON.stringify(text.slice(0, 120))}`);
        }
        page.inlineScripts.push({ kind, text });
        break;
      }
    }
  }
  return page;
}

/** Every script file a page names in its HTML, each once, in document order. */
export function scriptFiles(page: ExportedPage): string[] {
  return [...new Set([...page.scriptSources, ...page.scriptPreloads])];
}
