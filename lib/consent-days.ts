/** CONTRACT.md, "Consent cookie": it lasts 150 days. Shared by lib/consent.ts and lib/consent-notice.ts. */
export const CONSENT_DAYS = 150;
