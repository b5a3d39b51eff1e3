/**
 * Serves out/ as a CDN would: clean URLs (/features → features.html), out/404.html with status 404
 * for anything else, the rules of out/_headers, brotli/gzip compression, correct content types.
 * File serving is serve-handler's (the engine of `serve`); this adds only _headers and compression.
 */
import compression from 'compression';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { headersForPath, parseHeadersFile } from './headers-file';

export function createPreviewServer(root: string) {
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const compress = compression();

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://preview.local').pathname);
    for (const { name, value } of headersForPath(rules, pathname).values()) res.setHeader(name, value);
    // The host's own config file is never served: answer it like any unknown path.
    if (pathname === '/_headers') req.url = '/_headers/not-found';
    compress(req as never, res as never, () => {
      void handler(req, res, {
        public: root,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        etag: true,
      });
    });
  });
}
