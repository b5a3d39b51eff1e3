import { scriptSafeJson } from './inline-script';

/**
 * The cookie banner is in every page's static HTML, hidden by its CSS. This script, inlined in <head>
 * (hashed into the CSP by postbuild), marks <html> before the first paint when the banner must show: no
 * consent cookie, and neither Do Not Track nor Global Privacy Control. So the banner is part of the first
 * paint for a new visitor (not a late, large paint that becomes the page's LCP), never flashes for one who
 * agreed, and a browser without JavaScript, which could not dismiss it and gets no cookie anyway, never
 * shows it. It only reads: 'I Understand' is handled by CookieBanner alone.
 */
export const noticeAttribute = 'data-cookie-notice';

export function consentNoticeScript(cookieName: string): string {
  return [
    '(function(d,n){try{var v=navigator;',
    'if(v.doNotTrack==="1"||v.globalPrivacyControl===true)return;',
    'if(d.cookie.split("; ").indexOf(n+"=true")>=0)return;',
    `d.documentElement.setAttribute(${JSON.stringify(noticeAttribute)},"")`,
    `}catch(e){}})(document,${scriptSafeJson(cookieName)})`,
  ].join('');
}
