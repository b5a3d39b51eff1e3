/** Do Not Track or Global Privacy Control: when either is on, the site writes no cookie and sends no beacon. */
export function visitorOptedOut(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}
