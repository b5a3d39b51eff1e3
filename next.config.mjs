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
  reactStrictMode: true,
  // app/global-not-found.tsx renders unknown paths (out/404.html) outside every page's tree.
  experimental: { globalNotFound: true },
};

// The legal documents (content/legal/*.mdx) compile to server components at build time. Turbopack hands loader
// options to other processes, so plugins are named by module (a string), never passed as functions.
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-custom-heading-id', fileURLToPath(new URL('./build/remark-legal-sections.mjs', import.meta.url))],
  },
});

export default withMDX(nextConfig);
