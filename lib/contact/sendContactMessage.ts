import { config } from '../config';
import { contactFieldNames, type ContactFieldErrors } from './fields';
import type { ContactMessage } from './schema';

export type SendResult = { ok: true } | { ok: false; fieldErrors?: ContactFieldErrors };

/**
 * POSTs the message as JSON to the contact URL. A 2xx is success; anything else, a
 * network failure or no answer within `timeoutMs` is a failure. A 400 may name the failing fields.
 */
export async function sendContactMessage(message: ContactMessage, timeoutMs: number): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(config.links.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
      credentials: 'omit',
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { errors?: Record<string, unknown> } | null;
      const fieldErrors: ContactFieldErrors = {};
      for (const name of contactFieldNames) {
        const text = body?.errors?.[name];
        if (typeof text === 'string' && text) fieldErrors[name] = text;
      }
      return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: false };
    }
    return { ok: false };
  } catch {
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}
