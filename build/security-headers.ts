/**
 * The pieces of the response headers that depend on the build: each page's Content-Security-Policy (with the
 * sha256 hashes of that page's inline scripts, read by build/exported-html.ts) and the rules of out/_headers
 * build/postbuild.ts writes. The site-wide set is build/site-headers.ts.
 * Pure functions, so tests can check them without a build.
 */
import { createHash } from 'node:crypto';
import { config } from '../lib/config';
import { trustedTypesPolicyName } from '../lib/trusted-types';

/** Revalidate on every visit: HTML and RSC payloads must belong to the deploy that serves them. */
export const revalidate = 'public, max-age=0, must-revalidate';
/** Content-hashed files under /_next/static never change. */
export const immutable = 'public, max-age=31536000, immutable';

/** The base64 sha256 of a script's text, as a CSP hash source carries it. */
export function sha256Digest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

export function sha256Source(text: string): string {
  return `'sha256-${sha256Digest(text)}'`;
}

const originOf = (url: string) => new URL(url).origin;

/** The origins the browser may call: the demo list, the contact form and, when configured, web-vitals. */
export function connectOrigins(): string[] {
  const origins = [config.gatewayUrl, config.contactUrl, ...(config.vitalsUrl ? [config.vitalsUrl] : [])];
  return [...new Set(origins.map(originOf))];
}

/**
 * The Trusted Types policies a page may create: only `default`, which each page's <head> script creates first
 * (lib/trusted-types.ts: same-origin /_next/static/*.js script URLs, nothing else). Without `'allow-duplicates'`
 * a second `default`, or a policy of any other name an injected script or a dependency asks for, is refused.
 */
export const trustedTypesPolicies = [trustedTypesPolicyName] as const;

/** The Reporting-Endpoints name the policy's `report-to` points at. */
export const cspReportGroup = 'csp';

/**
 * Whether the policy names a Reporting API endpoint (`report-to`, with the Reporting-Endpoints header): only when the
 * site and the report URL are both https. Chromium delivers Reporting API reports only from an https document to an
 * https endpoint; on an http document (http://localhost included) a policy with `report-to` sends nothing at all, not
 * even to its `report-uri` (measured with Chromium 156: docs/decisions.md, "Violation reports"). An http report URL,
 * which lib/config.ts allows on localhost only, therefore gets `report-uri` alone, which every browser delivers.
 */
export function usesReportingApi({ cspReportUrl, siteUrl }: ReportingSettings = config): boolean {
  return Boolean(cspReportUrl?.startsWith('https:') && siteUrl.startsWith('https:'));
}

/** The two settings the reporting directives depend on; the build's own (lib/config.ts) by default. */
export interface ReportingSettings {
  cspReportUrl?: string;
  siteUrl: string;
}

/** The `Reporting-Endpoints` header every path gets when the policy uses the Reporting API (none otherwise). */
export function reportingEndpoints(settings: ReportingSettings = config): [string, string][] {
  return usesReportingApi(settings) ? [['Reporting-Endpoints', `${cspReportGroup}="${settings.cspReportUrl}"`]] : [];
}

/**
 * One page's policy: `hashes` are the sha256 sources of the inline scripts that page runs; `recordsMedia`
 * for a page that plays back what it records (a blob: URL made in the page, /practice); `webAssembly` for a
 * page that compiles WebAssembly (the search index's reader, /search): 'wasm-unsafe-eval' allows that and no
 * JavaScript eval; `reporting` (the build's settings by default) where violation reports go.
 */
export function contentSecurityPolicy(
  hashes: readonly string[],
  { recordsMedia = false, webAssembly = false, reporting = config as ReportingSettings } = {},
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...hashes],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    // blob: plays back the practice answer recorded on /practice, which never leaves the browser.
    ...(recordsMedia ? [['media-src', "'self'", 'blob:'] as [string, ...string[]]] : []),
    ['font-src', "'self'"],
    // 'self': the client router fetches the next page's RSC payload (*.txt) from the site itself.
    ['connect-src', "'self'", ...connectOrigins()],
    ['form-action', "'self'", originOf(config.contactUrl)],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    // DOM XSS sinks (innerHTML, script.src, eval, …) take no plain string; the one policy allowed admits only the
    // site's own chunk URLs (docs/decisions.md, "Trusted Types").
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypesPolicies],
    // Violations are reported where NEXT_PUBLIC_CSP_REPORT_URL says: report-to names the Reporting-Endpoints entry
    // (on https only: usesReportingApi), report-uri serves browsers without the Reporting API (a browser with it uses
    // report-to when both are set).
    ...(usesReportingApi(reporting) ? [['report-to', cspReportGroup] as [string, string]] : []),
    ...(reporting.cspReportUrl ? [['report-uri', reporting.cspReportUrl] as [string, string]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export interface HeaderRuleSpec {
  path: string;
  /** Headers an earlier matching rule set that this rule removes first (Cloudflare's `! Name`). */
  detach?: string[];
  headers: [name: string, value: string][];
}

/** The out/ file a route is exported to: `/` → index.html, `/features` → features.html. */
export function routeHtmlFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

/**
 * One rule per path: a generated rule whose path a hand-written rule already has is merged into it (its
 * headers added to the same block). Cloudflare keys rules by path, so a second `/*` block would replace the first
 * and take HSTS, framing, COOP and the Permissions-Policy with it. Setting one header twice in
 * one block is refused.
 */
export function mergeRuleSpecs(base: readonly HeaderRuleSpec[], generated: readonly HeaderRuleSpec[]): HeaderRuleSpec[] {
  const merged: HeaderRuleSpec[] = [];
  const byPath = new Map<string, HeaderRuleSpec>();
  for (const rule of [...base, ...generated]) {
    const existing = byPath.get(rule.path);
    if (!existing) {
      const copy = { path: rule.path, detach: [...(rule.detach ?? [])], headers: [...rule.headers] };
      byPath.set(rule.path, copy);
      merged.push(copy);
      continue;
    }
    for (const [name] of rule.headers) {
      if (existing.headers.some(([other]) => other.toLowerCase() === name.toLowerCase())) {
        throw new Error(`_headers: ${rule.path} would set ${name} twice`);
      }
    }
    existing.detach!.push(...(rule.detach ?? []));
    existing.headers.push(...rule.headers);
  }
  return merged;
}

/** Renders rules in _headers syntax, each path once. */
export function renderHeadersFile(rules: readonly HeaderRuleSpec[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Generated by build/postbuild.ts from build/site-headers.ts and 404.html's inline scripts: one rule per path.\n${blocks.join('\n\n')}\n`;
}
