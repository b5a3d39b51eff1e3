import type { Page } from '@playwright/test';
import { searchIndexDir } from '../../lib/search';

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

export interface Watcher {
  consoleProblems: string[];
  indexRequests: string[];
  violations(): Promise<Violation[]>;
}
const watchers = new WeakMap<Page, Watcher>();

/**
 * Records CSP violations from the first script on (Trusted Types ones included: their violatedDirective is
 * 'require-trusted-types-for' or 'trusted-types', and Chromium's console error for each lands in consoleProblems;
 * e2e/csp-console.spec.ts checks both), every console error and uncaught exception, the browser's warnings
 * about our own response headers (an unknown Permissions-Policy feature, a malformed policy), and every request for a
 * file of the search index. Other warnings are left out: Next preloads the CSS of prefetched routes, which Chromium
 * warns about by timing.
 *
 * Installs the listeners once on a page (a shared one too); each call starts a new record.
 */
export async function watch(page: Page): Promise<Watcher> {
  const installed = watchers.get(page);
  if (installed) {
    installed.consoleProblems.length = 0;
    installed.indexRequests.length = 0;
    return installed;
  }
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    const aboutHeaders = /Content-Security-Policy|Permissions-Policy|Strict-Transport-Security|Referrer-Policy/i.test(message.text());
    if (message.type() === 'error' || (message.type() === 'warning' && aboutHeaders)) {
      consoleProblems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => consoleProblems.push(`uncaught: ${error.message}`));
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/${searchIndexDir}/`)) indexRequests.push(pathname);
  });
  const watcher = { consoleProblems, indexRequests, violations: () => page.evaluate(() => window.__cspViolations ?? []) };
  watchers.set(page, watcher);
  return watcher;
}
