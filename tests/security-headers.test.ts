import { expect, test } from '@playwright/test';
import { config } from '../lib/config';
import { headersForPath, parseHeadersFile } from '../build/headers-file';
import { contentSecurityPolicy, mergeRuleSpecs, renderHeadersFile, reportingEndpoints, routeHtmlFile, sha256Source } from '../build/security-headers';
import { permissionsPolicy, promisedHeaderNames, siteWideHeaders } from '../build/site-headers';

test('hash sources are base64 SHA-256 of the exact text', () => {
  // The empty string's SHA-256, a known vector.
  expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('the policy: no unsafe-*, hashes in script-src, framing refused', () => {
  const header = contentSecurityPolicy(["'sha256-abc'"]);
  expect(header).not.toContain('unsafe');
  expect(header).toContain("script-src 'self' 'sha256-abc';");
  expect(header).toContain("style-src 'self';");
  expect(header).toContain(`connect-src 'self' ${new URL(config.gatewayUrl).origin}`);
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).toContain("object-src 'none'");
});

test("a page that runs WebAssembly gets 'wasm-unsafe-eval' in script-src, and still no JavaScript eval or inline code", () => {
  const header = contentSecurityPolicy(["'sha256-abc'"], { webAssembly: true });
  expect(header).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';");
  expect(header).not.toContain("'unsafe-eval'");
  expect(header).not.toContain("'unsafe-inline'");
  expect(contentSecurityPolicy(["'sha256-abc'"])).not.toContain('wasm');
});

test('route files: / is index.html, /features is features.html', () => {
  expect(routeHtmlFile('/')).toBe('index.html');
  expect(routeHtmlFile('/features')).toBe('features.html');
});

test('build/site-headers.ts: the site-wide set names each header once, and never the CSP or Cache-Control a page sets itself', () => {
  const names = siteWideHeaders.map(([name]) => name.toLowerCase());
  expect(new Set(names).size).toBe(names.length);
  expect(names).not.toContain('content-security-policy');
  expect(names).not.toContain('cache-control');
  expect(promisedHeaderNames).toEqual([
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'X-Frame-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy',
    'Content-Security-Policy',
  ]);
});

test('Permissions-Policy: every listed feature denied, a granted one allowed to the page itself, an unlisted one refused', () => {
  expect(permissionsPolicy().split(', ').every((entry) => entry.endsWith('=()'))).toBe(true);
  const practice = permissionsPolicy(['camera', 'microphone']).split(', ');
  expect(practice.filter((entry) => !entry.endsWith('=()'))).toEqual(['camera=(self)', 'microphone=(self)']);
  expect(practice).toHaveLength(permissionsPolicy().split(', ').length);
  expect(() => permissionsPolicy(['bluetooth'])).toThrow(/bluetooth/);
});

const siteRule = { path: '/*', headers: siteWideHeaders.map(([name, value]) => [name, value] as [string, string]) };
const generated = [
  { path: '/*', headers: [['Content-Security-Policy', "default-src 'none'"]] as [string, string][] },
  {
    path: '/features',
    detach: ['Content-Security-Policy'],
    headers: [['Content-Security-Policy', "default-src 'self'"], ['Cache-Control', 'no-cache']] as [string, string][],
  },
];
const renderedText = renderHeadersFile(
  mergeRuleSpecs([siteRule, { path: '/_next/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] }], generated),
);
test('generated rules for one path join one block: one rule per path, site-wide headers kept', () => {
  const rendered = parseHeadersFile(renderedText);
  expect(rendered.map((rule) => rule.source).filter((source) => source === '/*')).toHaveLength(1);
  expect(new Set(rendered.map((rule) => rule.source)).size).toBe(rendered.length);
  const all = headersForPath(rendered, '/no-such-page');
  for (const name of ['strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy', 'content-security-policy']) {
    expect(all.has(name), name).toBe(true);
  }
  expect(() => mergeRuleSpecs([{ path: '/*', headers: [['X-A', '1']] }], [{ path: '/*', headers: [['x-a', '2']] }])).toThrow(/X-A|x-a/);
});

test('a page rule detaches the site-wide policy, so every path has exactly one', () => {
  const rendered = parseHeadersFile(renderedText);
  expect(headersForPath(rendered, '/features').get('content-security-policy')?.value).toBe("default-src 'self'");
  expect(headersForPath(rendered, '/no-such-page').get('content-security-policy')?.value).toBe("default-src 'none'");
  expect(headersForPath(rendered, '/_next/static/chunks/a.js').get('cache-control')?.value).toBe('public, max-age=31536000, immutable');
  // Without the detach, both policies would be joined into one header, and a browser enforces both.
  const joined = parseHeadersFile("/*\n  Content-Security-Policy: a\n/x\n  Content-Security-Policy: b\n");
  expect(headersForPath(joined, '/x').get('content-security-policy')?.value).toBe('a, b');
});

test('without NEXT_PUBLIC_CSP_REPORT_URL no reporting directive and no Reporting-Endpoints header are emitted', () => {
  expect(config.cspReportUrl).toBeUndefined();
  expect(contentSecurityPolicy(["'sha256-abc'"])).not.toMatch(/report-(to|uri)/);
  expect(reportingEndpoints()).toEqual([]);
});

test('an http report URL (localhost only) gets report-uri alone; https on both sides adds report-to and Reporting-Endpoints', () => {
  const local = { cspReportUrl: 'http://localhost:3001/csp-reports', siteUrl: 'http://localhost:3000' };
  expect(contentSecurityPolicy([], { reporting: local })).toMatch(/; report-uri http:\/\/localhost:3001\/csp-reports$/);
  expect(contentSecurityPolicy([], { reporting: local })).not.toContain('report-to');
  expect(reportingEndpoints(local)).toEqual([]);
  // An https endpoint for a site served over http: Chromium would deliver neither, so report-uri alone.
  const mixed = { cspReportUrl: 'https://reports.example/csp', siteUrl: 'http://localhost:3000' };
  expect(contentSecurityPolicy([], { reporting: mixed })).not.toContain('report-to');
  expect(reportingEndpoints(mixed)).toEqual([]);
  const deployed = { cspReportUrl: 'https://reports.example/csp', siteUrl: 'https://www.hireclip.example' };
  expect(contentSecurityPolicy([], { reporting: deployed })).toMatch(/; report-to csp; report-uri https:\/\/reports\.example\/csp$/);
  expect(reportingEndpoints(deployed)).toEqual([['Reporting-Endpoints', 'csp="https://reports.example/csp"']]);
});
