/**
 * The brand files every build writes into out/ (build/postbuild.ts, before it lists out/'s files), made from the
 * configuration and lib/brand.ts:
 *   icon.svg              the favicon: components/Logo's mark in the brand colour
 *   apple-touch-icon.png  180×180, the mark full-bleed (iOS rounds the corners itself)
 *   og-image.png          1200×630 social image: mark, product name, Home's hero heading, the 70% claim
 * So a build for another NEXT_PUBLIC_PRODUCT_NAME shares its own name, with no step to remember. The PNGs are
 * drawn by next/og, which Next itself ships: satori lays the element out and turns its text into paths with the
 * Geist font bundled beside it, resvg (WebAssembly) rasterises. No browser, no network: a character the font
 * lacks would make next/og fetch a font from Google, which `offline` refuses, failing the build instead.
 * Only the social image carries the name; the mark and its colour are the same for every product name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
// next/og.js: Node's ESM resolution (Playwright's loader) finds no bare next/og, as next has no exports map.
import { ImageResponse } from 'next/og.js';
import { brand, logoMark } from '../lib/brand';
import { config } from '../lib/config';
import { homeHero, howItWorks } from '../content/home';

/** What the social image says. */
export interface BrandImageText {
  productName: string;
  heading: string;
  claimFigure: string;
  claimText: string;
}

/** The social image's words for a product name (the configured one by default). */
export function brandImageText(productName: string = config.productName): BrandImageText {
  return { productName, heading: homeHero.heading, claimFigure: howItWorks.claimFigure, claimText: howItWorks.claimText };
}

/** One file of out/: its URL path (lib/brand.ts) and its bytes. */
export interface BrandFile {
  path: string;
  bytes: Buffer;
}

const { frame, play } = logoMark;
const ink = '#14152b';
const mutedInk = '#3d3f5c';

/** The mark on its 32×32 grid; `viewBox` crops it for the full-bleed touch icon. */
function markSvgText(viewBox: string = logoMark.viewBox): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" rx="${frame.rx}" fill="${brand.color}"/>` +
    `<path d="${play}" fill="${brand.onColor}"/>` +
    `</svg>\n`
  );
}

function Mark({ size, viewBox = logoMark.viewBox }: { size: number; viewBox?: string }) {
  return (
    <svg width={size} height={size} viewBox={viewBox}>
      <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} rx={frame.rx} fill={brand.color} />
      <path d={play} fill={brand.onColor} />
    </svg>
  );
}

/**
 * The name's size: one line at 64 px up to 22 characters, else two lines at 44 px. The longest name the
 * configuration allows (64 characters) fits in two lines at 44 px, so the rows below never move.
 */
export function socialNameSize(productName: string): number {
  return productName.length <= 22 ? 64 : 44;
}

/** Satori's subset of CSS: every element with children is a flex box; the rows have fixed heights. */
function SocialImage({ text }: { text: BrandImageText }) {
  // Geist is bundled in one weight: a stroke of the text's own colour makes the headings bold.
  const bold = (px: number, color: string) => ({ WebkitTextStroke: `${px}px ${color}` });
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '64px 96px 0',
        color: ink,
        backgroundColor: '#eef0ff',
        backgroundImage: 'radial-gradient(circle at 100% 0%, #c7d2fe 0%, #eef0ff 45%)',
        borderBottom: `24px solid ${brand.color}`,
      }}
    >
      <div style={{ height: 128, display: 'flex', alignItems: 'center' }}>
        <Mark size={96} />
        <div style={{ marginLeft: 28, width: 884, display: 'flex', fontSize: socialNameSize(text.productName), lineHeight: 1.1, ...bold(1.5, ink) }}>
          {text.productName}
        </div>
      </div>
      <div style={{ marginTop: 56, height: 180, width: 960, display: 'flex', fontSize: 76, lineHeight: 1.1, ...bold(2, ink) }}>
        {text.heading}
      </div>
      <div style={{ marginTop: 56, display: 'flex', fontSize: 36, color: mutedInk }}>
        <span style={{ color: brand.color, marginRight: 12, ...bold(1, brand.color) }}>{text.claimFigure}</span>
        <span>{text.claimText}</span>
      </div>
    </div>
  );
}

function TouchIcon() {
  // The frame's colour fills the square: no transparent corners for iOS to paint black.
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: brand.color }}>
      <Mark size={brand.appleTouchIcon.width} viewBox="4 4 24 24" />
    </div>
  );
}

/**
 * Runs `draw` with a fetch that answers data: URLs only (next/og loads its WebAssembly from one) and refuses the
 * rest, then fails if anything was refused: next/og catches a failed font fetch and would draw blanks.
 */
async function offline<T>(draw: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  const refused: string[] = [];
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return realFetch(input, init);
    refused.push(url);
    return Promise.reject(new Error(`brand images are drawn offline; refused ${url}`));
  };
  let result: T;
  try {
    result = await draw();
  } finally {
    globalThis.fetch = realFetch;
  }
  if (refused.length) {
    throw new Error(`brand images: a character is missing from next/og's bundled font, and drawing it would fetch ${refused[0]}`);
  }
  return result;
}

async function png(element: ReactElement, width: number, height: number): Promise<Buffer> {
  const response = new ImageResponse(element, { width, height });
  return Buffer.from(await response.arrayBuffer());
}

/** The three brand files for these words, in memory. */
export async function renderBrandImages(text: BrandImageText = brandImageText()): Promise<BrandFile[]> {
  const { appleTouchIcon, socialImage } = brand;
  return offline(async () => [
    { path: brand.icon.path, bytes: Buffer.from(markSvgText()) },
    { path: appleTouchIcon.path, bytes: await png(<TouchIcon />, appleTouchIcon.width, appleTouchIcon.height) },
    { path: socialImage.path, bytes: await png(<SocialImage text={text} />, socialImage.width, socialImage.height) },
  ]);
}

/** Writes the brand files into `dir` (out/ in the build); returns their URL paths. */
export async function writeBrandImages(dir: string, text: BrandImageText = brandImageText()): Promise<string[]> {
  const files = await renderBrandImages(text);
  for (const file of files) {
    const target = path.join(dir, file.path.slice(1));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.bytes);
  }
  return files.map((file) => file.path);
}
