/** The path CSP violation reports are posted to: serve/build-env.ts points NEXT_PUBLIC_CSP_REPORT_URL here. */
export const cspReportsPath = '/csp-reports';
