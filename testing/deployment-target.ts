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
