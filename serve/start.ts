/**
 * `npm start` (`--build`): builds out/ for the ports it will serve on, then serves it.
 * `npm run preview`: serves an existing out/ (or `npm run preview -- <dir>`).
 * The site is served by Cloudflare's own runtime (`wrangler pages dev`, serve/pages-dev.ts) on PORT (3000);
 * the sample gateway (serve/gateway/server.ts) runs beside it on GATEWAY_PORT (3001).
 *
 * With `--build`, the build's NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_GATEWAY_URL follow PORT and GATEWAY_PORT
 * unless they are set: `PORT=4700 GATEWAY_PORT=4701 npm start` gives a site that calls the gateway on 4701.
 *
 * `--home workers` serves with `wrangler dev` and cloudflare-workers/wrangler.jsonc (Workers with static assets) instead of Pages
 * (`npm run preview:workers`). `--documented-headers` serves a copy of out/ whose `_headers` has no rule for any path
 * the worker handles, as Cloudflare documents production (build/documented-headers.ts). `--no-gateway` serves the site
 * alone (the suite's extra servers share the one gateway).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGateway } from './gateway/server';
import { displayUrl, listen } from './http-server';
import { serverConfig } from './server-config';
import { buildEnvironment } from './build-env';
import { freePort, startPagesDev, type CloudflareHome } from './pages-dev';
import { copyWithDocumentedHeaders } from './documented-headers-copy';

const { values, positionals } = parseArgs({
  options: {
    build: { type: 'boolean' },
    home: { type: 'string', default: 'pages' },
    'documented-headers': { type: 'boolean' },
    'no-gateway': { type: 'boolean' },
  },
  allowPositionals: true,
});
const build = values.build === true;
if (values.home !== 'pages' && values.home !== 'workers') {
  console.error(`--home must be pages or workers, not ${values.home}`);
  process.exit(1);
}
const home: CloudflareHome = values.home;
const built = path.resolve(positionals[0] ?? 'out');
const { addresses } = serverConfig;
const host = process.env.HOST?.trim() || undefined;
// Port 0 means any free port: chosen now, so the build can name it.
const port = serverConfig.port || (await freePort(host));
const gatewayPort = serverConfig.gatewayPort || (await freePort(host));
const siteOrigin = displayUrl(addresses, port);
const gatewayOrigin = displayUrl(addresses, gatewayPort);

if (build) {
  const env = buildEnvironment(process.env, { siteOrigin, gatewayOrigin });
  console.log(`Building for ${env.NEXT_PUBLIC_SITE_URL} with the gateway at ${env.NEXT_PUBLIC_GATEWAY_URL}`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status || 1);
}

if (!existsSync(path.join(built, 'index.html'))) {
  console.error(`${path.relative('.', built) || '.'}/ has no build: run \`npm run build\` first (npm start does both).`);
  process.exit(1);
}

let root = built;
if (values['documented-headers']) {
  try {
    root = copyWithDocumentedHeaders(built, path.resolve('.cache', `documented-headers-${port}`));
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
}

const gateway = values['no-gateway']
  ? undefined
  : createGateway({
      port: gatewayPort,
      allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    });
const boundGatewayPort = gateway ? await listen(gateway, gatewayPort, addresses) : undefined;
const site = await startPagesDev(root, { port, host, home, output: 'inherit' });
const served = home === 'pages' ? 'wrangler pages dev' : 'wrangler dev, Workers with static assets';
const headersNote = root === built ? '' : `, _headers without worker paths from ${path.relative('.', root)}`;
console.log(`Site:           ${site.origin} (${served}${headersNote}, ready in ${(site.startedInMs / 1000).toFixed(1)} s)`);
if (boundGatewayPort !== undefined) console.log(`Sample gateway: ${displayUrl(addresses, boundGatewayPort)}`);

async function stop(signal: NodeJS.Signals) {
  console.log(`Stopping on ${signal}.`);
  gateway?.close();
  gateway?.closeAllConnections();
  await site.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
