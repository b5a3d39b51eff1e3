/**
 * The suite serves the one build three ways (playwright.config.ts): as Cloudflare Pages serves it (`chromium`, the
 * whole suite), as Cloudflare documents production with a worker (`documented-headers`: a copy whose `_headers` has
 * no rule for any path the worker handles), and on Workers with static assets (`workers`: `wrangler dev` with
 * cloudflare-workers/wrangler.jsonc). The extra servers take these ports; `npm test` picks free ones, elsewhere they follow PORT.
 */
import { serverConfig } from '../serve/server-config';

export type CloudflareHomeName = 'pages' | 'workers';

export interface ServedHome {
  /** Which Cloudflare home serves it. */
  home: CloudflareHomeName;
  /** Whether `_headers` reaches the paths the worker handles (wrangler's behaviour) or not (the documented one). */
  documentedHeaders: boolean;
}

const portFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]?.trim() || fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) throw new Error(`${name} must be a port number, not ${process.env[name]}`);
  return value;
};

export const documentedHeadersPort = portFrom('E2E_DOCUMENTED_HEADERS_PORT', serverConfig.port + 2);
export const workersPort = portFrom('E2E_WORKERS_PORT', serverConfig.port + 3);

/** A clean-URL redirect (`/features/`, `/features.html` → `/features`): Pages answers 308, Workers static assets 307. */
export const cleanUrlRedirectStatus = (home: CloudflareHomeName) => (home === 'workers' ? 307 : 308);
