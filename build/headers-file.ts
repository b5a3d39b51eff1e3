/**
 * Reads out/_headers, the format of Cloudflare Pages (and Workers static assets):
 *   /path/*          ← a rule: a path pattern at the start of a line
 *     Name: value    ← indented headers for that pattern
 *     ! Name         ← (Cloudflare) removes a header set by an earlier rule
 * Our model of how Cloudflare applies it (postbuild's checks and the tests use it): every matching rule in
 * file order; a header set twice is joined with ", "; a detached header is removed. Cloudflare also keys
 * rules by path, so a second block with the same path replaces the first: headersFileProblems refuses that.
 */
export interface HeaderRule {
  pattern: RegExp;
  source: string;
  set: [string, string][];
  detach: string[];
}

function patternToRegExp(source: string): RegExp {
  const escaped = source
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { source: line.trim(), pattern: patternToRegExp(line.trim()), set: [], detach: [] };
      rules.push(current);
      continue;
    }
    if (!current) throw new Error(`_headers: header before any path: "${line.trim()}"`);
    const trimmed = line.trim();
    if (trimmed.startsWith('!')) {
      current.detach.push(trimmed.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon < 1) throw new Error(`_headers: not a "Name: value" line: "${trimmed}"`);
    current.set.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for one request path, names in their first spelling. */
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, { name: string; value: string }> {
  const result = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) result.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const existing = result.get(key);
      result.set(key, existing ? { name: existing.name, value: `${existing.value}, ${value}` } : { name, value });
    }
  }
  return result;
}

/** Cloudflare Pages' limits for _headers. */
export const maxRules = 100;
export const maxLineLength = 2000;

/** The rules whose value of `name` a request for `probe` receives, after `!` detaches (as Cloudflare applies them). */
export function settersOf(rules: readonly HeaderRule[], probe: string, name: string): string[] {
  const key = name.toLowerCase();
  let sources: string[] = [];
  for (const rule of rules) {
    if (!rule.pattern.test(probe)) continue;
    // `!` removes only what earlier rules added; this rule's own value follows.
    if (rule.detach.includes(key)) sources = [];
    if (rule.set.some(([header]) => header.toLowerCase() === key)) sources.push(rule.source);
  }
  return sources;
}

/** Headers every probed path must receive exactly once, and one it may receive at most once. */
const exactlyOnce = ['Content-Security-Policy', 'Permissions-Policy'];
const atMostOnce = ['Cache-Control'];

/**
 * What is wrong with a _headers file on Cloudflare Pages, as sentences (none: it is fine): a path with two
 * rules (Cloudflare keeps only one of them), more rules or longer lines than it reads, and any probed path
 * that would get no CSP or Permissions-Policy, or two, or two Cache-Control values.
 */
export function headersFileProblems(text: string, probes: readonly string[]): string[] {
  const problems: string[] = [];
  const rules = parseHeadersFile(text);
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.source)) problems.push(`${rule.source} has two rules: Cloudflare keys rules by path and keeps one`);
    seen.add(rule.source);
  }
  if (rules.length > maxRules) problems.push(`${rules.length} rules; Cloudflare Pages reads at most ${maxRules}`);
  const longLine = text.split('\n').find((line) => line.length > maxLineLength);
  if (longLine) problems.push(`a line is longer than ${maxLineLength} characters: ${longLine.slice(0, 80)}…`);
  for (const probe of probes) {
    for (const name of exactlyOnce) {
      const setters = settersOf(rules, probe, name);
      if (setters.length !== 1) problems.push(`${probe} would get ${setters.length} ${name} headers (${setters.join(', ') || 'none'})`);
    }
    for (const name of atMostOnce) {
      const setters = settersOf(rules, probe, name);
      if (setters.length > 1) problems.push(`${probe} would get ${name} from ${setters.join(' and ')}`);
    }
  }
  return problems;
}
