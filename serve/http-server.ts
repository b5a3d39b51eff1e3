/**
 * What the sample gateway's server needs so that no input ends the process: the timeouts
 * of serve/server-config.ts, an answer to requests Node cannot parse, a last-resort 500 for a handler that
 * throws or rejects, and listening on several addresses (IPv4 and IPv6 loopback) with one server.
 */
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ListenAddress, ServerConfig } from './server-config';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Status lines for requests Node's parser refuses (its own default answers, kept explicit). */
function clientErrorStatus(code: string | undefined): string {
  if (code === 'HPE_HEADER_OVERFLOW') return '431 Request Header Fields Too Large';
  if (code === 'HPE_REQUEST_TIMEOUT' || code === 'ERR_HTTP_REQUEST_TIMEOUT') return '408 Request Timeout';
  return '400 Bad Request';
}

/** Answers 500 unless an answer has started, in which case the connection is cut: never a second answer. */
export function failRequest(res: ServerResponse, error: unknown, body: { type: string; text: string }) {
  console.error(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(500, { 'Content-Type': body.type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.end(body.text);
  } catch {
    res.destroy();
  }
}

/**
 * Wraps a request handler so a synchronous throw or a rejected promise answers 500 and the process keeps
 * running, and sets the server's timeouts and its answer to unparsable requests.
 */
export function guardServer(
  server: Server,
  handler: Handler,
  timeouts: ServerConfig['timeouts'],
  errorBody: { type: string; text: string },
): Server {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    try {
      const result = handler(req, res);
      if (result) result.catch((error: unknown) => failRequest(res, error, errorBody));
    } catch (error) {
      failRequest(res, error, errorBody);
    }
  });
  // A request line or header Node cannot parse never reaches the handler: answer it and close, as Node's
  // own default does, and never write into a response already under way on that connection.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(`HTTP/1.1 ${clientErrorStatus(error.code)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/**
 * Listens on every address: the HTTP server on the first, and for each other a plain TCP listener that
 * hands its connections to the same HTTP server (so limits and state are shared). Resolves with the port
 * (the one the system chose when `port` is 0). An optional address the machine lacks is skipped.
 */
export async function listen(server: Server, port: number, addresses: readonly ListenAddress[]): Promise<number> {
  const [first, ...others] = addresses;
  if (!first) throw new Error('listen: no address');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, first.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const extra: NetServer[] = [];
  for (const address of others) {
    const relay = createNetServer((socket) => server.emit('connection', socket));
    try {
      await new Promise<void>((resolve, reject) => {
        relay.once('error', reject);
        relay.listen(bound, address.host, () => {
          relay.off('error', reject);
          resolve();
        });
      });
      extra.push(relay);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!address.optional || (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT')) {
        server.close();
        for (const other of extra) other.close();
        throw error;
      }
    }
  }
  server.once('close', () => {
    for (const relay of extra) relay.close();
  });
  return bound;
}

/** The URL to print for a server: `localhost` for the loopback default, else the configured host. */
export function displayUrl(addresses: readonly ListenAddress[], port: number): string {
  const host = addresses.length > 1 || addresses[0]?.host === '127.0.0.1' ? 'localhost' : (addresses[0]?.host ?? 'localhost');
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
