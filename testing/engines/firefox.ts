/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no browser download: Debian's binary). The probe
 * is a BiDi preload script, so it runs before the page's own scripts in every document; uncaught errors and console
 * errors also come from BiDi's log events.
 */
import puppeteer from 'puppeteer-core';
import type { EnginePage } from './engine';
import { problemProbe, takeProbeProblems } from './in-page';

export async function openFirefox(executablePath: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Firefox's first start with a new profile took 20 s on this 2-core machine under load.
    timeout: 90_000,
    // Never a prompt: a page's request for the camera is answered by the devices that exist (none here).
    extraPrefsFirefox: { 'media.navigator.permission.disabled': true },
  });
  try {
    const page = await browser.newPage();
    const seen: string[] = [];
    page.on('pageerror', (error) => seen.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
    });
    await page.evaluateOnNewDocument(problemProbe);
    const version = await browser.version();
    return {
      name: 'firefox',
      version,
      probesEarly: true,
      async goto(url) {
        await page.goto(url, { waitUntil: 'load' });
      },
      run: <R>(body: string, ...args: unknown[]) => page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<R>,
      async click(css) {
        await page.click(css);
      },
      async type(css, text) {
        await page.type(css, text);
      },
      async resize(width, height) {
        await page.setViewport({ width, height });
        return page.evaluate(`window.innerWidth`) as Promise<number>;
      },
      async cookies() {
        return (await page.cookies()).map(({ name, value, path, sameSite }) => ({ name, value, path, sameSite }));
      },
      async clearCookies() {
        const cookies = await page.cookies();
        if (cookies.length) await page.deleteCookie(...cookies);
      },
      async takeProblems() {
        const inPage = await page.evaluate(`(function () { ${takeProbeProblems} })()`).catch(() => [] as string[]);
        return [...seen.splice(0), ...(inPage as string[])];
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
