/**
 * The environment `npm start` builds with: the site and gateway URLs are inlined at build time, so they follow
 * the ports it will serve on (PORT, GATEWAY_PORT) unless NEXT_PUBLIC_SITE_URL or NEXT_PUBLIC_GATEWAY_URL are set
 * (otherwise `PORT=4700 GATEWAY_PORT=4701 npm start` would build a site that calls the gateway on :3001).
 */
import { cspReportsPath } from './gateway/paths';

type Env = Record<string, string | undefined>;

/**
 * NEXT_PUBLIC_CSP_REPORT_URL, unless set, is the local gateway's report endpoint, so a violation on the served
 * site lands in .data/csp-reports.jsonl (GATEWAY_REPORTS_FILE).
 */
export function buildEnvironment<E extends Env>(
  env: E,
  served: { siteOrigin: string; gatewayOrigin: string },
): E & { NEXT_PUBLIC_SITE_URL: string; NEXT_PUBLIC_GATEWAY_URL: string; NEXT_PUBLIC_CSP_REPORT_URL: string } {
  return {
    ...env,
    NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL?.trim() || served.siteOrigin,
    NEXT_PUBLIC_GATEWAY_URL: env.NEXT_PUBLIC_GATEWAY_URL?.trim() || served.gatewayOrigin,
    NEXT_PUBLIC_CSP_REPORT_URL: env.NEXT_PUBLIC_CSP_REPORT_URL?.trim() || `${served.gatewayOrigin}${cspReportsPath}`,
  };
}
