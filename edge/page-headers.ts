/**
 * Each page's own response headers at the edge, from a manifest the build writes (build/postbuild.ts): the
 * page's Content-Security-Policy with the sha256 of each inline script it runs, and on a page with a header
 * profile of its own (/practice, /search) the headers that differ. Pure and import-free, so the Cloudflare
 * adapter (edge/cloudflare-worker.ts, bundled into out/_worker.js) and any other host's edge function can use it.
 *
 * Why a manifest and not a _headers rule per page: Cloudflare Pages reads at most 100 rules, and every page's
 * inline scripts (Next's RSC payload) differ, so each page needs its own hashes (docs/decisions.md).
 *
 * The worker sends the whole header set itself, on every response it handles: Cloudflare documents that `_headers`
 * is not applied to responses from Functions or an advanced-mode worker (wrangler applies it anyway), so nothing may
 * depend on it there. Every response gets the site-wide set; a page of the manifest (answered with anything but 404)
 * its own profile on top, anything else (an unknown path answered with 404.html, a clean-URL redirect) 404.html's.
 * Each header is set, never appended: whatever the host put there before, it is sent once, with this value.
 *
 * The manifest is compact: every hash once (most pages share four), one template per profile, and per path
 * the profile's index followed by its hashes' indexes.
 */

/** Where a profile's header value takes the page's script hashes (`'sha256-…' 'sha256-…'`). */
export const hashesSlot = '{hashes}';

export interface PageHeadersManifest {
  version: 2;
  /** Headers every response the worker handles gets (a profile's header of the same name replaces one). */
  siteWide: [name: string, value: string][];
  /** Header sets; a value may hold `hashesSlot` once. */
  profiles: [name: string, value: string][][];
  /** sha256 digests, base64, without quotes or prefix. */
  hashes: string[];
  /** Path (as requested, e.g. `/`, `/features`) → [profile index, ...hash indexes]. */
  pages: Record<string, number[]>;
  /** 404.html's entry ([profile index, ...hash indexes]): every response that is not a page's own. */
  fallback: number[];
}

export interface PageHeaderEntry {
  path: string;
  /** The page's headers, each value with `hashesSlot` where its script hashes go. */
  headers: [name: string, value: string][];
  /** sha256 digests (base64) of the page's inline scripts. */
  hashes: readonly string[];
}

/**
 * The manifest for these pages: profiles and hashes stored once, each page by index; `siteWide` on every response,
 * `fallback` (404.html's headers) on every response that is not a page's own.
 */
export function buildPageHeadersManifest(
  entries: readonly PageHeaderEntry[],
  siteWide: readonly (readonly [string, string])[],
  fallback: Omit<PageHeaderEntry, 'path'>,
): PageHeadersManifest {
  const profiles: PageHeadersManifest['profiles'] = [];
  const profileIndex = new Map<string, number>();
  const hashes: string[] = [];
  const hashIndex = new Map<string, number>();
  const pages: PageHeadersManifest['pages'] = {};
  const indexesOf = (entry: Omit<PageHeaderEntry, 'path'> & { path: string }) => {
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
    return [profile, ...indexes];
  };
  for (const entry of entries) {
    if (Object.hasOwn(pages, entry.path)) throw new Error(`page headers: ${entry.path} twice`);
    pages[entry.path] = indexesOf(entry);
  }
  const fallbackIndexes = indexesOf({ ...fallback, path: '404.html' });
  return { version: 2, siteWide: siteWide.map(([name, value]) => [name, value]), profiles, hashes, pages, fallback: fallbackIndexes };
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
 * The headers to set (replacing any value the host gave) on the response for `pathname` with `status`, each name
 * once: the site-wide set, then the page's own profile for a page of the manifest answered with anything but 404
 * (a 200, a HEAD, a 304 that refreshes a cached copy's headers), else 404.html's (an unknown path, a redirect).
 */
export function pageHeaders(manifest: PageHeadersManifest, pathname: string, status: number): [string, string][] {
  const key = status === 404 ? undefined : manifestKey(pathname);
  const page = key !== undefined && Object.hasOwn(manifest.pages, key) ? manifest.pages[key]! : manifest.fallback;
  const [profile, ...indexes] = page;
  const sources = indexes.map((index) => `'sha256-${manifest.hashes[index]}'`).join(' ');
  const headers = new Map<string, [string, string]>();
  for (const [name, value] of manifest.siteWide) headers.set(name.toLowerCase(), [name, value]);
  for (const [name, value] of manifest.profiles[profile!] ?? []) headers.set(name.toLowerCase(), [name, value.replace(hashesSlot, sources)]);
  return [...headers.values()];
}

