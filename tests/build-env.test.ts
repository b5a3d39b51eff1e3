import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { displayUrl } from '../serve/http-server';
import { readServerConfig } from '../serve/server-config';
import { buildEnvironment } from '../serve/build-env';

test('npm start builds for the ports it serves on: PORT=4700 GATEWAY_PORT=4701 gives a site calling :4701', () => {
  const settings = readServerConfig({ PORT: '4700', GATEWAY_PORT: '4701' });
  const env = buildEnvironment(
    { PORT: '4700', GATEWAY_PORT: '4701', OTHER: 'kept' },
    { siteOrigin: displayUrl(settings.addresses, settings.port), gatewayOrigin: displayUrl(settings.addresses, settings.gatewayPort) },
  );
  expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:4700');
  expect(env.NEXT_PUBLIC_GATEWAY_URL).toBe('http://localhost:4701');
  expect(env.OTHER).toBe('kept');
  // Violation reports go to that gateway's endpoint, unless NEXT_PUBLIC_CSP_REPORT_URL says where.
  expect(env.NEXT_PUBLIC_CSP_REPORT_URL).toBe('http://localhost:4701/csp-reports');
  const served = { siteOrigin: 'http://localhost:4700', gatewayOrigin: 'http://localhost:4701' };
  expect(buildEnvironment({ NEXT_PUBLIC_CSP_REPORT_URL: 'https://reports.example/csp' }, served).NEXT_PUBLIC_CSP_REPORT_URL).toBe('https://reports.example/csp');
});

test('NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_GATEWAY_URL, when set, win over the ports', () => {
  const served = { siteOrigin: 'http://localhost:4700', gatewayOrigin: 'http://localhost:4701' };
  const env = buildEnvironment({ NEXT_PUBLIC_SITE_URL: 'https://hireclip.example', NEXT_PUBLIC_GATEWAY_URL: 'https://api.hireclip.example' }, served);
  expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://hireclip.example');
  expect(env.NEXT_PUBLIC_GATEWAY_URL).toBe('https://api.hireclip.example');
  // Blank counts as unset, as lib/config.ts reads it.
  expect(buildEnvironment({ NEXT_PUBLIC_GATEWAY_URL: '  ' }, served).NEXT_PUBLIC_GATEWAY_URL).toBe('http://localhost:4701');
});

test('next build checks types unless HIRECLIP_SKIP_BUILD_TYPECHECK=1 (the variant build of sources just typechecked)', () => {
  const typescriptOptions = (value?: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.HIRECLIP_SKIP_BUILD_TYPECHECK;
    if (value !== undefined) env.HIRECLIP_SKIP_BUILD_TYPECHECK = value;
    const script = "const config = (await import('./next.config.mjs')).default; console.log(JSON.stringify(config.typescript ?? {}))";
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' })) as { ignoreBuildErrors?: boolean };
  };
  expect(typescriptOptions().ignoreBuildErrors).toBe(false);
  expect(typescriptOptions('').ignoreBuildErrors).toBe(false);
  expect(typescriptOptions('true').ignoreBuildErrors).toBe(false);
  expect(typescriptOptions('1').ignoreBuildErrors).toBe(true);
});
