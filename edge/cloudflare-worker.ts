/**
 * Cloudflare Pages' advanced mode: out/_worker.js, bundled by build/postbuild.ts from this file and the build's
 * manifest (build/worker-bundle.ts). A thin adapter around edge/page-headers.ts: the static asset server answers
 * (clean URLs, 404.html with 404, `_headers` applied), then the page's own headers replace the site-wide ones.
 * out/_routes.json keeps assets (/_next/static, /pagefind, payloads, images) off the worker entirely.
 *
 * `Server-Timing: page-headers` marks a response the worker handled: e2e/page-headers.spec.ts asserts it on
 * pages and its absence on the assets _routes.json excludes.
 */
import { pageHeaders, type PageHeadersManifest } from './page-headers';

/** What the adapter uses of Cloudflare's worker environment (no Workers types package needed). */
export interface PagesAssetsEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
}

export const workerMarker = ['Server-Timing', 'page-headers'] as const;

export function createPagesWorker(manifest: PageHeadersManifest) {
  return {
    async fetch(request: Request, env: PagesAssetsEnv): Promise<Response> {
      const served = await env.ASSETS.fetch(request);
      const response = new Response(served.body, served);
      for (const [name, value] of pageHeaders(manifest, new URL(request.url).pathname, served.status)) response.headers.set(name, value);
      response.headers.set(...workerMarker);
      return response;
    },
  };
}
