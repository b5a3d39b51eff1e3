/**
 * The visible text of a served page's `<main>`, read with parse5 (the browser's HTML parser), for checks on what a
 * page says in its own words: scripts, styles and the parts named in `leaveOut` skipped, a line break at every block
 * element, so sentences and list items do not run together.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const blocks = new Set(['p', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'div', 'section', 'article', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'nav', 'header', 'footer', 'br', 'figure', 'figcaption', 'table', 'tr', 'td', 'th']);
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** A part of a page to leave out, by tag and one attribute, e.g. `{ tag: 'nav', attr: 'aria-label', value: 'Breadcrumb' }`. */
export interface LeaveOut {
  tag: string;
  attr: string;
  value: string;
}

function collect(node: Node, leaveOut: readonly LeaveOut[], out: string[]) {
  if (node.nodeName === '#text') {
    out.push((node as DefaultTreeAdapterMap['textNode']).value);
    return;
  }
  if (!('childNodes' in node)) return;
  const element = node as Element;
  if (element.tagName === 'script' || element.tagName === 'style' || element.tagName === 'template') return;
  if (element.tagName && leaveOut.some((part) => part.tag === element.tagName && attribute(element, part.attr) === part.value)) return;
  const block = element.tagName ? blocks.has(element.tagName) : false;
  if (block) out.push('\n');
  for (const child of element.childNodes) collect(child, leaveOut, out);
  if (block) out.push('\n');
}

function findMain(node: Node): Element | undefined {
  if ('tagName' in node && node.tagName === 'main') return node;
  if (!('childNodes' in node)) return undefined;
  for (const child of node.childNodes) {
    const found = findMain(child);
    if (found) return found;
  }
  return undefined;
}

/** The text of `<main>` (the whole document if it has none), lines trimmed, blank lines dropped. */
export function mainText(html: string, leaveOut: readonly LeaveOut[] = []): string {
  const document = parse(html);
  const root = findMain(document) ?? document;
  const out: string[] = [];
  collect(root, leaveOut, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Words as a reader counts them. */
export const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/**
 * "a" or "an" straight before the product's name, in a text: the copy never writes one, so it reads right for any
 * name (a HireClip, an Acmeview). Returns each phrase found.
 */
export function articlesBeforeName(text: string, productName: string): string[] {
  const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`\\b(?:a|an)\\s+${name}(?![\\p{L}\\p{N}])`, 'giu'))].map((match) => match[0]);
}
