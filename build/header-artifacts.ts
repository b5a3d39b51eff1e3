/**
 * Both header artifacts of a build from one source: out/_headers (the files the worker never sees, and hosts that
 * read only `_headers`) and the manifest of out/_worker.js (every response the worker handles). The site-wide set is
 * build/site-headers.ts, the policy template build/security-headers.ts's contentSecurityPolicy, a page's
 * Permissions-Policy site-headers' permissionsPolicy with its route's grants: each written once, read by both.
 * Pure: build/postbuild.ts gives it the exported pages' script hashes; tests/header-artifacts.test.ts checks that
 * the two agree wherever both apply.
 */
import { buildPageHeadersManifest, hashesSlot, type PageHeaderEntry, type PageHeadersManifest } from '../edge/page-headers';
import { contentSecurityPolicy, immutable, reportingEndpoints, revalidate, type HeaderRuleSpec, type ReportingSettings } from './security-headers';
import { permissionsPolicy, siteWideHeaders } from './site-headers';

export interface PageForHeaders {
  path: string;
  /** sha256 digests (base64) of the page's inline scripts. */
  hashes: readonly string[];
  /** Powerful features the page grants itself (/practice: camera, microphone); it then also plays blob: media. */
  allow?: readonly string[];
  /** The page compiles WebAssembly (/search). */
  webAssembly?: boolean;
}

export interface HeaderArtifactsInput {
  pages: readonly PageForHeaders[];
  /** 404.html's script digests: its policy is every unknown path's, and the fallback wherever no page's applies. */
  notFoundHashes: readonly string[];
  /** The .txt files of the build (RSC payloads get noindex; robots.txt and /.well-known/ files do not). */
  textFiles: readonly string[];
  /** Where violation reports go (the build's settings by default). */
  reporting?: ReportingSettings;
}

const csp = 'Content-Security-Policy';
const revalidation: [string, string] = ['Cache-Control', revalidate];
const withHashes = (value: string, hashes: readonly string[]) => value.replace(hashesSlot, hashes.map((hash) => `'sha256-${hash}'`).join(' '));

/** An RSC payload, as opposed to a .txt file meant for crawlers. */
export const isRscPayload = (file: string) => file !== '/robots.txt' && !file.startsWith('/.well-known/');

export function headerArtifacts({ pages, notFoundHashes, textFiles, reporting }: HeaderArtifactsInput): {
  rules: HeaderRuleSpec[];
  manifest: PageHeadersManifest;
  entries: PageHeaderEntry[];
  siteWide: [string, string][];
} {
  const policy = (hashes: string[], options: { recordsMedia?: boolean; webAssembly?: boolean } = {}) =>
    contentSecurityPolicy(hashes, { ...options, ...(reporting ? { reporting } : {}) });
  const siteWide: [string, string][] = [...siteWideHeaders.map(([name, value]) => [name, value] as [string, string]), ...reportingEndpoints(reporting)];
  const entries: PageHeaderEntry[] = pages.map((page) => {
    const grants = page.allow ?? [];
    return {
      path: page.path,
      headers: [
        [csp, policy([hashesSlot], { recordsMedia: grants.includes('camera'), webAssembly: page.webAssembly ?? false })],
        ...(grants.length ? [['Permissions-Policy', permissionsPolicy(grants)] as [string, string]] : []),
        revalidation,
      ],
      hashes: page.hashes,
    };
  });
  const manifest = buildPageHeadersManifest(entries, siteWide, { headers: [[csp, policy([hashesSlot])]], hashes: notFoundHashes });
  /**
   * The rules of out/_headers: a fixed number, whatever the number of pages.
   *   /*                  the site-wide set, 404.html's policy (as strict as a page's, with other hashes) and
   *                       Cache-Control revalidate (same names on every deploy)
   *   /_next/static/*     Cache-Control immutable instead: file names carry a content hash
   *   /*.txt              RSC payloads: X-Robots-Tag noindex…
   *   /robots.txt, …      …detached again on the .txt files that are not payloads
   */
  const rules: HeaderRuleSpec[] = [
    { path: '/*', headers: [...siteWide, [csp, withHashes(policy([hashesSlot]), notFoundHashes)], revalidation] },
    { path: '/_next/static/*', detach: ['Cache-Control'], headers: [['Cache-Control', immutable]] },
  ];
  if (textFiles.some(isRscPayload)) rules.push({ path: '/*.txt', headers: [['X-Robots-Tag', 'noindex']] });
  for (const file of textFiles.filter((file) => !isRscPayload(file))) rules.push({ path: file, detach: ['X-Robots-Tag'], headers: [] });
  return { rules, manifest, entries, siteWide };
}

/** A page's headers as the worker must send them: the site-wide set, then its own, the slot filled. */
export function expectedWorkerHeaders(entry: PageHeaderEntry, siteWide: readonly [string, string][]): Map<string, string> {
  return new Map([...siteWide, ...entry.headers.map(([name, value]) => [name, withHashes(value, entry.hashes)] as [string, string])]);
}
