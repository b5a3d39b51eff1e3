import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { brandImageText, renderBrandImages } from '../build/brand-images';
import { cloudflareNameFor, cloudflareNameLimit } from '../build/cloudflare-name';
import { brand, logoMark } from '../lib/brand';
import { pngSize } from '../testing/png';

const byPath = (files: { path: string; bytes: Buffer }[]) => new Map(files.map((file) => [file.path, file.bytes]));

test('the brand files are drawn offline with the sizes lib/brand.ts declares, and only the social image depends on the name', async () => {
  const hireClip = byPath(await renderBrandImages(brandImageText('HireClip')));
  const acmeview = byPath(await renderBrandImages(brandImageText('Acmeview')));
  const longest = byPath(await renderBrandImages(brandImageText('ClipHireX Worldwide Video Interviews for Hiring Teams and Makers')));
  for (const files of [hireClip, acmeview, longest]) {
    expect(pngSize(files.get(brand.socialImage.path)!)).toEqual({ width: brand.socialImage.width, height: brand.socialImage.height });
    expect(pngSize(files.get(brand.appleTouchIcon.path)!)).toEqual({ width: brand.appleTouchIcon.width, height: brand.appleTouchIcon.height });
    const svg = files.get(brand.icon.path)!.toString('utf8');
    expect(svg).toContain(`d="${logoMark.play}"`);
    expect(svg).toContain(`fill="${brand.color}"`);
  }
  expect(acmeview.get(brand.socialImage.path)!.equals(hireClip.get(brand.socialImage.path)!)).toBe(false);
  expect(longest.get(brand.socialImage.path)!.equals(acmeview.get(brand.socialImage.path)!)).toBe(false);
  // The mark carries no name: the same icons for every brand.
  expect(acmeview.get(brand.appleTouchIcon.path)!.equals(hireClip.get(brand.appleTouchIcon.path)!)).toBe(true);
  // Drawing is deterministic: the same words give the same bytes.
  const again = byPath(await renderBrandImages(brandImageText('Acmeview')));
  expect(again.get(brand.socialImage.path)!.equals(acmeview.get(brand.socialImage.path)!)).toBe(true);
});

test('a character the bundled font lacks fails the drawing instead of fetching a font', async () => {
  await expect(renderBrandImages({ ...brandImageText('HireClip'), claimText: 'less time 面接' })).rejects.toThrow(/missing from next\/og's bundled font/);
});

test('the favicon draws the same mark as components/Logo and the brand colour of styles/tokens.css', () => {
  const logo = readFileSync('components/Logo/Logo.tsx', 'utf8');
  expect(logo).toContain(`viewBox="${logoMark.viewBox}"`);
  expect(logo).toContain(`d="${logoMark.play}"`);
  const { x, y, width, height, rx } = logoMark.frame;
  expect(logo).toContain(`x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}"`);
  expect(readFileSync('styles/tokens.css', 'utf8')).toContain(`--color-brand: ${brand.color};`);
});

test('the Cloudflare name follows the product name, within Cloudflare’s rules', () => {
  expect(cloudflareNameFor('HireClip')).toBe('hireclip-web');
  expect(cloudflareNameFor('Acmeview')).toBe('acmeview-web');
  expect(cloudflareNameFor("Bob's Jobs & Co.")).toBe('bob-s-jobs-co-web');
  expect(cloudflareNameFor('...')).toBe('web');
  const long = cloudflareNameFor('ClipHireX Worldwide Video Interviews for Hiring Teams and Makers');
  expect(long.length).toBeLessThanOrEqual(cloudflareNameLimit);
  for (const name of [long, cloudflareNameFor('-A-'), cloudflareNameFor('a'.repeat(64))]) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  // wrangler.jsonc names no Worker: the deploy script does.
  expect(readFileSync('cloudflare-workers/wrangler.jsonc', 'utf8')).not.toMatch(/"name"\s*:/);
});
