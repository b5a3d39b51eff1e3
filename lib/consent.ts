/**
 * CONTRACT.md, "Consent cookie": value true, path /, 150 days, SameSite=Lax, Secure on https.
 * The cookie's name comes from the caller (config.consentCookieName, handed down by the server layout) and
 * document.cookie is used directly: both keep the config module and js-cookie out of every page's bundle.
 */
export const CONSENT_DAYS = 150;
const DAY_MS = 24 * 60 * 60 * 1000;

export function hasConsent(cookieName: string): boolean {
  const wanted = `${encodeURIComponent(cookieName)}=true`;
  return document.cookie.split(/;\s*/).includes(wanted);
}

export function storeConsent(cookieName: string): void {
  const expires = new Date(Date.now() + CONSENT_DAYS * DAY_MS).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(cookieName)}=true; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
