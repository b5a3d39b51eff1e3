import { expect, test } from '@playwright/test';
import { contactErrorMessages, contactLimits, validateContactMessage } from '../lib/contact/schema';

const valid = {
  'user-name': '  Ada Lovelace ',
  'user-email': ' ada@example.com ',
  'user-subject': 'Pricing',
  'user-message': 'Hello there',
};

test('a valid message is trimmed', () => {
  expect(validateContactMessage(valid)).toEqual({
    ok: true,
    message: { 'user-name': 'Ada Lovelace', 'user-email': 'ada@example.com', 'user-subject': 'Pricing', 'user-message': 'Hello there' },
  });
});

test('every field is required; blanks count as empty', () => {
  const result = validateContactMessage({ 'user-name': '   ', 'user-email': '', 'user-subject': '\n', 'user-message': '' });
  expect(result).toEqual({
    ok: false,
    errors: {
      'user-name': contactErrorMessages['user-name'].required,
      'user-email': contactErrorMessages['user-email'].required,
      'user-subject': contactErrorMessages['user-subject'].required,
      'user-message': contactErrorMessages['user-message'].required,
    },
  });
  const missing = validateContactMessage({});
  expect(missing.ok).toBe(false);
  if (!missing.ok) expect(Object.keys(missing.errors)).toHaveLength(4);
});

test('limits: name 100, e-mail 254, subject 200, message 5000', () => {
  for (const [field, limit] of Object.entries(contactLimits)) {
    const at = field === 'user-email' ? `${'a'.repeat(limit - 12)}@example.com` : 'x'.repeat(limit);
    const over = field === 'user-email' ? `${'a'.repeat(limit - 11)}@example.com` : 'x'.repeat(limit + 1);
    expect(validateContactMessage({ ...valid, [field]: at }).ok, `${field} at ${limit}`).toBe(true);
    const result = validateContactMessage({ ...valid, [field]: over });
    expect(result.ok, `${field} over ${limit}`).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  }
});

test('malformed e-mail addresses and non-string values are refused', () => {
  for (const email of ['plain', 'a@b', '@example.com', 'a b@example.com', 'a@example..com']) {
    const result = validateContactMessage({ ...valid, 'user-email': email });
    expect(result, email).toEqual({ ok: false, errors: { 'user-email': contactErrorMessages['user-email'].invalid } });
  }
  const typed = validateContactMessage({ ...valid, 'user-name': 42 });
  expect(typed).toEqual({ ok: false, errors: { 'user-name': contactErrorMessages['user-name'].required } });
});

test('the client’s copy of the e-mail pattern is zod’s own', async () => {
  const { regexes } = await import('zod/mini');
  const { emailPattern } = await import('../lib/contact/emailPattern');
  expect(emailPattern.source).toBe(regexes.email.source);
  expect(emailPattern.flags).toBe(regexes.email.flags);
});

test('unknown fields are dropped and only the four fields are sent', () => {
  const result = validateContactMessage({ ...valid, website: 'bot', admin: true });
  expect(result.ok && Object.keys(result.message)).toEqual(['user-name', 'user-email', 'user-subject', 'user-message']);
});
