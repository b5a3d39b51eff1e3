import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { config, streamPlayerUrl } from '../lib/config';

/** Loads lib/config.ts in a fresh process with the given environment. */
function configWith(env: Record<string, string>) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./lib/config.ts').then(m => process.stdout.write(JSON.stringify({ ...m.config, player: m.streamPlayerUrl('a b&c') })))"],
    { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv },
  );
  return JSON.parse(out);
}

test('defaults are the documented ones (README, Configuration)', () => {
  const defaults = configWith({});
  expect(defaults).toMatchObject({
    productName: 'HireClip',
    contactEmail: 'hello@hireclip.example',
    siteUrl: 'http://localhost:3000',
    gatewayUrl: 'http://localhost:3001',
    appUrl: 'https://app.hireclip.example',
    streamUrl: 'https://stream.hireclip.example',
    videoChannelUrl: 'https://www.youtube.com/@hireclip',
    contactUrl: 'http://localhost:3001/dev/client/contact',
    consentCookieName: 'HireClipCookieConsent',
  });
  expect(defaults.links).toMatchObject({
    signUp: 'https://app.hireclip.example/signup',
    signIn: 'https://app.hireclip.example/signin',
    trial: 'https://app.hireclip.example/signup?plan=trial',
    demoList: 'http://localhost:3001/dev/client/graph/xyz?mode=demo',
  });
  expect(defaults.player).toBe('https://stream.hireclip.example/?id=a%20b%26c&mode=preview');
  expect(defaults.vitalsUrl).toBeUndefined();
});

test('every variable overrides its default, and the links follow', () => {
  const custom = configWith({
    NEXT_PUBLIC_PRODUCT_NAME: 'ClipHire',
    NEXT_PUBLIC_CONTACT_EMAIL: 'team@cliphire.test',
    NEXT_PUBLIC_SITE_URL: 'https://www.cliphire.test/',
    NEXT_PUBLIC_GATEWAY_URL: 'https://api.cliphire.test',
    NEXT_PUBLIC_APP_URL: 'https://my.cliphire.test',
    NEXT_PUBLIC_STREAM_URL: 'https://play.cliphire.test',
    NEXT_PUBLIC_VIDEO_CHANNEL_URL: 'https://video.cliphire.test/c',
  });
  expect(custom.productName).toBe('ClipHire');
  expect(custom.consentCookieName).toBe('ClipHireCookieConsent');
  expect(custom.siteUrl).toBe('https://www.cliphire.test');
  expect(custom.contactUrl).toBe('https://api.cliphire.test/dev/client/contact');
  expect(custom.links.trial).toBe('https://my.cliphire.test/signup?plan=trial');
  expect(custom.links.demoList).toBe('https://api.cliphire.test/dev/client/graph/xyz?mode=demo');
  expect(custom.player).toBe('https://play.cliphire.test/?id=a%20b%26c&mode=preview');
  expect(configWith({ NEXT_PUBLIC_CONTACT_URL: 'https://forms.test/hc' }).contactUrl).toBe('https://forms.test/hc');
});

test('a malformed URL stops the build with the variable’s name', () => {
  expect(() => configWith({ NEXT_PUBLIC_APP_URL: 'app.example' })).toThrow(/NEXT_PUBLIC_APP_URL must be an absolute URL/);
  expect(() => configWith({ NEXT_PUBLIC_STREAM_URL: 'javascript:alert(1)' })).toThrow(/NEXT_PUBLIC_STREAM_URL must be an http/);
});

test('the module in this process agrees with the helpers', () => {
  expect(streamPlayerUrl('p-1')).toBe(`${config.streamUrl}/?id=p-1&mode=preview`);
});
