/**
 * Reads out/_headers, the format Cloudflare Pages and Netlify share:
 *   /path/*          ← a rule: a path pattern at the start of a line
 *     Name: value    ← indented headers for that pattern
 *     ! Name         ← (Cloudflare) removes a header set by an earlier rule
 * The preview server applies it the way those hosts do: every matching rule in file order; a header
 * set twice is joined with ", "; a detached header is removed.
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
