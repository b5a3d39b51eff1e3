/**
 * Preloaded into wrangler's own process (`node --require`, serve/pages-dev.ts), beside esbuild-without-watch.cjs:
 * wrangler's inspector proxy no longer asks workerd for network events.
 *
 * Why: wrangler 4.86's InspectorProxyWorker (the worker behind `wrangler dev`'s DevTools link) sends workerd's
 * inspector `Network.enable` as soon as it connects, whether or not DevTools is open. From then on every subrequest of
 * the site's worker, and in `wrangler pages dev` every file the ASSETS binding serves, comes back as network events,
 * `Network.loadingFinished` carrying the whole body in base64. Each one goes over workerd's loopback to wrangler's
 * Node, which formats it and appends it to wrangler's debug log file (34 MB in 8 minutes of the e2e suite). Measured
 * over 300 requests of one page (sixth session, docs/testing.md): 28 ms of wrangler's Node CPU and 14 ms of workerd's
 * per request with the events, 5 ms and 4 ms without. Nothing is lost: the suite never opens wrangler's DevTools, and
 * a worker's console output and uncaught errors still reach wrangler through the inspector's `Runtime` domain.
 *
 * How: wrangler's `require('miniflare')` gets Miniflare with one change: where a worker's module is wrangler's
 * InspectorProxyWorker.js, its source is given with that one `Network.enable` replaced by the inspector's harmless
 * `Runtime.getIsolateId` (the proxy's own keep-alive). If wrangler's file no longer has that line, the server stops
 * at start with a message naming this file, rather than running unpatched.
 */
'use strict';

const Module = require('node:module');
const path = require('node:path');
const { readFileSync } = require('node:fs');

const wranglerDist = `${path.sep}wrangler${path.sep}wrangler-dist${path.sep}`;
const inspectorProxyWorker = 'InspectorProxyWorker.js';
const networkEnable = '{ method: "Network.enable", id: this.nextCounter() }';
const keepAlive = '{ method: "Runtime.getIsolateId", id: this.nextCounter() }';

/** Miniflare's options with the InspectorProxyWorker's source patched as above; every other worker as given. */
function withoutNetworkEvents(options) {
  if (!options || !Array.isArray(options.workers)) return options;
  return {
    ...options,
    workers: options.workers.map((worker) => {
      const [module] = Array.isArray(worker.modules) ? worker.modules : [];
      if (!module || typeof module.path !== 'string' || path.basename(module.path) !== inspectorProxyWorker) return worker;
      const source = module.contents === undefined ? readFileSync(module.path, 'utf8') : String(module.contents);
      if (!source.includes(networkEnable)) {
        throw new Error(`${__filename}: wrangler's ${inspectorProxyWorker} no longer sends \`${networkEnable}\`; check the patch against this wrangler`);
      }
      return { ...worker, modules: [{ ...module, contents: source.replace(networkEnable, keepAlive) }, ...worker.modules.slice(1)] };
    }),
  };
}

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  const loaded = originalLoad.call(this, request, parent, isMain);
  if (request !== 'miniflare' || !parent || !parent.filename || !parent.filename.includes(wranglerDist)) return loaded;
  class MiniflareWithoutNetworkEvents extends loaded.Miniflare {
    constructor(options) {
      super(withoutNetworkEvents(options));
    }
    setOptions(options) {
      return super.setOptions(withoutNetworkEvents(options));
    }
  }
  return { ...loaded, Miniflare: MiniflareWithoutNetworkEvents };
};

module.exports = { withoutNetworkEvents };
