import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Every npm script runs on the Node the project brings (the `node` devDependency, first on npm's script PATH),
 * whatever Node ran `npm ci`; .nvmrc, `engines` and @types/node name the same major.
 */
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
const broughtMajor = Number(pkg.devDependencies.node!.split('.')[0]);

test('the scripts run on the Node the project brings, a maintained LTS', () => {
  expect(pkg.devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
  expect(pkg.allowScripts.node).toBe(true);
  expect(broughtMajor).toBeGreaterThanOrEqual(24);
  expect(broughtMajor % 2).toBe(0);
  expect(process.versions.node).toBe(pkg.devDependencies.node);
});

test('.nvmrc, engines and @types/node name the major the project brings', () => {
  expect(read('.nvmrc').trim()).toBe(String(broughtMajor));
  expect(pkg.engines.node).toBe(`>=${broughtMajor}`);
  expect(Number(lock.packages['node_modules/@types/node']!.version.split('.')[0])).toBe(broughtMajor);
});

test('no tracked code hooks into another package’s code at run time', () => {
  const hook = ['Module', '_load'].join('.');
  const files = execFileSync('git', ['ls-files', '*.ts', '*.cjs', '*.mjs', '*.js'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(files.filter((file) => readFileSync(file, 'utf8').includes(hook))).toEqual([]);
  expect(read('serve/pages-dev.ts')).not.toMatch(/'--require'/);
});
