/**
 * The brand files in public/ and the colours they use: one list that the metadata helper, the web
 * manifest, the JSON-LD, the image generator (build/brand-images.ts) and the tests read.
 * The mark is components/Logo/Logo.tsx's: a rounded square in the brand colour with a white play triangle.
 */
export const brand = {
  /** --color-brand of styles/tokens.css (light theme). */
  color: '#4338ca',
  onColor: '#ffffff',
  backgroundColor: '#ffffff',
  icon: { path: '/icon.svg', type: 'image/svg+xml' },
  appleTouchIcon: { path: '/apple-touch-icon.png', type: 'image/png', width: 180, height: 180 },
  socialImage: { path: '/og-image.png', type: 'image/png', width: 1200, height: 630 },
  manifest: { path: '/manifest.webmanifest', type: 'application/manifest+json' },
} as const;

/** The mark's geometry on a 32×32 grid, exactly as components/Logo/Logo.tsx draws it. */
export const logoMark = {
  viewBox: '0 0 32 32',
  frame: { x: 1, y: 1, width: 30, height: 30, rx: 8 },
  play: 'M13 10.5v11l9-5.5z',
} as const;
