import Cookies from 'js-cookie';

/**
 * CONTRACT.md, "Consent cookie": value true, path /, 150 days, SameSite=Lax, Secure on https.
 * The cookie's name comes from the caller (config.consentCookieName, handed down by the server layout),
 * which keeps the config module out of every page's bundle; js-cookie (the stack's choice) costs < 1 KB.
 */
export const CONSENT_DAYS = 150;

export function hasConsent(cookieName: string): boolean {
  return Cookies.get(cookieName) === 'true';
}

export function storeConsent(cookieName: string): void {
  Cookies.set(cookieName, 'true', {
    expires: CONSENT_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}
