/**
 * PLAYWRIGHT_BASE_URL, the deployment `npm run test:deployed` checks: an http(s) origin, read in one place for
 * playwright.config.ts and testing/test-deployed.ts. The site links by absolute paths, so it must live at the root.
 */
export function deploymentOrigin(value = process.env.PLAYWRIGHT_BASE_URL): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PLAYWRIGHT_BASE_URL must be an absolute URL such as https://staging.example, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PLAYWRIGHT_BASE_URL must be an http(s) URL, got "${raw}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PLAYWRIGHT_BASE_URL must be an origin alone (the site is served at its root), got "${raw}"`);
  }
  return url.origin;
}

/** Where `npm run test:deployed` writes its HTML report (with the traces and screenshots of failed tests). */
export const deploymentReportFolder = 'playwright-report';

/**
 * Why a test needs local control, one sentence each for a QA engineer: e2e/support/deployment.ts skips with them, and
 * `npm run test:deployed` lists them before it runs.
 */
export const localOnly = {
  sampleData: 'Checks the sample gateway’s own demo list (its names, count and order); a deployment’s gateway serves the provider’s data.',
  sendsMessages: 'Sends a real contact message; against a deployment it would reach the provider’s gateway and inbox.',
  gatewayFaults: 'Checks how the sample gateway itself answers bad input; the suite never posts to a deployment’s gateway.',
  specialBuild: 'Needs a build made for it (other settings than the deployment’s, e.g. no NEXT_PUBLIC_VITALS_URL).',
  outDir: 'Reads this machine’s build output (out/); a deployment’s files exist only on its host.',
  loopbackHost: 'Opens the site over plain http under another host name, which works only for a server on this machine.',
  reportFile: 'Reads the sample gateway’s file of CSP reports; a deployment’s reports go to its own NEXT_PUBLIC_CSP_REPORT_URL.',
} as const;
