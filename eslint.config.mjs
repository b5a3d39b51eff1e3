import { fileURLToPath } from 'node:url';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Zones resolve against the repository, wherever ESLint is started from (npm run lint, the unit test's Node API). */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** Build, serve, measure and test the site; they may import it, the site never imports them. */
const tooling = ['./build', './serve', './perf', './testing', './e2e', './tests', './scripts', './gateway', './edge'];

/** The site's layers point one way: app → components → content → lib. */
const layerZones = [
  {
    target: './lib',
    from: ['./content', './components', './app', ...tooling],
    message: 'lib/ is the bottom layer: it takes copy and components as arguments, never imports them.',
  },
  {
    target: './content',
    from: ['./components', './app', ...tooling],
    message: 'content/ imports only lib/ and content/ (shared types such as IconName live in content/types.ts).',
  },
  {
    target: './components',
    from: ['./app', ...tooling],
    message: 'components/ get what app/ builds (metadata, JSON-LD) as props, never import it.',
  },
  {
    target: './app',
    from: tooling,
    message: 'The site never imports build, serve, perf or test tooling.',
  },
  {
    target: './edge',
    from: ['./app', './components', './content', './lib', ...tooling.filter((folder) => folder !== './edge')],
    message: 'edge/ is bundled into the worker that serves every page (out/_worker.js): it imports nothing but itself.',
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    name: 'hireclip/layers',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      // The `import` plugin is registered by eslint-config-next's first block; its resolvers read tsconfig's `@/*`.
      'import/no-restricted-paths': ['error', { basePath: repoRoot, zones: layerZones }],
    },
  },
  {
    name: 'hireclip/layers-type-imports',
    files: ['{app,components,content,lib}/**/*.{ts,tsx}'],
    rules: {
      // import/no-restricted-paths sees import declarations only, not `import('…').Type` in a type position.
      'no-restricted-syntax': [
        'error',
        { selector: 'TSImportType', message: 'Import the type with `import type`, so the layer rule can check it.' },
      ],
    },
  },
  {
    name: 'hireclip/e2e-fixture',
    files: ['e2e/*.spec.ts'],
    rules: {
      // The suite's page fails a test on any CSP or Trusted Types violation; a spec that took Playwright's own would not.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', message: "Import from './support/test': its page watches for CSP and Trusted Types violations." },
            // One way to scan: axe put into each document once, run in the page (e2e/support/axe.ts).
            { name: 'axe-core', message: "Scan with axeScan or expectNoViolations from './support/axe': axe is put into each document once there." },
          ],
        },
      ],
    },
  },
  {
    name: 'hireclip/edge-runtime',
    files: ['edge/**/*.ts'],
    rules: {
      // The worker runs in workerd, not Node: a Node built-in would not bundle or would not run there.
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'edge/ runs in workerd (Cloudflare) or any edge runtime: no Node built-ins.' }] }],
    },
  },
  {
    name: 'hireclip/commonjs-preloads',
    files: ['**/*.cjs'],
    rules: {
      // A `node --require` preload is CommonJS: Node 20 can hook `require` from CommonJS alone.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // build/ holds our build tooling, not an output folder: eslint-config-next ignores it by default.
    ignores: ['!build/**', '.next/**', 'out/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'bench/**', 'next-env.d.ts', '.cache/**'],
  },
];

export default config;
