/**
 * The one place that reads the environment (README, "Configuration").
 * NEXT_PUBLIC_* values are inlined by Next at build time, so each is read by its literal name.
 */

import { demoPlayerUrl, type DemoGridLinks } from './demo/links';

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

/**
 * The product name is written into every page, its JSON-LD, the consent script and the cookie's name, so
 * only characters that are inert in all of them are allowed: ASCII letters and digits, spaces, `-._&'`.
 */
function productNameFrom(value: string | undefined): string {
  const name = text(value, 'HireClip');
  if (!/^[A-Za-z0-9 \-._&']{1,64}$/.test(name)) {
    throw new Error(
      `NEXT_PUBLIC_PRODUCT_NAME may hold only ASCII letters, digits, spaces and -._&' (at most 64), got ${JSON.stringify(name)}`,
    );
  }
  return name;
}

/**
 * A valid e-mail address as <input type="email"> defines it (WHATWG HTML), with a dot in the domain, without
 * `%`, `/`, `?` and `#` (they would change a mailto: link), at most 254 characters (an address's limit).
 */
const emailPattern =
  /^[A-Za-z0-9.!$&'*+=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function emailFrom(value: string | undefined): string {
  const email = text(value, 'hello@hireclip.example');
  if (email.length > 254 || !emailPattern.test(email)) {
    throw new Error(`NEXT_PUBLIC_CONTACT_EMAIL must be an e-mail address, got ${JSON.stringify(email)}`);
  }
  return email;
}

/**
 * The consent cookie's name: the product name without its spaces, then `CookieConsent` (`HireClipCookieConsent`).
 * What is left (ASCII letters, digits, `-._&'`) is a valid cookie name that js-cookie writes and reads
 * unchanged (it percent-encodes a name and decodes `&` back) and the inline consent script compares as is,
 * so both use one cookie. A space would be written as `%20` by one and as a space by the other.
 */
export function consentCookieNameFor(productName: string): string {
  return `${productName.replace(/ /g, '')}CookieConsent`;
}

const productName = productNameFrom(process.env.NEXT_PUBLIC_PRODUCT_NAME);
const contactEmail = emailFrom(process.env.NEXT_PUBLIC_CONTACT_EMAIL);
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

/**
 * Where browsers send Content-Security-Policy violation reports (README, "Configuration"): written into every
 * page's CSP (`report-uri`) and into a `Reporting-Endpoints` header (`report-to`), so besides being an absolute
 * http(s) URL it must hold no `;` or `,` (they separate directives and header values) and no `"` or `\`
 * (the header's quoted string). Browsers send reports only to a secure endpoint: https, or http on a loopback
 * host (local use and tests). Unset or blank: no reporting directive at all.
 */
export function cspReportUrlFrom(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const url = origin('NEXT_PUBLIC_CSP_REPORT_URL', value, '');
  const { protocol, hostname } = new URL(url);
  if (protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
    throw new Error(`NEXT_PUBLIC_CSP_REPORT_URL must be https (http only on localhost), got "${value.trim()}"`);
  }
  if (/[;,"\\\s]/.test(url)) {
    throw new Error(`NEXT_PUBLIC_CSP_REPORT_URL must not contain ; , " \\ or spaces, got "${value.trim()}"`);
  }
  return url;
}
const cspReportUrl = cspReportUrlFrom(process.env.NEXT_PUBLIC_CSP_REPORT_URL);

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
  /** Where CSP violation reports go (report-to and report-uri); undefined: no reporting directive. */
  cspReportUrl,
  /** Name of the consent cookie: `${product without spaces}CookieConsent` (see consentCookieNameFor). */
  consentCookieName: consentCookieNameFor(productName),
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

/** The demo grid's request and links, handed to the client grid as a prop (lib/demo/links.ts). */
export const demoGridLinks: DemoGridLinks = { list: config.links.demoList, stream: streamUrl, channel: videoChannelUrl };

/** The interview player for one demo, opened in a new tab. */
export function streamPlayerUrl(previewId: string): string {
  return demoPlayerUrl(streamUrl, previewId);
}
