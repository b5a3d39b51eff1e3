import { expect, test } from '@playwright/test';
import { config } from '../lib/config';
import { securityTxt } from '../app/_seo/security-txt';
import { routes } from '../content/routes';
import { securityTxtPath, trustPage } from '../content/trust';

const builtAt = new Date('2026-03-01T12:00:00Z');
const fields = (text: string) =>
  new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const),
  );

test('RFC 9116 fields from lib/config: Contact, Expires, Preferred-Languages, Canonical, Policy', () => {
  const text = securityTxt(builtAt);
  // Every line is a comment, a "Field: value" pair or the final empty line.
  for (const line of text.split('\n').slice(0, -1)) expect(line).toMatch(/^(#.*|[A-Z][A-Za-z-]+: \S.*)$/);
  expect(text.endsWith('\n')).toBe(true);
  const map = fields(text);
  expect([...map.keys()]).toEqual(['Contact', 'Expires', 'Preferred-Languages', 'Canonical', 'Policy']);
  expect(map.get('Contact')).toBe(`mailto:${config.contactEmail}`);
  expect(map.get('Preferred-Languages')).toBe('en');
  expect(map.get('Canonical')).toBe(`${config.siteUrl}${securityTxtPath}`);
  expect(map.get('Policy')).toMatch(new RegExp(`^${config.siteUrl}${routes.trust.path}#`));
  const policyAnchor = map.get('Policy')!.split('#')[1];
  expect(trustPage.sections.map((section) => section.id)).toContain(policyAnchor);
});

test('Expires is an RFC 3339 UTC time after the build and less than a year after it', () => {
  const expires = fields(securityTxt(builtAt)).get('Expires')!;
  expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  const time = Date.parse(expires);
  expect(time).toBeGreaterThan(builtAt.getTime());
  const aYearLater = new Date(builtAt);
  aYearLater.setUTCFullYear(aYearLater.getUTCFullYear() + 1);
  expect(time).toBeLessThan(aYearLater.getTime());
});
