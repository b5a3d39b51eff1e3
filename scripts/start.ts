/**
 * `npm start` (after the build): the preview server on PORT (3000) and the sample gateway on GATEWAY_PORT (3001).
 * `npm run preview -- <dir>` serves another export than out/ (the tests serve a small fixture this way).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createGateway } from '../gateway/server';
import { displayUrl, listen } from '../lib/http-server';
import { serverConfig } from '../lib/server-config';
import { createPreviewServer } from './preview-server';

const { addresses, port, gatewayPort } = serverConfig;
const root = path.resolve(process.argv[2] ?? 'out');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`${path.relative('.', root) || '.'}/ has no build: run \`npm run build\` first (npm start does both).`);
  process.exit(1);
}

const site = createPreviewServer(root);
const gateway = createGateway({
  port: gatewayPort,
  allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
});

const sitePort = await listen(site, port, addresses);
console.log(`Site:           ${displayUrl(addresses, sitePort)}`);
const boundGatewayPort = await listen(gateway, gatewayPort, addresses);
console.log(`Sample gateway: ${displayUrl(addresses, boundGatewayPort)}`);

function stop(signal: NodeJS.Signals) {
  console.log(`Stopping on ${signal}.`);
  site.close();
  gateway.close();
  site.closeAllConnections();
  gateway.closeAllConnections();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
