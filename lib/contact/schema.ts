import * as z from 'zod/mini';

/**
 * The contact message (CONTRACT.md, "Contact submission"): one schema for the form, which checks it
 * before sending, and the sample gateway, which checks it again on arrival.
 */

export const contactFieldNames = ['user-name', 'user-email', 'user-subject', 'user-message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export const contactLimits = {
  'user-name': 100,
  'user-email': 254,
  'user-subject': 200,
  'user-message': 5000,
} as const satisfies Record<ContactFieldName, number>;

export const contactErrorMessages = {
  'user-name': {
    required: 'Please enter your name.',
    tooLong: `Please keep your name under ${contactLimits['user-name'] + 1} characters.`,
  },
  'user-email': {
    required: 'Please enter your email address.',
    invalid: 'Please enter a valid email address, like name@example.com.',
    tooLong: `Please use an email address of at most ${contactLimits['user-email']} characters.`,
  },
  'user-subject': {
    required: 'Please enter a subject.',
    tooLong: `Please keep the subject under ${contactLimits['user-subject'] + 1} characters.`,
  },
  'user-message': {
    required: 'Please enter your message.',
    tooLong: `Please keep your message under ${contactLimits['user-message'] + 1} characters.`,
  },
} as const;

function requiredText(field: 'user-name' | 'user-subject' | 'user-message') {
  return z.string().check(
    z.trim(),
    z.minLength(1, contactErrorMessages[field].required),
    z.maxLength(contactLimits[field], contactErrorMessages[field].tooLong),
  );
}

export const contactMessageSchema = z.object({
  'user-name': requiredText('user-name'),
  'user-email': z.string().check(
    z.trim(),
    z.minLength(1, contactErrorMessages['user-email'].required),
    z.maxLength(contactLimits['user-email'], contactErrorMessages['user-email'].tooLong),
    z.regex(z.regexes.email, contactErrorMessages['user-email'].invalid),
  ),
  'user-subject': requiredText('user-subject'),
  'user-message': requiredText('user-message'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

export type ContactValidation =
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: ContactFieldErrors };

/** Trims and checks a message; on failure, the first problem of each field, in field order. */
export function validateContactMessage(input: unknown): ContactValidation {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (contactFieldNames as readonly string[]).includes(field)) {
      const name = field as ContactFieldName;
      errors[name] ??= issue.code === 'invalid_type' ? contactErrorMessages[name].required : issue.message;
    }
  }
  return { ok: false, errors };
}
