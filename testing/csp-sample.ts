/**
 * What the CSP sample checks share (e2e/http/page-policies.spec.ts on the suite's build, tests/build-variant.test.ts on a
 * build with the 1,000-question synthetic library): a seeded random sample of paths, so a printed seed picks the same
 * sample again, and the sha256 sources a page's policy must list for its inline scripts.
 */
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

/** mulberry32: a small seeded generator. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `size` of `paths`, in a random order fixed by `seed`. */
export function samplePaths(paths: readonly string[], size: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pool = [...paths];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size);
}

/** sha256 sources of the inline JavaScript of an HTML document, parsed by parse5 (the page's own Trusted Types refuse a DOMParser). */
export function inlineScriptHashes(html: string): string[] {
  const texts: string[] = [];
  const visit = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const type = child.attrs.find((attr) => attr.name === 'type')?.value;
      if (child.tagName === 'script' && !child.attrs.some((attr) => attr.name === 'src') && (!type || type === 'text/javascript')) {
        texts.push(child.childNodes.map((text) => ('value' in text ? text.value : '')).join(''));
      }
      visit(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
    }
  };
  visit(parse(html));
  return [...new Set(texts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`))].sort();
}

/** The sha256 sources a policy lists, sorted. */
export function policyHashes(policy: string): string[] {
  return [...policy.matchAll(/'sha256-[^']+'/g)].map((match) => match[0]).sort();
}

/**
 * The first path of each page template, in the given order: every path outside the question library is a template
 * of its own; in it, role pages (/questions/<role>), competency pages (/questions/competency/<id>) and question pages
 * (/questions/<role>/<question>) are one template each.
 */
export function firstOfEachTemplate(paths: readonly string[]): string[] {
  const template = (path: string) => {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] !== 'questions' || segments.length === 1) return path;
    if (segments[1] === 'competency') return 'competency page';
    if (segments.length === 2) return 'role page';
    return segments[2] === 'mock-interview' ? 'mock interview' : 'question page';
  };
  const seen = new Set<string>();
  return paths.filter((path) => {
    if (seen.has(template(path))) return false;
    seen.add(template(path));
    return true;
  });
}
