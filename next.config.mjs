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

export default nextConfig;
