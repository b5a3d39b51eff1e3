/**
 * `npm run screenshots`: full-page PNGs of every route at 375 and 1280 px, light and dark, into
 * screenshots/ (ignored by git). Serves the existing out/ with the sample gateway under Cloudflare's runtime, as `npm run preview` does.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { routes } from '../content/routes';
import { config } from '../lib/config';
import { createGateway } from '../serve/gateway/server';
import { listen } from '../serve/http-server';
import { startPagesDev } from '../serve/pages-dev';
import { serverConfig } from '../serve/server-config';
import { chromiumArgs, ensureChromium } from './find-chromium';

const { port, addresses } = serverConfig;
const gatewayPort = Number(new URL(config.gatewayUrl).port || 3001);
const outDir = path.resolve('screenshots');
const widths = [375, 1280];
const schemes = ['light', 'dark'] as const;
// Route keys (home, demo, …) to shoot; none: every route.
const only = parseArgs({ allowPositionals: true }).positionals;

async function main() {
  mkdirSync(outDir, { recursive: true });
  const gateway = createGateway({ port: gatewayPort, allowedOrigins: [`http://localhost:${port}`] });
  await listen(gateway, gatewayPort, addresses);
  const site = await startPagesDev(path.resolve('out'), { port });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    for (const [key, route] of Object.entries(routes)) {
      if (only.length && !only.includes(key)) continue;
      for (const width of widths) {
        for (const colorScheme of schemes) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' });
          // The banner would cover the page bottom in every shot: agree to cookies first.
          await context.addCookies([{ name: config.consentCookieName, value: 'true', url: `http://localhost:${port}` }]);
          const page = await context.newPage();
          await page.goto(`http://localhost:${port}${route.path}`, { waitUntil: 'networkidle' });
          // Scroll through once, as a visitor would, so what starts near the viewport (Home's demo list) has
          // started; then wait until nothing is loading and go back to the top.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => requestAnimationFrame(resolve));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          await page.waitForLoadState('networkidle');
          const file = path.join(outDir, `${key.replaceAll('/', '-')}-${width}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await site.stop();
    gateway.close();
    gateway.closeAllConnections();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
