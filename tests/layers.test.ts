import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, test } from '@playwright/test';

/**
 * eslint.config.mjs keeps the site's layers pointing one way (app → components → content → lib, no tooling).
 * A rule that silently stops firing (a renamed plugin, a resolver that no longer reads `@/*`) would let lint
 * pass on anything, so these lint in-memory files at paths inside each layer through ESLint's own Node API.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

const violations: { file: string; code: string; imported: string }[] = [
  { file: 'lib/layers-probe.ts', code: "import { routes } from '@/content/routes';\nexport const probe = routes;\n", imported: '@/content/routes' },
  { file: 'lib/layers-probe.ts', code: "import { routes } from '../content/routes';\nexport const probe = routes;\n", imported: '../content/routes' },
  { file: 'lib/layers-probe.ts', code: "import type { Paragraph } from '@/content/types';\nexport type Probe = Paragraph;\n", imported: '@/content/types' },
  { file: 'lib/layers-probe.ts', code: "export const probe = () => import('../content/faq');\n", imported: '../content/faq' },
  { file: 'content/layers-probe.ts', code: "import { Icon } from '../components/Icon/Icon';\nexport const probe = Icon;\n", imported: '../components/Icon/Icon' },
  {
    file: 'components/LayersProbe/LayersProbe.tsx',
    code: "import { siteJsonLd } from '@/app/_seo/structured-data';\nexport const probe = siteJsonLd;\n",
    imported: '@/app/_seo/structured-data',
  },
  { file: 'app/layers-probe.ts', code: "import { pageHeadings } from '../e2e/support/pages';\nexport const probe = pageHeadings;\n", imported: '../e2e/support/pages' },
];

for (const { file, code, imported } of violations) {
  test(`lint refuses ${imported} in ${file.split('/')[0]}/`, async () => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`Unexpected path "${imported}" imported in restricted zone.`);
  });
}

test('lint lets each layer import the ones below it, by alias and by relative path', async () => {
  expect(await layerErrors('lib/layers-probe.ts', "import { config } from './config';\nexport const probe = config;\n")).toEqual([]);
  expect(await layerErrors('content/layers-probe.ts', "import { config } from '@/lib/config';\nexport const probe = config;\n")).toEqual([]);
  expect(
    await layerErrors('components/LayersProbe/LayersProbe.tsx', "import { routes } from '../../content/routes';\nexport const probe = routes;\n"),
  ).toEqual([]);
  expect(await layerErrors('app/layers-probe.ts', "import { Icon } from '@/components/Icon/Icon';\nexport const probe = Icon;\n")).toEqual([]);
  // Tooling may import the site.
  expect(await layerErrors('tests/layers-probe.ts', "import { routes } from '../content/routes';\nexport const probe = routes;\n")).toEqual([]);
});
