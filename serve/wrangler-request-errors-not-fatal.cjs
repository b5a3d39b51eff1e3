/**
 * Preloaded into wrangler's own process (`node --require`, serve/pages-dev.ts), beside esbuild-without-watch.cjs and
 * wrangler-without-network-events.cjs: one failed request no longer ends the whole server.
 *
 * Why: in wrangler 4.86 every request goes through wrangler's ProxyWorker to the site's worker, inside workerd. When
 * that inner request fails on the network (most often a pooled keep-alive connection that workerd's own server closes
 * at the moment the proxy writes to it: both sides time idle connections out at 5 s), the ProxyWorker reports it to
 * wrangler as "Error inside ProxyWorker", and wrangler's DevEnv treats every report it does not recognise as fatal: it
 * prints an empty `✘ [ERROR]` and exits, and esbuild's service then dies with "all goroutines are asleep". The suite
 * lost its server this way in about one whole run in four (docs/testing.md), and every test loading a page at that
 * moment failed. Upstream: cloudflare/workers-sdk issues 14926, 15203 and 15317, fixed by commit 15061cd ("keep
 * wrangler dev alive when a proxied request to the UserWorker fails transiently"), released in wrangler 4.13x, which
 * needs Node 22. This file backports that fix's two halves to the wrangler this repository pins:
 *
 * 1. The ProxyWorker retries a bodyless request (GET or HEAD) that failed on the network, twice (at once, then after
 *    250 ms), on a fresh connection, before it reports anything. A request with a body is never retried.
 * 2. wrangler logs an "Error inside ProxyWorker" report as a failed request and goes on serving, instead of exiting.
 *
 * How: (1) wrangler's `require('miniflare')` gets Miniflare with the ProxyWorker's source patched where its one fetch
 * to the site's worker is made; (2) wrangler's DevEnv class (`unstable_DevEnv`, exported by wrangler-dist/cli.js, the
 * process's main module) gets a `handleErrorEvent` that answers that one report itself. If wrangler's source no
 * longer matches, the server stops at start with a message naming this file, rather than running unpatched.
 */
'use strict';

const Module = require('node:module');
const path = require('node:path');
const { readFileSync } = require('node:fs');

const wranglerDist = `${path.sep}wrangler${path.sep}wrangler-dist${path.sep}`;
const proxyWorker = 'ProxyWorker.js';
/** The ProxyWorker's one request to the site's worker (wrangler-dist/ProxyWorker.js, 4.86). */
const userWorkerFetch = 'void fetch(userWorkerUrl, new Request(request, { headers })).then(';
const retryingFetch = 'void fetchRetryingNetworkErrors(userWorkerUrl, request, headers).then(';
/** Appended to the ProxyWorker's module: the upstream fix's retry, as a function of its own. */
const retryFunction = `
async function fetchRetryingNetworkErrors(url, request, headers) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, new Request(request, { headers }));
    } catch (error) {
      if ((request.method !== "GET" && request.method !== "HEAD") || attempt >= 3) {
        throw new Error(\`\${request.method} \${request.url} (attempt \${attempt}): \${error && error.message}\`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, attempt === 1 ? 0 : 250));
    }
  }
}
`;
const proxyWorkerReport = 'Error inside ProxyWorker';

/** The ProxyWorker's source with its fetch to the site's worker retried as above. */
function withRetries(source) {
  if (!source.includes(userWorkerFetch)) {
    throw new Error(`${__filename}: wrangler's ${proxyWorker} no longer makes \`${userWorkerFetch}\`; check the patch against this wrangler`);
  }
  return source.replace(userWorkerFetch, retryingFetch) + retryFunction;
}

/** Miniflare's options with the ProxyWorker's source patched; every other worker as given. */
function withRetryingProxyWorker(options) {
  if (!options || !Array.isArray(options.workers)) return options;
  return {
    ...options,
    workers: options.workers.map((worker) => {
      const [module] = Array.isArray(worker.modules) ? worker.modules : [];
      if (!module || typeof module.path !== 'string' || path.basename(module.path) !== proxyWorker) return worker;
      const source = module.contents === undefined ? readFileSync(module.path, 'utf8') : String(module.contents);
      return { ...worker, modules: [{ ...module, contents: withRetries(source) }, ...worker.modules.slice(1)] };
    }),
  };
}

/** DevEnv's error handler, with "Error inside ProxyWorker" logged as one failed request and every other event as before. */
function patchDevEnv(DevEnv) {
  if (typeof DevEnv !== 'function' || typeof DevEnv.prototype.handleErrorEvent !== 'function') {
    throw new Error(`${__filename}: wrangler no longer exports a DevEnv with handleErrorEvent; check the patch against this wrangler`);
  }
  const handleErrorEvent = DevEnv.prototype.handleErrorEvent;
  DevEnv.prototype.handleErrorEvent = function handleRequestErrorsAsRequestErrors(event) {
    if (event && event.source === 'ProxyController' && typeof event.reason === 'string' && event.reason.startsWith(proxyWorkerReport)) {
      const cause = event.cause && event.cause.message ? event.cause.message : String(event.cause);
      console.error(`${event.reason} (the affected request failed; the server goes on): ${cause}`);
      return;
    }
    return handleErrorEvent.call(this, event);
  };
}

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  const loaded = originalLoad.call(this, request, parent, isMain);
  if (isMain && typeof request === 'string' && request.includes(wranglerDist) && path.basename(request) === 'cli.js') {
    patchDevEnv(loaded.unstable_DevEnv);
    return loaded;
  }
  if (request !== 'miniflare' || !parent || !parent.filename || !parent.filename.includes(wranglerDist)) return loaded;
  class MiniflareWithRetryingProxy extends loaded.Miniflare {
    constructor(options) {
      super(withRetryingProxyWorker(options));
    }
    setOptions(options) {
      return super.setOptions(withRetryingProxyWorker(options));
    }
  }
  return { ...loaded, Miniflare: MiniflareWithRetryingProxy };
};

module.exports = { withRetries, patchDevEnv, proxyWorkerReport };
