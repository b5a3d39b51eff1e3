/**
 * The contact message (docs/requirements.md, "Contact form"): one schema for the form, which checks it
 * before sending, and the sample gateway, which checks it again on arrival.
 */
import { emailPattern } from './emailPattern';
import { matches, maxLength, minLength, object, safeParse, trimmedString, type Infer } from '../validation/zodCore';
import { contactErrorMessages, contactFieldNames, contactLimits, type ContactFieldErrors, type ContactFieldName } from './fields';

export { contactErrorMessages, contactFieldNames, contactLimits, type ContactFieldErrors, type ContactFieldName } from './fields';

function requiredText(field: 'user-name' | 'user-subject' | 'user-message') {
  return trimmedString(
    minLength(1, contactErrorMessages[field].required),
    maxLength(contactLimits[field], contactErrorMessages[field].tooLong),
  );
}

export const contactMessageSchema = object({
  'user-name': requiredText('user-name'),
  'user-email': trimmedString(
    minLength(1, contactErrorMessages['user-email'].required),
    maxLength(contactLimits['user-email'], contactErrorMessages['user-email'].tooLong),
    matches(emailPattern, contactErrorMessages['user-email'].invalid),
  ),
  'user-subject': requiredText('user-subject'),
  'user-message': requiredText('user-message'),
});

export type ContactMessage = Infer<typeof contactMessageSchema>;

export type ContactValidation =
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: ContactFieldErrors };

/** Trims and checks a message; on failure, the first problem of each field, in field order. */
export function validateContactMessage(input: unknown): ContactValidation {
  const result = safeParse(contactMessageSchema, input);
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
