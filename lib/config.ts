/**
 * The one place that reads the environment (CONTRACT.md, "Build-time configuration").
 * NEXT_PUBLIC_* values are inlined by Next at build time, so each is read by its literal name.
 */

function origin(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  // Keep any path (a gateway may live under a prefix) but never a trailing slash.
  return url.href.replace(/\/+$/, '');
}

function text(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

const productName = text(process.env.NEXT_PUBLIC_PRODUCT_NAME, 'HireClip');
const contactEmail = text(process.env.NEXT_PUBLIC_CONTACT_EMAIL, 'hello@hireclip.example');
const siteUrl = origin('NEXT_PUBLIC_SITE_URL', process.env.NEXT_PUBLIC_SITE_URL, 'http://localhost:3000');
const gatewayUrl = origin('NEXT_PUBLIC_GATEWAY_URL', process.env.NEXT_PUBLIC_GATEWAY_URL, 'http://localhost:3001');
const appUrl = origin('NEXT_PUBLIC_APP_URL', process.env.NEXT_PUBLIC_APP_URL, 'https://app.hireclip.example');
const streamUrl = origin('NEXT_PUBLIC_STREAM_URL', process.env.NEXT_PUBLIC_STREAM_URL, 'https://stream.hireclip.example');
const videoChannelUrl = origin(
  'NEXT_PUBLIC_VIDEO_CHANNEL_URL',
  process.env.NEXT_PUBLIC_VIDEO_CHANNEL_URL,
  'https://www.youtube.com/@hireclip',
);
const contactUrl = origin(
  'NEXT_PUBLIC_CONTACT_URL',
  process.env.NEXT_PUBLIC_CONTACT_URL,
  `${gatewayUrl}/dev/client/contact`,
);
const vitalsUrl = process.env.NEXT_PUBLIC_VITALS_URL?.trim()
  ? origin('NEXT_PUBLIC_VITALS_URL', process.env.NEXT_PUBLIC_VITALS_URL, '')
  : undefined;

export const config = {
  productName,
  contactEmail,
  siteUrl,
  gatewayUrl,
  appUrl,
  streamUrl,
  videoChannelUrl,
  contactUrl,
  vitalsUrl,
  /** Name of the consent cookie: `${product}CookieConsent`. */
  consentCookieName: `${productName}CookieConsent`,
  links: {
    signUp: `${appUrl}/signup`,
    signIn: `${appUrl}/signin`,
    trial: `${appUrl}/signup?plan=trial`,
    demoList: `${gatewayUrl}/dev/client/graph/xyz?mode=demo`,
    contact: contactUrl,
    videoChannel: videoChannelUrl,
    mail: `mailto:${contactEmail}`,
  },
} as const;

/** The interview player for one demo, opened in a new tab. */
export function streamPlayerUrl(previewId: string): string {
  return `${streamUrl}/?id=${encodeURIComponent(previewId)}&mode=preview`;
}
