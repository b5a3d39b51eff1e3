import { test as base, expect } from '@playwright/test';

/** One Content-Security-Policy violation (Trusted Types included), as the page's event or Chromium's console saw it. */
export interface PolicyViolation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __policyViolation?: (violation: PolicyViolation) => void;
  }
}

/**
 * What Chromium prints for a violation: "Refused to … because it violates the following Content Security Policy
 * directive", and for Trusted Types "This document requires 'TrustedHTML' assignment." or "Refused to create a
 * TrustedTypePolicy named …". A violation the page's event misses (one in a document the test already left) still
 * shows here.
 */
export const policyViolationMessage = /Content Security Policy|Content-Security-Policy|requires 'Trusted\w+' assignment|TrustedTypePolicy|Trusted Type/i;

/**
 * The suite's `test`: its `page` fails the test on any CSP violation, Trusted Types included, in any document the
 * page showed (securitypolicyviolation events from the first script on, reported through a binding that survives
 * navigation, and Chromium's own console lines for them). A test that causes violations on purpose says so with
 * `test.use({ expectedViolations: true })` and checks them itself.
 */
export const test = base.extend<{ expectedViolations: boolean; policyViolations: PolicyViolation[] }>({
  expectedViolations: [false, { option: true }],
  policyViolations: async ({}, provide) => provide([]),
  page: async ({ page, expectedViolations, policyViolations }, provide) => {
    await page.exposeBinding('__policyViolation', (_source, violation: PolicyViolation) => {
      policyViolations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__policyViolation?.({ directive: event.violatedDirective, blockedURI: event.blockedURI, sample: event.sample });
      });
    });
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && policyViolationMessage.test(message.text())) {
        policyViolations.push({ directive: 'console', blockedURI: message.location().url, sample: message.text() });
      }
    });
    await provide(page);
    if (!expectedViolations) expect(policyViolations, 'Content-Security-Policy and Trusted Types violations').toEqual([]);
  },
});

// Everything else (types, devices) as Playwright exports it: a spec imports from here instead of '@playwright/test'.
export * from '@playwright/test';
export { expect };
