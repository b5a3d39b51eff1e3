/**
 * Preloaded into wrangler's own process (`node --require`, serve/pages-dev.ts): wrangler builds its worker bundle
 * once and never watches for changes to it.
 *
 * Why: `wrangler pages dev` and `wrangler dev` (4.86) always bundle the worker in esbuild's watch mode. esbuild then
 * polls about thirty paths several times a second (the repository's tsconfig.json and package.json, wrangler's
 * templates, the folders above them), and a rebuild has ended in esbuild's fatal "all goroutines are asleep -
 * deadlock!", which takes the site down (seen in two full runs of the suite, 2026-11-28). Touching tsconfig.json is
 * enough to start a rebuild. A served build never changes while it is served (a new build is served by a new
 * server), so nothing is lost: the bundle is built exactly as before, by the same esbuild with the same options,
 * and the polling's CPU (about 8 % of a core here) is saved too.
 *
 * How: wrangler's `require('esbuild')` gets esbuild with one change: a context's `watch()` builds once
 * (`rebuild()`) instead of starting the watcher. Build errors still reach wrangler through its plugins' onEnd,
 * exactly as in watch mode. Every other module, and esbuild for anyone else, is untouched.
 */
'use strict';

const Module = require('node:module');
const path = require('node:path');

const wranglerDist = `${path.sep}wrangler${path.sep}wrangler-dist${path.sep}`;
const originalLoad = Module._load;

Module._load = function load(request, parent, isMain) {
  const loaded = originalLoad.call(this, request, parent, isMain);
  if (request !== 'esbuild' || !parent || !parent.filename || !parent.filename.includes(wranglerDist)) return loaded;
  return {
    ...loaded,
    async context(options) {
      const context = await loaded.context(options);
      return {
        ...context,
        // In watch mode a failed build is reported to the plugins, never thrown: the same here.
        async watch() {
          await context.rebuild().catch(() => undefined);
        },
      };
    },
  };
};
