/**
 * out/_worker.js, bundled by build/postbuild.ts from this file and the build's manifest (build/worker-bundle.ts), for
 * both Cloudflare homes: Pages' advanced mode, and Workers with static assets (cloudflare-workers/wrangler.jsonc's `main`). A thin adapter
 * around edge/page-headers.ts: the static asset server answers (clean URLs, 404.html with 404), then the worker sets
 * the whole header set on the response: the site-wide headers and the page's own (404.html's on anything else).
 * Cloudflare documents that `_headers` is not applied to a worker's responses; where a host applies it anyway
 * (wrangler does), each header is set, never appended, so it is sent once with the worker's value.
 * out/_routes.json (Pages) and `run_worker_first` (Workers) keep assets (/_next/static, /pagefind, payloads,
 * images) off the worker entirely.
 *
 * `Server-Timing: page-headers` marks a response the worker handled: e2e/http/page-policies.spec.ts asserts it on
 * pages and its absence on the assets _routes.json excludes.
 */
import { pageHeaders, type PageHeadersManifest } from './page-headers';

/** What the adapter uses of Cloudflare's worker environment, the same binding on Pages and Workers (no types package needed). */
export interface PagesAssetsEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
}

export const workerMarker = ['Server-Timing', 'page-headers'] as const;

/**
 * Files of out/ that configure a host and are never content: Pages would serve `.assetsignore` (which only Workers
 * static assets reads) as a file, so the worker answers it, and the others wherever a host would, as an unknown path.
 */
export const hostConfigFiles = ['/.assetsignore', '/_headers', '/_routes.json', '/_worker.js'] as const;

/** Where the not-found page is asked for (`/404` is out/404.html on both homes); its answer is sent with 404. */
const notFoundPage = '/404';

export function createPagesWorker(manifest: PageHeadersManifest) {
  return {
    async fetch(request: Request, env: PagesAssetsEnv): Promise<Response> {
      const url = new URL(request.url);
      const hidden = (hostConfigFiles as readonly string[]).includes(url.pathname);
      const served = await env.ASSETS.fetch(hidden ? new Request(new URL(notFoundPage, url), request) : request);
      const response = new Response(served.body, hidden ? { status: 404, statusText: 'Not Found', headers: served.headers } : served);
      for (const [name, value] of pageHeaders(manifest, url.pathname, response.status)) response.headers.set(name, value);
      response.headers.set(...workerMarker);
      return response;
    },
  };
}
