/**
 * Which build the engines run serves, and on which ports. The site and gateway URLs are inlined at build time, so
 * out/ must be served on the ports it was built for: `npm test` builds for free ports of its own just before, and
 * this run reads them back from out/ (the sitemap's origin, the CSP's report-uri) instead of building again. With no
 * out/ (or `--build`), it builds for PORT and GATEWAY_PORT, or free ports, as `npm test` does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildEnvironment } from '../../serve/build-env';
import { displayUrl } from '../../serve/http-server';
import { freePort } from '../../serve/pages-dev';
import { serverConfig } from '../../serve/server-config';

export interface ServedBuild {
  site: URL;
  gateway: URL;
  /** Where the build's CSP sends violation reports: the sample gateway's endpoint. */
  reportUri: URL;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origins out/ was built for, read from its sitemap and its _headers; throws if they are not local ones. */
export function readServedBuild(out: string): ServedBuild {
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const firstLoc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  const reportUri = /report-uri (\S+?)[;\s]/.exec(readFileSync(path.join(out, '_headers'), 'utf8'))?.[1];
  if (!firstLoc || !reportUri) throw new Error(`${out}: no sitemap origin or no CSP report-uri: was it built by npm run build?`);
  const site = new URL(new URL(firstLoc).origin);
  const report = new URL(reportUri);
  for (const url of [site, report]) {
    if (url.protocol !== 'http:' || !localHosts.has(url.hostname) || !url.port) {
      throw new Error(
        `out/ was built for ${url.origin}, not a local port: the engines run serves the build locally and reads the CSP ` +
          'reports from the sample gateway. Run it with --build (it builds for local ports).',
      );
    }
  }
  return { site, gateway: new URL(report.origin), reportUri: report };
}

/** Builds out/ for PORT and GATEWAY_PORT where set, else for two free ports. */
export async function buildForLocalPorts(): Promise<ServedBuild> {
  const host = process.env.HOST?.trim() || undefined;
  const port = serverConfig.port && process.env.PORT?.trim() ? serverConfig.port : await freePort(host);
  let gatewayPort = serverConfig.gatewayPort && process.env.GATEWAY_PORT?.trim() ? serverConfig.gatewayPort : await freePort(host);
  while (gatewayPort === port) gatewayPort = await freePort(host);
  const env = buildEnvironment({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, {
    siteOrigin: displayUrl(serverConfig.addresses, port),
    gatewayOrigin: displayUrl(serverConfig.addresses, gatewayPort),
  });
  console.log(`Building for ${env.NEXT_PUBLIC_SITE_URL} with the gateway at ${env.NEXT_PUBLIC_GATEWAY_URL}`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  return readServedBuild('out');
}

/** out/ as built (by `npm test` just before), or a build of its own when there is none or `build` asks for one. */
export async function servedBuild(build: boolean): Promise<ServedBuild> {
  if (!build && existsSync(path.join('out', 'index.html'))) return readServedBuild('out');
  return buildForLocalPorts();
}
