import { CONSENT_DAYS } from './consent-days';
import { scriptSafeJson } from './inline-script';

/**
 * The cookie banner is in every page's static HTML, hidden by its CSS. This script, inlined in <head>
 * (hashed into the CSP by postbuild), marks <html> before the first paint when the banner must show: no
 * consent cookie, and neither Do Not Track nor Global Privacy Control. So the banner is part of the first
 * paint for a new visitor, never flashes for one who agreed, and a browser without JavaScript (which could
 * not dismiss it, and gets no cookie anyway) never shows it.
 *
 * Pages hydrate after their first paint, so the script also makes 'I Understand' ([data-consent-accept])
 * work before then: it stores the same cookie as lib/consent.ts (CONTRACT.md: value true, path /, 150 days,
 * SameSite=Lax, Secure on https) and hides the banner. Once hydrated, CookieBanner takes over.
 */
export const noticeAttribute = 'data-cookie-notice';
export const acceptAttribute = 'data-consent-accept';

export function consentNoticeScript(cookieName: string): string {
  const attribute = JSON.stringify(noticeAttribute);
  return [
    '(function(d,n){try{var v=navigator,h=d.documentElement;',
    'if(v.doNotTrack==="1"||v.globalPrivacyControl===true)return;',
    'if(d.cookie.split("; ").indexOf(n+"=true")>=0)return;',
    `h.setAttribute(${attribute},"");`,
    'd.addEventListener("click",function(e){var t=e.target;',
    `if(!t||!t.closest||!t.closest("[${acceptAttribute}]"))return;`,
    `d.cookie=n+"=true; path=/; expires="+new Date(Date.now()+${CONSENT_DAYS * 86_400_000}).toUTCString()+"; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");`,
    `h.removeAttribute(${attribute})})`,
    `}catch(e){}})(document,${scriptSafeJson(cookieName)})`,
  ].join('');
}
