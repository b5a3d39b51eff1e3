import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is pre-rendered to out/ at build time and served from a CDN.
  output: 'export',
  // No image optimisation server exists on a static host.
  images: { unoptimized: true },
  // /features is served from out/features.html, never /features/.
  trailingSlash: false,
  poweredByHeader: false,
  // HIRECLIP_SKIP_BUILD_TYPECHECK=1 skips Next's own TypeScript pass (about 15 s of a build): only for a test's
  // build of sources `npm test` has just typechecked (tests/build-variant.test.ts). Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.HIRECLIP_SKIP_BUILD_TYPECHECK === '1' },
  reactStrictMode: true,
  // Without NEXT_PUBLIC_VITALS_URL no web-vitals reporter renders, yet the shell's import alone would put its client
  // loader in every page's bundle: the import resolves to an empty server component instead. (Read here from the
  // environment because next.config.mjs runs before any module; lib/config.ts validates the same variable.)
  turbopack: {
    resolveAlias: process.env.NEXT_PUBLIC_VITALS_URL?.trim()
      ? {}
      : { '@/components/WebVitals/WebVitalsLoader': './components/WebVitals/WebVitalsOff.tsx' },
  },
  experimental: {
    // app/global-not-found.tsx renders unknown paths (out/404.html) outside every page's tree.
    globalNotFound: true,
    // Turbopack's graph CSS chunking: a page's blocking stylesheets hold the CSS Modules its own components import,
    // not one sheet of every component of the site. requestCost (bytes one more stylesheet request is worth) is
    // lower than the default 100,000, which merged every route's modules into one 47.7 KB sheet: measured in
    // docs/performance.md ("CSS a page uses").
    cssChunking: { type: 'graph', requestCost: 10_000 },
  },
};

// The legal documents (content/legal/*.mdx) compile to server components at build time. Turbopack hands loader
// options to other processes, so plugins are named by module (a string), never passed as functions.
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-custom-heading-id', fileURLToPath(new URL('./build/remark-legal-sections.mjs', import.meta.url))],
  },
});

export default withMDX(nextConfig);
