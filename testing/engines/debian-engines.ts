/**
 * Debian's two other engines and the display WebKitGTK needs, found where Debian puts them or installed with
 * apt-get (as testing/find-chromium.ts installs Chromium). Nothing here downloads a browser build.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, hasAptGet } from '../apt';

export interface EngineTools {
  firefox: string;
  webkitDriver: string;
  /** WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts (it ships with libwebkit2gtk-4.1-0). */
  miniBrowser: string;
  xvfb: string;
}

function miniBrowser(): string | undefined {
  // /usr/lib/<multiarch>/webkit2gtk-4.1/MiniBrowser
  for (const entry of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    const candidate = path.join('/usr/lib', entry, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function find(): Partial<EngineTools> {
  const at = (file: string) => (existsSync(file) ? file : undefined);
  return {
    firefox: process.env.FIREFOX_PATH || at('/usr/bin/firefox-esr'),
    webkitDriver: at('/usr/bin/WebKitWebDriver'),
    miniBrowser: miniBrowser(),
    xvfb: at('/usr/bin/Xvfb'),
  };
}

/** The Debian package that brings each tool. */
const packageOf: Record<keyof EngineTools, string> = {
  firefox: 'firefox-esr',
  webkitDriver: 'webkit2gtk-driver',
  miniBrowser: 'webkit2gtk-driver',
  xvfb: 'xvfb',
};

/** Finds the tools, installing the missing ones' packages with apt-get where it exists; throws naming what is missing. */
export function ensureEngineTools(): EngineTools {
  let found = find();
  const missing = () => (Object.keys(packageOf) as (keyof EngineTools)[]).filter((tool) => !found[tool]);
  if (missing().length) {
    const packages = [...new Set(missing().map((tool) => packageOf[tool]))];
    if (!hasAptGet()) throw new Error(`Missing ${missing().join(', ')}: install Debian's ${packages.join(', ')} (apt-get install ${packages.join(' ')}).`);
    console.log(`Installing Debian's ${packages.join(', ')} with apt-get …`);
    aptInstall(packages);
    found = find();
    if (missing().length) throw new Error(`apt-get installed ${packages.join(', ')}, but ${missing().join(', ')} is still missing`);
  }
  return found as EngineTools;
}
