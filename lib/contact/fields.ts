/**
 * The contact message's fields, limits and error texts (docs/requirements.md, "Contact form"), without zod:
 * the form renders from these at once and loads the schema (schema.ts) only when the visitor starts on it.
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

export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;
