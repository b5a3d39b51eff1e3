/** `npm run gateway`: the sample gateway alone, on GATEWAY_PORT (3001), CORS open to the site on PORT (3000). */
import { displayUrl, listen } from '../http-server';
import { serverConfig } from '../server-config';
import { createGateway } from './server';

const { addresses, port, gatewayPort } = serverConfig;
const gateway = createGateway({
  port: gatewayPort,
  allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
});

const bound = await listen(gateway, gatewayPort, addresses);
console.log(`Sample gateway: ${displayUrl(addresses, bound)}`);

function stop(signal: NodeJS.Signals) {
  console.log(`Stopping on ${signal}.`);
  gateway.close();
  gateway.closeAllConnections();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
