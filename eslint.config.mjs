import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // build/ holds our build tooling, not an output folder: eslint-config-next ignores it by default.
    ignores: ['!build/**', '.next/**', 'out/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'bench/**', 'next-env.d.ts', '.cache/**'],
  },
];

export default config;
