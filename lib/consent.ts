import Cookies from 'js-cookie';

/**
 * The consent cookie: value true, path /, 150 days, SameSite=Lax, Secure on https.
 * The cookie's name comes from the caller (config.consentCookieName, handed down by the server layout),
 * which keeps the config module out of every page's bundle; js-cookie (the stack's choice) costs < 1 KB.
 */
const CONSENT_DAYS = 150;

// Reading document.cookie is a synchronous round trip to the browser's cookie store, and React asks for
// the banner's snapshot several times while it hydrates: read once per page load and cookie name.
const consentRead = new Map<string, boolean>();

export function hasConsent(cookieName: string): boolean {
  let consented = consentRead.get(cookieName);
  if (consented === undefined) {
    consented = Cookies.get(cookieName) === 'true';
    consentRead.set(cookieName, consented);
  }
  return consented;
}

export function storeConsent(cookieName: string): void {
  Cookies.set(cookieName, 'true', {
    expires: CONSENT_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  consentRead.set(cookieName, true);
}
