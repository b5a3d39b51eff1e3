/**
 * The ports and variables a run of the end-to-end suite needs, for `npm test` (testing/test.ts) and `npm run test:e2e`
 * (testing/e2e.ts) alike: the site and gateway URLs are inlined at build, so the build is made for the ports the
 * suite will serve it on, and the CSP reports to the sample gateway, as under `npm start` (e2e/csp-reports.spec.ts
 * reads its file).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEnvironment } from '../serve/build-env';
import { displayUrl } from '../serve/http-server';
import { freePort } from '../serve/pages-dev';
import { serverConfig } from '../serve/server-config';

export interface SuitePorts {
  port: number;
  gatewayPort: number;
  /** The documented-headers and Workers homes (testing/cloudflare-homes.ts). */
  homePorts: [number, number];
}

export type SiteUrls = Record<'NEXT_PUBLIC_SITE_URL' | 'NEXT_PUBLIC_GATEWAY_URL' | 'NEXT_PUBLIC_CSP_REPORT_URL', string>;

const host = () => process.env.HOST?.trim() || undefined;

/** PORT and GATEWAY_PORT where set (not 0), else ports no one listens on now; two more for the other homes. */
export async function suitePorts(): Promise<SuitePorts> {
  const taken: number[] = [];
  const pick = async (configured?: number) => {
    if (configured !== undefined) return configured;
    let candidate = await freePort(host());
    while (taken.includes(candidate)) candidate = await freePort(host());
    return candidate;
  };
  const set = (name: 'PORT' | 'GATEWAY_PORT', configured: number) => (process.env[name]?.trim() && configured !== 0 ? configured : undefined);
  const port = await pick(set('PORT', serverConfig.port));
  taken.push(port);
  const gatewayPort = await pick(set('GATEWAY_PORT', serverConfig.gatewayPort));
  taken.push(gatewayPort);
  const first = await pick();
  taken.push(first);
  return { port, gatewayPort, homePorts: [first, await pick()] };
}

/** The URLs the build inlines for these ports (NEXT_PUBLIC_SITE_URL and the others win where set). */
export function siteUrlsFor({ port, gatewayPort }: SuitePorts): SiteUrls {
  const { NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_GATEWAY_URL, NEXT_PUBLIC_CSP_REPORT_URL } = buildEnvironment(process.env, {
    siteOrigin: displayUrl(serverConfig.addresses, port),
    gatewayOrigin: displayUrl(serverConfig.addresses, gatewayPort),
  });
  return { NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_GATEWAY_URL, NEXT_PUBLIC_CSP_REPORT_URL };
}

/** What Playwright's end-to-end projects read: the ports, the URLs the build was made with, the browser. */
export function e2eEnvironment(ports: SuitePorts, chrome: string): Record<string, string> {
  return {
    ...siteUrlsFor(ports),
    PORT: String(ports.port),
    GATEWAY_PORT: String(ports.gatewayPort),
    E2E_DOCUMENTED_HEADERS_PORT: String(ports.homePorts[0]),
    E2E_WORKERS_PORT: String(ports.homePorts[1]),
    CHROME_PATH: chrome,
    // The local build, even in a shell where `npm run test:deployed` left a deployment's URL set.
    PLAYWRIGHT_BASE_URL: '',
  };
}

/** Everything a build reads: a change to any of these files makes out/ stale. */
const buildInputs = ['app', 'components', 'content', 'lib', 'edge', 'build', 'public', 'styles', 'next.config.mjs', 'mdx-components.tsx', 'tsconfig.json', 'package-lock.json'];
const stampFile = path.join('.cache', 'e2e-build.json');

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A digest of the build's inputs: their paths and contents. */
export function buildInputsDigest(): string {
  const hash = createHash('sha256');
  for (const input of buildInputs) for (const file of files(input)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const homeDigest = () => createHash('sha256').update(readFileSync(path.join('out', 'index.html'))).digest('hex');

interface BuildStamp {
  digest: string;
  /** out/index.html's digest: another build since (`npm run build`, `npm start`, the bench) makes the stamp void. */
  home: string;
  ports: SuitePorts;
  /** Every NEXT_PUBLIC_* variable the build was made with, the site URLs included. */
  variables: Record<string, string>;
}

/** The NEXT_PUBLIC_* variables a build for these ports reads (lib/config.ts): the environment's, then the URLs. */
function buildVariables(ports: SuitePorts): Record<string, string> {
  const set = Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('NEXT_PUBLIC_') && entry[1] !== undefined);
  return Object.fromEntries(Object.entries({ ...Object.fromEntries(set), ...siteUrlsFor(ports) }).sort(([a], [b]) => a.localeCompare(b)));
}

/** Records what out/ was just built from and for (after `npm run build` with these ports' URLs). */
export function writeBuildStamp(ports: SuitePorts) {
  mkdirSync('.cache', { recursive: true });
  const stamp: BuildStamp = { digest: buildInputsDigest(), home: homeDigest(), ports, variables: buildVariables(ports) };
  writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

/** The ports out/ was built for, if out/ is the build of today's sources; else undefined (missing or stale). */
export function currentBuild(): SuitePorts | undefined {
  if (!existsSync(path.join('out', 'index.html')) || !existsSync(stampFile)) return undefined;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as BuildStamp;
  if (stamp.home !== homeDigest() || stamp.digest !== buildInputsDigest()) return undefined;
  // Ports or URLs asked for now that differ from the build's: it must be built again.
  if (process.env.PORT?.trim() && Number(process.env.PORT) !== stamp.ports.port) return undefined;
  if (process.env.GATEWAY_PORT?.trim() && Number(process.env.GATEWAY_PORT) !== stamp.ports.gatewayPort) return undefined;
  if (JSON.stringify(buildVariables(stamp.ports)) !== JSON.stringify(stamp.variables)) return undefined;
  return stamp.ports;
}
