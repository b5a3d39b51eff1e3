/** `npm start` (after the build): the preview server on PORT (3000) and the sample gateway on GATEWAY_PORT (3001). */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createGateway } from '../gateway/server';
import { createPreviewServer } from './preview-server';

const port = Number(process.env.PORT || 3000);
const gatewayPort = Number(process.env.GATEWAY_PORT || 3001);
const root = path.resolve('out');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('out/ has no build: run `npm run build` first (npm start does both).');
  process.exit(1);
}

const site = createPreviewServer(root);
const gateway = createGateway({
  port: gatewayPort,
  allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
});

site.listen(port, () => console.log(`Site:           http://localhost:${port}`));
gateway.listen(gatewayPort, () => console.log(`Sample gateway: http://localhost:${gatewayPort}`));

function stop() {
  site.close();
  gateway.close();
  site.closeAllConnections();
  gateway.closeAllConnections();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
