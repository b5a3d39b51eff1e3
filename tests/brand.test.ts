import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { brand, logoMark } from '../lib/brand';
import { pngSize } from '../testing/png';

test('the brand files in public/ exist with the sizes lib/brand.ts declares', () => {
  const file = (urlPath: string) => readFileSync(`public${urlPath}`);
  expect(pngSize(file(brand.socialImage.path))).toEqual({ width: brand.socialImage.width, height: brand.socialImage.height });
  expect(pngSize(file(brand.appleTouchIcon.path))).toEqual({ width: brand.appleTouchIcon.width, height: brand.appleTouchIcon.height });
  const svg = file(brand.icon.path).toString('utf8');
  expect(svg).toContain(`d="${logoMark.play}"`);
  expect(svg).toContain(`fill="${brand.color}"`);
});

test('the favicon draws the same mark as components/Logo and the brand colour of styles/tokens.css', () => {
  const logo = readFileSync('components/Logo/Logo.tsx', 'utf8');
  expect(logo).toContain(`viewBox="${logoMark.viewBox}"`);
  expect(logo).toContain(`d="${logoMark.play}"`);
  const { x, y, width, height, rx } = logoMark.frame;
  expect(logo).toContain(`x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}"`);
  expect(readFileSync('styles/tokens.css', 'utf8')).toContain(`--color-brand: ${brand.color};`);
});
