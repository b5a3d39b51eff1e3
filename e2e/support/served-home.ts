import { test } from '@playwright/test';
import type { ServedHome } from '../../testing/cloudflare-homes';

/** How the project running this test serves the build (playwright.config.ts `metadata`); Pages, as built, by default. */
export function servedHome(): ServedHome {
  const metadata = test.info().project.metadata as Partial<ServedHome> | undefined;
  return { home: metadata?.home ?? 'pages', documentedHeaders: metadata?.documentedHeaders ?? false };
}
