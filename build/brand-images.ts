/**
 * `npx tsx build/brand-images.ts`: regenerates the committed brand files in public/ from lib/brand.ts,
 * the product name and the Home hero copy:
 *   icon.svg              the favicon: the logo mark as SVG
 *   apple-touch-icon.png  180×180, the mark full-bleed (iOS rounds the corners itself)
 *   og-image.png          1200×630 social image: mark, product name, hero heading, the 70% claim
 * The PNGs are screenshots of small HTML pages in headless Chromium. They are static files, so a build
 * with another NEXT_PUBLIC_PRODUCT_NAME needs this script run again (with that variable set).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { brand, logoMark } from '../lib/brand';
import { config } from '../lib/config';
import { homeHero, howItWorks } from '../content/home';
import { chromiumArgs } from '../testing/find-chromium';

const publicDir = path.resolve('public');
const { frame, play } = logoMark;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The mark on its 32×32 grid; `viewBox` crops it for the full-bleed touch icon. */
function markSvg({ viewBox = logoMark.viewBox, size }: { viewBox?: string; size?: number } = {}) {
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${dimensions}>` +
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" rx="${frame.rx}" fill="${brand.color}"/>` +
    `<path d="${play}" fill="${brand.onColor}"/>` +
    `</svg>`
  );
}

const page = (body: string, css: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0; }
    html, body { width: 100%; height: 100%; }
    body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; }
    ${css}
  </style></head><body>${body}</body></html>`;

const touchIcon = page(
  // The frame's background fills the square: no transparent corners for iOS to paint black.
  `<div class="bleed">${markSvg({ viewBox: '4 4 24 24', size: brand.appleTouchIcon.width })}</div>`,
  `.bleed { width: 100vw; height: 100vh; background: ${brand.color}; }
   svg { display: block; }`,
);

const socialImage = page(
  `<main>
     <div class="brand">${markSvg({ size: 96 })}<span>${escapeHtml(config.productName)}</span></div>
     <h1>${escapeHtml(homeHero.heading)}</h1>
     <p><strong>${escapeHtml(howItWorks.claimFigure)}</strong> ${escapeHtml(howItWorks.claimText)}</p>
   </main>`,
  `main {
     width: 100vw; height: 100vh; padding: 80px 96px;
     display: flex; flex-direction: column; justify-content: space-between;
     color: #14152b;
     background: radial-gradient(circle at 100% 0%, #c7d2fe 0, transparent 45%), #eef0ff;
     border-bottom: 24px solid ${brand.color};
   }
   .brand { display: flex; align-items: center; gap: 28px; font-size: 64px; font-weight: 700; letter-spacing: -0.02em; }
   h1 { font-size: 76px; line-height: 1.08; font-weight: 700; letter-spacing: -0.02em; max-width: 960px; }
   p { font-size: 36px; color: #3d3f5c; }
   strong { color: ${brand.color}; }`,
);

async function screenshot(html: string, width: number, height: number, file: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.setContent(html);
    await tab.screenshot({ path: path.join(publicDir, file), type: 'png' });
  } finally {
    await browser.close();
  }
  console.log(`wrote public/${file} (${width}×${height})`);
}

writeFileSync(path.join(publicDir, brand.icon.path.slice(1)), `${markSvg()}\n`);
console.log(`wrote public${brand.icon.path}`);
const { appleTouchIcon, socialImage: og } = brand;
await screenshot(touchIcon, appleTouchIcon.width, appleTouchIcon.height, appleTouchIcon.path.slice(1));
await screenshot(socialImage, og.width, og.height, og.path.slice(1));
