import { connect } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { deployed } from './deployment';

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

/** Whether something accepts a TCP connection on `port` of the loopback now. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Hands every CSP violation (Trusted Types included) of every document `page` shows to `report`: the page's
 * securitypolicyviolation events from the first script on, through a binding that survives navigation, and Chromium's
 * own console lines for them. Once per page: a page reused from test to test (support/shared-page.ts) points `report`
 * at each test's own list.
 */
export async function capturePolicyViolations(page: Page, report: (violation: PolicyViolation) => void) {
  await page.exposeBinding('__policyViolation', (_source, violation: PolicyViolation) => report(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__policyViolation?.({ directive: event.violatedDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && policyViolationMessage.test(message.text())) {
      report({ directive: 'console', blockedURI: message.location().url, sample: message.text() });
    }
  });
}

/** The suite's guard at the end of a test that expected no violation. */
export function expectNoPolicyViolations(violations: readonly PolicyViolation[]) {
  expect(violations, 'Content-Security-Policy and Trusted Types violations').toEqual([]);
}

/** How long a test waits for the local site to be served again (serve/start.ts: 3 failed probes, 3 s apart, then a new start). */
const siteRestartWaitMs = 45_000;

/**
 * The suite's `test`: its `page` fails the test on any CSP violation, Trusted Types included, in any document the
 * page showed (securitypolicyviolation events from the first script on, reported through a binding that survives
 * navigation, and Chromium's own console lines for them). A test that causes violations on purpose says so with
 * `test.use({ expectedViolations: true })` and checks them itself.
 */
export const test = base.extend<{ expectedViolations: boolean; policyViolations: PolicyViolation[]; siteServed: void }>({
  /**
   * Before each test against the local site: the site accepts connections. wrangler (Cloudflare's local runtime, not
   * the site) has died mid-run twice in 2026-11 fresh-clone runs; serve/start.ts then reports it with wrangler's last
   * output and serves the build again within about 15 s. A test that starts in that gap waits for it, says so in its
   * annotations, and then checks everything as usual; a test already running when wrangler died still fails.
   */
  siteServed: [
    async ({ baseURL }, provide, testInfo) => {
      const url = baseURL ? new URL(baseURL) : undefined;
      if (url && !deployed && /^(localhost|127\.0\.0\.1)$/.test(url.hostname)) {
        const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
        const port = Number(url.port || 80);
        const started = Date.now();
        if (!(await accepts(host, port))) {
          await expect
            .poll(() => accepts(host, port), { message: `the local site on port ${port} accepts connections again`, timeout: siteRestartWaitMs })
            .toBe(true);
          const description = `waited ${((Date.now() - started) / 1000).toFixed(1)} s for the local site to be served again`;
          testInfo.annotations.push({ type: 'site-restarted', description });
          console.warn(`${testInfo.title}: ${description}`);
        }
      }
      await provide();
    },
    { auto: true },
  ],
  expectedViolations: [false, { option: true }],
  policyViolations: async ({}, provide) => provide([]),
  page: async ({ page, expectedViolations, policyViolations }, provide) => {
    await capturePolicyViolations(page, (violation) => policyViolations.push(violation));
    await provide(page);
    if (!expectedViolations) expectNoPolicyViolations(policyViolations);
  },
});

// Everything else (types, devices) as Playwright exports it: a spec imports from here instead of '@playwright/test'.
export * from '@playwright/test';
export { expect };
