/**
 * The pages whose response headers differ from a plain page's, in the form every page's browser code reads: a table
 * by path, and for a family of pages that end in the same last segment and share one profile (each role's mock
 * interview: camera and microphone), that segment once. The table is in every page's payload, so it must not grow
 * with a family. `profileAt` reads it; a path it does not know is a plain page.
 */
export interface HeaderProfileRules {
  /** Path → profile, for a page with headers of its own that is not part of a family. */
  paths: Readonly<Record<string, string>>;
  /** Last segment (with its slash, `/mock-interview`) → profile, for every page that ends in it. */
  lastSegments: Readonly<Record<string, string>>;
}

const lastSegmentOf = (path: string) => path.slice(path.lastIndexOf('/'));

/**
 * Folds `own` (path → profile, the pages with headers of their own) into rules. A last segment becomes a rule only
 * when at least two pages end in it and every page of `allPaths` that ends in it has the same profile in `own`: a
 * plain page sharing the segment keeps the family listed path by path. A path such a rule matches that is no page
 * (a 404) reads as the family's: a link to it then loads a new document, which is always safe.
 */
export function compactHeaderProfiles(own: Readonly<Record<string, string>>, allPaths: readonly string[]): HeaderProfileRules {
  const families = new Map<string, string[]>();
  for (const path of allPaths) {
    const segment = lastSegmentOf(path);
    families.set(segment, [...(families.get(segment) ?? []), path]);
  }
  const paths: Record<string, string> = {};
  const lastSegments: Record<string, string> = {};
  for (const [path, profile] of Object.entries(own)) {
    const segment = lastSegmentOf(path);
    const family = families.get(segment) ?? [path];
    if (segment !== '/' && family.length >= 2 && family.every((member) => own[member] === profile)) lastSegments[segment] = profile;
    else paths[path] = profile;
  }
  return { paths, lastSegments };
}

/** The profile of the page at `pathname` under `rules`, or undefined for a plain page. */
export function profileAt(rules: HeaderProfileRules, pathname: string): string | undefined {
  return rules.paths[pathname] ?? rules.lastSegments[lastSegmentOf(pathname)];
}
