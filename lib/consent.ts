import Cookies from 'js-cookie';
import { config } from './config';

/** CONTRACT.md, "Consent cookie": value true, path /, 150 days, SameSite=Lax, Secure on https. */
export const CONSENT_DAYS = 150;

export function hasConsent(): boolean {
  return Cookies.get(config.consentCookieName) === 'true';
}

export function storeConsent(): void {
  Cookies.set(config.consentCookieName, 'true', {
    expires: CONSENT_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}
