'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { config } from '@/lib/config';
import { contactFieldNames, contactLimits, type ContactFieldErrors, type ContactFieldName } from '@/lib/contact/fields';
import type { ContactValidation } from '@/lib/contact/schema';
import type * as ContactSchema from '@/lib/contact/schema';
import { sendContactMessage } from '@/lib/contact/sendContactMessage';
import { contactFields, contactForm } from '@/content/contact';
import styles from './ContactForm.module.css';

type Status = 'idle' | 'sending' | 'success' | 'failure';
const HONEYPOT = 'website';

// The zod schema (zod/v4/core) is a chunk of its own, fetched when the visitor first focuses the form: the page
// renders and hydrates without it, and it is there long before the first submit.
let schemaChunk: Promise<typeof ContactSchema> | undefined;
function loadSchema() {
  schemaChunk ??= import('@/lib/contact/schema');
  // A failed fetch is tried again on the next submit.
  schemaChunk.catch(() => (schemaChunk = undefined));
  return schemaChunk;
}

function readFields(form: HTMLFormElement): Record<ContactFieldName, string> {
  const data = new FormData(form);
  return Object.fromEntries(contactFieldNames.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    ContactFieldName,
    string
  >;
}

function saveDraft(form: HTMLFormElement) {
  try {
    sessionStorage.setItem(contactForm.draftKey, JSON.stringify(readFields(form)));
  } catch {
    // Storage can be full or disabled; the draft is a convenience only.
  }
}

function clearDraft() {
  try {
    sessionStorage.removeItem(contactForm.draftKey);
  } catch {
    // As above.
  }
}

/**
 * The contact form: the shared zod schema before sending, inline errors, one POST per submission, a draft
 * that survives a reload, and a honeypot for bots. Where no script runs it (scripting off, or its chunks never
 * arrive), a notice with the e-mail address takes the button's place and a submission goes nowhere.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  // What was sent, shown back on success in place of the emptied fields.
  const [sent, setSent] = useState<Record<ContactFieldName, string> | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // After a submit the visitor is at the button: focus moves to the result, the page to the card's top (its heading in view).
  function showResult(next: Status) {
    flushSync(() => setStatus(next));
    const card = resultRef.current?.closest('section');
    resultRef.current?.focus({ preventScroll: !!card });
    card?.scrollIntoView();
  }

  // Restores a draft into the (uncontrolled) fields after hydration, and hands validation to the schema.
  // The novalidate attribute this sets is also the stylesheet's sign that the form is live.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    try {
      const draft = JSON.parse(sessionStorage.getItem(contactForm.draftKey) ?? 'null') as Record<string, unknown> | null;
      if (draft && typeof draft === 'object') {
        for (const name of contactFieldNames) {
          const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
          const value = draft[name];
          if (field && typeof value === 'string' && !field.value) field.value = value;
        }
      }
    } catch {
      clearDraft();
    }
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.current) return;

    const honeypot = form.elements.namedItem(HONEYPOT) as HTMLInputElement | null;
    if (honeypot?.value) {
      // A bot: pretend all went well and send nothing.
      form.reset();
      setErrors({});
      setSent(null);
      showResult('success');
      return;
    }

    // Held from here: a second click while the schema loads must not send twice.
    sending.current = true;
    let result: ContactValidation;
    try {
      result = (await loadSchema()).validateContactMessage(readFields(form));
    } catch {
      // The schema could not be fetched (offline): the visitor's text stays, with the e-mail to fall back on.
      sending.current = false;
      showResult('failure');
      return;
    }
    if (!result.ok) {
      sending.current = false;
      const { errors: fieldErrors } = result;
      flushSync(() => {
        setErrors(fieldErrors);
        setStatus('idle');
      });
      const first = contactFieldNames.find((name) => fieldErrors[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }

    setErrors({});
    setStatus('sending');
    const answer = await sendContactMessage(result.message, contactForm.timeoutMs);
    sending.current = false;
    if (answer.ok) {
      form.reset();
      clearDraft();
      setSent(result.message);
      showResult('success');
      return;
    }
    if (answer.fieldErrors) {
      flushSync(() => {
        setErrors(answer.fieldErrors ?? {});
        setStatus('failure');
      });
      const first = contactFieldNames.find((name) => answer.fieldErrors?.[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    showResult('failure');
  }

  function writeAnother() {
    formRef.current?.reset();
    setSent(null);
    flushSync(() => setStatus('idle'));
    (formRef.current?.elements.namedItem(contactFieldNames[0]) as HTMLElement | null)?.focus();
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name === HONEYPOT) return;
    saveDraft(event.currentTarget);
    if (errors[target.name as ContactFieldName]) {
      setErrors((current) => ({ ...current, [target.name]: undefined }));
    }
    if (status === 'success' || status === 'failure') setStatus('idle');
  }

  const isSending = status === 'sending';
  const isSent = status === 'success';

  return (
    // method="dialog": a submission no script handles (scripting off, chunks lost) neither navigates nor puts
    // the message in the URL; the text stays in the fields.
    <form
      ref={formRef}
      method="dialog"
      className={styles.form}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void loadSchema().catch(() => undefined)}
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className={styles.note} hidden={isSent}>
        {contactForm.requiredNote}
      </p>
      <div ref={resultRef} tabIndex={-1} role="status" className={styles.result} data-state={status}>
        {isSent ? (
          <div className={styles.success}>
            <p className={styles.successText}>{contactForm.success}</p>
            {sent ? (
              <dl className={styles.sent}>
                {contactFields.map((field) => (
                  <div key={field.name}>
                    <dt>{field.label}</dt>
                    <dd>{sent[field.name]}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <button type="button" className={styles.again} onClick={writeAnother}>
              {contactForm.another}
            </button>
          </div>
        ) : null}
        {status === 'failure' ? (
          <p className={styles.failure}>
            {contactForm.failure} <a href={config.links.mail}>{config.contactEmail}</a>.
          </p>
        ) : null}
      </div>
      <div className={styles.row} hidden={isSent}>
        {contactFields.map((field) => {
          const error = errors[field.name];
          const id = `contact-${field.name}`;
          const errorId = `${id}-error`;
          const common = {
            id,
            name: field.name,
            placeholder: field.placeholder,
            required: true,
            maxLength: contactLimits[field.name],
            autoComplete: field.autoComplete,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            className: `${styles.control} ${error ? styles.invalid : ''}`,
          };
          return (
            <div key={field.name} className={field.wide ? `${styles.field} ${styles.wide}` : styles.field}>
              <label htmlFor={id} className={styles.label}>
                {field.label}
              </label>
              {field.type === 'textarea' ? <textarea {...common} rows={6} /> : <input {...common} type={field.type} />}
              {error ? (
                <p id={errorId} className={styles.error}>
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <circle cx="12" cy="12" r="10" fill="currentColor" />
                    <path d="M12 7v6M12 16.5v.5" stroke="var(--color-bg)" strokeWidth="2.2" strokeLinecap="round" />
                  </svg>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{contactForm.honeypotLabel}</label>
        <input id="contact-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.actions} hidden={isSent}>
        <button
          type="submit"
          className={isSending ? `${styles.submit} ${styles.sending}` : styles.submit}
          disabled={isSending}
        >
          {isSending ? contactForm.sending : contactForm.submit}
        </button>
        {/* In place of the button while no script runs the form (ContactForm.module.css). */}
        <p className={styles.noScript}>
          {contactForm.noScript} <a href={config.links.mail}>{config.contactEmail}</a>.
        </p>
      </div>
    </form>
  );
}
