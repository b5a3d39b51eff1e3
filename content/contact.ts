import { config } from '../lib/config';
import type { ContactFieldName } from '../lib/contact/fields';

export const contactPage = {
  /** The eyebrow every marketing page carries (docs/decisions.md, "One rule for words"). */
  eyebrow: 'Contact',
  heading: 'We Love Hearing What You Have To Say!',
  lead: 'Questions about a plan, a demo for your team, or feedback on an interview you took: write to us and a real person answers within one business day.',
  talkHeading: "Let's talk",
  talkText: `Prefer e‑mail? Write to us directly. We read every message and reply on business days, Eastern Time.`,
  emailLabel: 'Email',
  locationLabel: 'Location',
  location: 'New Jersey, United States',
  formHeading: 'Send Us a Message',
} as const;

export interface ContactFieldCopy {
  name: ContactFieldName;
  label: string;
  placeholder: string;
  type: 'text' | 'email' | 'textarea';
  /** Spans the form's width where the form has two columns (the others pair up: name beside e-mail). */
  wide?: boolean;
  autoComplete: string;
}

/** The four required fields, their names, types and placeholders. */
export const contactFields: readonly ContactFieldCopy[] = [
  { name: 'user-name', label: 'Name', placeholder: 'Your Name', type: 'text', autoComplete: 'name' },
  { name: 'user-email', label: 'Email', placeholder: 'Your Email Address', type: 'email', autoComplete: 'email' },
  { name: 'user-subject', label: 'Subject', placeholder: 'Subject', type: 'text', autoComplete: 'off', wide: true },
  { name: 'user-message', label: 'Message', placeholder: 'Enter your message', type: 'textarea', autoComplete: 'off', wide: true },
];

export const contactForm = {
  submit: 'Send Message',
  sending: 'Sending…',
  requiredNote: 'All fields are required.',
  success: 'Thank you! Your message has been sent. We’ll get back to you within one business day.',
  another: 'New Message',
  failure: 'Sorry, your message could not be sent. Your text is still in the form: please try again in a moment, or write to us at',
  invalidSummary: 'Please correct the highlighted fields.',
  /** Followed by the contact e-mail address, as a mailto link. */
  noScript:
    'This form is sent by JavaScript, which is turned off or did not load in this browser. Your text stays here: please copy it into an e‑mail to',
  /** Hidden from people; bots fill it in. */
  honeypotLabel: 'Leave this field empty',
  draftKey: `${config.productName}ContactDraft`,
  timeoutMs: 15_000,
} as const;
