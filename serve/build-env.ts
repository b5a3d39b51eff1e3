/**
 * The environment `npm start` builds with: the site and gateway URLs are inlined at build time, so they follow
 * the ports it will serve on (PORT, GATEWAY_PORT) unless NEXT_PUBLIC_SITE_URL or NEXT_PUBLIC_GATEWAY_URL are set
 * (otherwise `PORT=4700 GATEWAY_PORT=4701 npm start` would build a site that calls the gateway on :3001).
 */
type Env = Record<string, string | undefined>;

export function buildEnvironment<E extends Env>(env: E, served: { siteOrigin: string; gatewayOrigin: string }): E & { NEXT_PUBLIC_SITE_URL: string; NEXT_PUBLIC_GATEWAY_URL: string } {
  return {
    ...env,
    NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL?.trim() || served.siteOrigin,
    NEXT_PUBLIC_GATEWAY_URL: env.NEXT_PUBLIC_GATEWAY_URL?.trim() || served.gatewayOrigin,
  };
}
