/**
 * /.well-known/security.txt (RFC 9116), written at build time by app/.well-known/security.txt/route.ts from the
 * config's contact e-mail and site URL, so a deployment with its own NEXT_PUBLIC_CONTACT_EMAIL gets its own file.
 */
import { config } from '@/lib/config';
import { routes } from '@/content/routes';
import { disclosureSectionId, securityTxtPath } from '@/content/trust';

/** RFC 9116 §2.5.5 recommends an expiry less than a year ahead; a rebuild writes a new one. */
export const securityTxtLifetimeDays = 364;

/** RFC 3339 date-time in UTC, whole seconds. */
function internetDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function securityTxt(builtAt: Date): string {
  const policy = `${config.siteUrl}${routes.trust.path}#${disclosureSectionId}`;
  const expires = new Date(builtAt.getTime() + securityTxtLifetimeDays * 24 * 60 * 60 * 1000);
  return [
    `# Security contact for ${config.productName}. How we handle reports: ${policy}`,
    `Contact: ${config.links.mail}`,
    `Expires: ${internetDateTime(expires)}`,
    'Preferred-Languages: en',
    `Canonical: ${config.siteUrl}${securityTxtPath}`,
    `Policy: ${policy}`,
    '',
  ].join('\n');
}
