/**
 * The one source of every site-wide response header. build/postbuild.ts writes both out/_headers (for the files the
 * worker never sees, and for hosts that read only `_headers`) and the worker's manifest (out/_worker.js, which sends
 * the whole set itself on every response it handles: Cloudflare documents that `_headers` is not applied to
 * responses from Functions or an advanced-mode worker) from these lists. Each page's own Content-Security-Policy is
 * build/security-headers.ts's `contentSecurityPolicy` over that page's script hashes; a page's Permissions-Policy is
 * `permissionsPolicy` with the features its route grants.
 */

/** Every powerful feature the site denies to every origin; a route's `allow` grants some of them to itself. */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

export type PowerfulFeature = (typeof deniedFeatures)[number];

/** The Permissions-Policy value: every feature denied (`=()`), except `granted` ones, allowed to the page itself. */
export function permissionsPolicy(granted: readonly string[] = []): string {
  for (const feature of granted) {
    if (!(deniedFeatures as readonly string[]).includes(feature)) throw new Error(`Permissions-Policy: ${feature} is not a feature the site lists, so it cannot be granted`);
  }
  return deniedFeatures.map((feature) => `${feature}=${granted.includes(feature) ? '(self)' : '()'}`).join(', ');
}

/**
 * The headers every response gets, page or file: transport security, no MIME sniffing, no framing, a referrer
 * that stops at the origin cross-site, no opener across origins, and every powerful feature denied. Order is the
 * order they are written in.
 */
export const siteWideHeaders: readonly (readonly [name: string, value: string])[] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', permissionsPolicy()],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** The names of the headers each page's response must carry exactly once (with its own CSP). */
export const promisedHeaderNames = [...siteWideHeaders.map(([name]) => name), 'Content-Security-Policy'] as const;
