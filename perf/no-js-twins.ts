/**
 * Each route's no-JS twin for `npm run bench`: the route's own exported HTML with every
 * `<script>` and every script preload removed, served from a copy of out/ by the same runtime. Nothing runs and
 * nothing is fetched but the HTML, its stylesheets, fonts and images, so its LCP is the physical limit of the
 * route's LCP on this markup: the bench reports each route's real-throttled LCP divided by its twin's.
 * out/ itself is never touched: the twins live in bench/.twins/ (ignored by git).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const attribute = (node: Node, name: string) => ('attrs' in node ? node.attrs.find((attr) => attr.name === name)?.value : undefined);

/** A script, or a `<link>` that would fetch one (preload as=script, modulepreload). */
function loadsScript(node: Node): boolean {
  if (node.nodeName === 'script') return true;
  if (node.nodeName !== 'link') return false;
  const rel = (attribute(node, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(node, 'as') === 'script');
}

function strip(parent: ParentNode) {
  parent.childNodes = parent.childNodes.filter((child) => !loadsScript(child));
  for (const child of parent.childNodes) {
    if ('childNodes' in child) strip(child);
    if ('content' in child && child.content) strip(child.content as ParentNode);
  }
}

/** The page's HTML without anything that runs or fetches a script; everything else as exported. */
export function noJsTwin(html: string): string {
  const document = parse(html);
  strip(document);
  return serialize(document);
}

/** Copies `outDir` to `twinsDir` and replaces each top-level .html file by its twin; returns the pages written. */
export function buildNoJsTwins(outDir: string, twinsDir: string): string[] {
  rmSync(twinsDir, { recursive: true, force: true });
  cpSync(outDir, twinsDir, { recursive: true });
  const pages = readdirSync(twinsDir).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const target = path.join(twinsDir, file);
    writeFileSync(target, noJsTwin(readFileSync(target, 'utf8')));
  }
  return pages;
}
