import { privacyPolicy } from './legal/documents';
import type { LegalOutline } from './types';

/**
 * /trust: what a buyer's procurement, security team or a candidate asks first. The text is content/legal/trust.mdx;
 * every statement there restates the Privacy Policy or the Terms of Use (each section links to the part it
 * restates) or a fact of this website itself; nothing here is a promise those texts do not make.
 */

/** Where app/.well-known/security.txt/route.ts writes the RFC 9116 file. */
export const securityTxtPath = '/.well-known/security.txt';
/** The section on reporting a vulnerability: security.txt's Policy points at it. */
export const disclosureSectionId = 'responsible-disclosure';

export const securityTxtLink = { text: 'security.txt', href: securityTxtPath };

/** content/legal/trust.mdx: its title, date line and contents list (tests/legal-outline.test.ts holds them to the MDX). */
export const trustPage: LegalOutline = {
  title: 'Trust: How We Use AI and Protect Your Data',
  lastUpdated: `A summary of our Privacy Policy (${privacyPolicy.lastUpdated}) and Terms of Use`,
  sections: [
    { id: 'how-we-use-ai', heading: 'How the AI Is Used' },
    { id: 'candidate-rights', heading: 'Candidate Rights' },
    { id: 'data-location', heading: 'Where Data Is Kept' },
    { id: 'security-practices', heading: 'Security Practices' },
    { id: 'not-yet-certified', heading: 'Not Yet Certified' },
    { id: 'accessibility', heading: 'Accessibility' },
    { id: disclosureSectionId, heading: 'Reporting a Vulnerability' },
  ],
};
