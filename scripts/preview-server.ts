/**
 * Serves out/ as a CDN would: clean URLs (/features → features.html), out/404.html with status 404
 * for anything else, the rules of out/_headers, brotli/gzip compression, correct content types.
 * File serving is serve-handler's (the engine of `serve`); this adds _headers, compression, and a
 * request path that is checked and normalised first, so the path the rules match is the path served:
 *   - a target that is not a path (or an absolute http URL), bad percent-encoding or invalid UTF-8 → 400;
 *   - a NUL byte, a backslash or a segment over `maxSegmentBytes` → 404; `.`/`..` and empty segments
 *     are resolved (a `%2f` is a `/`, as serve-handler decodes it), then the path goes to serve-handler;
 *   - `_headers` under any spelling, `/404` and `/404.html` → 404 (the 404 page, as for any unknown path);
 *   - methods other than GET and HEAD → 405 with `Allow`.
 * The ETag names the content encoding (`"…-br"`), so a cache never takes one encoding's tag for another's.
 */
import compression from 'compression';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { failRequest, guardServer } from '../lib/http-server';
import { serverConfig, type ServerConfig } from '../lib/server-config';
import { headersForPath, parseHeadersFile } from './headers-file';

/** Files of out/ that are the host's configuration, never content. */
const hiddenFiles = ['_headers'];
/** serve-handler is sent here for every answer that must be the 404 page: the file below is hidden. */
const notFoundTarget = '/_headers';
const errorText = { type: 'text/plain; charset=utf-8', text: 'Internal Server Error' };
const encodings = ['br', 'gzip', 'deflate'];

export type RequestPath =
  | { status: 400 }
  | { status: 404; pathname: string }
  | { status: 200; pathname: string; url: string };

function isHidden(segment: string): boolean {
  // Case and trailing dots or spaces are ignored by some file systems (macOS, Windows).
  return hiddenFiles.includes(segment.toLowerCase().replace(/[. ]+$/, ''));
}

/** Checks and normalises a request target; `pathname` is decoded, `url` is what serve-handler gets. */
export function resolveRequestPath(target: string, maxSegmentBytes: number): RequestPath {
  let raw = target;
  if (!raw.startsWith('/')) {
    // The absolute form (`GET http://host/path`) is valid HTTP/1.1; anything else is not a path.
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { status: 400 };
      raw = url.pathname;
    } catch {
      return { status: 400 };
    }
  }
  const rawPath = raw.split(/[?#]/, 1)[0]!;
  // Clients percent-encode controls, spaces and non-ASCII; a raw one is a malformed target.
  if (/[^\x21-\x7e]/.test(rawPath)) return { status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  const parts = decoded.split('/');
  const segments: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') segments.pop();
    else segments.push(part);
  }
  const last = parts.at(-1);
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  const pathname = `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
  // Checked on every segment as sent, so a `..` cannot remove a refused one.
  const refused =
    /[\0\\]/.test(decoded) ||
    parts.some((part) => Buffer.byteLength(part) > maxSegmentBytes) ||
    (segments[0] !== undefined && isHidden(segments[0])) ||
    /^\/404(\.html)?\/?$/i.test(pathname);
  if (refused) return { status: 404, pathname };
  return { status: 200, pathname, url: `/${segments.map(encodeURIComponent).join('/')}${trailingSlash ? '/' : ''}` };
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** Appends the content encoding to the ETag once compression has chosen it (runs inside its header hook). */
function tagEtagWithEncoding(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithTag(this: ServerResponse, ...args: unknown[]) {
    const encoding = this.getHeader('Content-Encoding');
    const etag = this.getHeader('ETag');
    if (typeof encoding === 'string' && encoding !== 'identity' && typeof etag === 'string') {
      this.setHeader('ETag', etag.replace(/"$/, `-${encoding}"`));
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/** A validator this server tagged with an encoding the client still accepts is compared untagged. */
function untagIfNoneMatch(req: IncomingMessage) {
  const tag = req.headers['if-none-match'];
  const accepted = req.headers['accept-encoding'] ?? '';
  if (!tag) return;
  const match = /^(.*)-([a-z]+)"$/.exec(tag);
  if (match && encodings.includes(match[2]!) && accepted.includes(match[2]!)) {
    req.headers['if-none-match'] = `${match[1]}"`;
  }
}

export function createPreviewServer(root: string, settings: ServerConfig = serverConfig): Server {
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const compress = compression();
  const rootDir = path.resolve(root);

  // serve-handler awaits its file-system methods (its type declarations name the callback versions).
  const methods = (res: ServerResponse) =>
    ({
      lstat: async (file: string) => {
        const relative = path.relative(rootDir, path.resolve(file));
        if (!relative.includes(path.sep) && isHidden(relative)) {
          throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
        }
        return lstat(file);
      },
      // pipe() does not forward a read error: end this response instead of the process.
      createReadStream: (file: string, options?: object) =>
        createReadStream(file, options).on('error', (readError) => failRequest(res, readError, errorText)),
    }) as unknown as Parameters<typeof handler>[3];

  const serve = (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    }
    const resolved = resolveRequestPath(req.url ?? '', settings.preview.maxSegmentBytes);
    if (resolved.status === 400) return sendText(res, 400, 'Bad Request');
    for (const { name, value } of headersForPath(rules, resolved.pathname).values()) res.setHeader(name, value);
    req.url = resolved.status === 404 ? notFoundTarget : resolved.url;
    untagIfNoneMatch(req);
    tagEtagWithEncoding(res);

    return new Promise<void>((resolve, reject) => {
      compress(req as never, res as never, (error?: unknown) => {
        if (error) return reject(error);
        handler(
          req,
          res,
          { public: rootDir, cleanUrls: true, trailingSlash: false, directoryListing: false, etag: true },
          methods(res),
        ).then(resolve, reject);
      });
    });
  };

  return guardServer(createServer(), serve, settings.timeouts, errorText);
}
