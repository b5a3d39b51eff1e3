/**
 * Each page's own response headers at the edge, from a manifest the build writes (build/postbuild.ts): the
 * page's Content-Security-Policy with the sha256 of each inline script it runs, and on a page with a header
 * profile of its own (/practice, /search) the headers that differ. Pure and import-free, so the Cloudflare
 * adapter (edge/cloudflare-worker.ts, bundled into out/_worker.js) and any other host's edge function can use it.
 *
 * Why a manifest and not a _headers rule per page: Cloudflare Pages reads at most 100 rules, and every page's
 * inline scripts (Next's RSC payload) differ, so each page needs its own hashes (docs/decisions.md).
 *
 * The manifest is compact: every hash once (most pages share four), one template per profile, and per path
 * the profile's index followed by its hashes' indexes. A path that is not in it (an unknown path, an asset)
 * gets nothing from here and keeps what `_headers` gives every path: 404.html's policy, which is as strict.
 */

/** Where a profile's header value takes the page's script hashes (`'sha256-…' 'sha256-…'`). */
export const hashesSlot = '{hashes}';

export interface PageHeadersManifest {
  version: 1;
  /** Header sets; a value may hold `hashesSlot` once. */
  profiles: [name: string, value: string][][];
  /** sha256 digests, base64, without quotes or prefix. */
  hashes: string[];
  /** Path (as requested, e.g. `/`, `/features`) → [profile index, ...hash indexes]. */
  pages: Record<string, number[]>;
}

export interface PageHeaderEntry {
  path: string;
  /** The page's headers, each value with `hashesSlot` where its script hashes go. */
  headers: [name: string, value: string][];
  /** sha256 digests (base64) of the page's inline scripts. */
  hashes: readonly string[];
}

/** The manifest for these pages: profiles and hashes stored once, each page by index. */
export function buildPageHeadersManifest(entries: readonly PageHeaderEntry[]): PageHeadersManifest {
  const profiles: PageHeadersManifest['profiles'] = [];
  const profileIndex = new Map<string, number>();
  const hashes: string[] = [];
  const hashIndex = new Map<string, number>();
  const pages: PageHeadersManifest['pages'] = {};
  for (const entry of entries) {
    if (Object.hasOwn(pages, entry.path)) throw new Error(`page headers: ${entry.path} twice`);
    if (!entry.hashes.length) throw new Error(`page headers: ${entry.path} has no script hashes`);
    const key = JSON.stringify(entry.headers);
    let profile = profileIndex.get(key);
    if (profile === undefined) {
      profile = profiles.push(entry.headers.map(([name, value]) => [name, value] as [string, string])) - 1;
      profileIndex.set(key, profile);
    }
    const indexes = [...new Set(entry.hashes)].map((hash) => {
      let index = hashIndex.get(hash);
      if (index === undefined) {
        index = hashes.push(hash) - 1;
        hashIndex.set(hash, index);
      }
      return index;
    });
    pages[entry.path] = [profile, ...indexes];
  }
  return { version: 1, profiles, hashes, pages };
}

/**
 * The request path as the manifest keys it: percent-decoded (the asset server decodes before it looks up a
 * file, so `/fe%61tures` is /features' page). A malformed escape matches no page.
 */
function manifestKey(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * The headers to set (replacing any value `_headers` gave) on the response for `pathname` with `status`:
 * the page's own, for a page of the manifest answered with anything but 404 (a 200, a HEAD, a 304 that
 * refreshes a cached copy's headers). None for everything else: an unknown path (404.html, 404) or a file
 * keeps the `_headers` values, whose policy is 404.html's.
 */
export function pageHeaders(manifest: PageHeadersManifest, pathname: string, status: number): [string, string][] {
  if (status === 404) return [];
  const key = manifestKey(pathname);
  const page = key === undefined || !Object.hasOwn(manifest.pages, key) ? undefined : manifest.pages[key];
  if (!page) return [];
  const [profile, ...indexes] = page;
  const sources = indexes.map((index) => `'sha256-${manifest.hashes[index]}'`).join(' ');
  return (manifest.profiles[profile!] ?? []).map(([name, value]) => [name, value.replace(hashesSlot, sources)]);
}
