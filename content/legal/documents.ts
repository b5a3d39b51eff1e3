import type { LegalOutline } from '../types';

/**
 * Title, date line and table of contents of each legal document; the text itself is the MDX file named above
 * each one. Every `## Heading {#id}` of the MDX is one section here, in the same order and words
 * (tests/legal-outline.test.ts), so the contents list, /trust and the tests can read them without compiling MDX.
 */

const lastUpdated = 'Last Updated Jan 10, 2024';

/** content/legal/privacy.mdx */
export const privacyPolicy: LegalOutline = {
  title: 'Privacy Policy',
  lastUpdated,
  sections: [
    { id: 'definitions', heading: 'Definitions' },
    { id: 'information-we-collect', heading: 'Information We Collect' },
    { id: 'use-of-data', heading: 'How We Use Your Information' },
    { id: 'retention-of-data', heading: 'Retention of Data' },
    { id: 'transfer-of-data', heading: 'Transfer of Data' },
    { id: 'disclosure-of-data', heading: 'Disclosure of Data' },
    { id: 'security-of-data', heading: 'Security of Data' },
    { id: 'gdpr-rights', heading: 'Your Data Protection Rights Under the General Data Protection Regulation (GDPR)' },
    { id: 'caloppa', heading: 'Your Data Protection Rights Under the California Online Privacy Protection Act (CalOPPA)' },
    { id: 'do-not-track', heading: 'Do Not Track Signals' },
    { id: 'ccpa', heading: 'Your Data Protection Rights Under the California Consumer Privacy Act (CCPA)' },
    { id: 'service-providers', heading: 'Service Providers' },
    { id: 'analytics', heading: 'Analytics' },
    { id: 'remarketing', heading: 'Behavioral Remarketing' },
    { id: 'payments', heading: 'Payments' },
    { id: 'links-to-other-sites', heading: 'Links to Other Sites' },
    { id: 'childrens-privacy', heading: 'Children’s Privacy' },
    { id: 'changes-to-this-policy', heading: 'Changes to This Privacy Policy' },
    { id: 'contact-us', heading: 'Contact Us' },
  ],
};

/** content/legal/terms.mdx */
export const termsOfUse: LegalOutline = {
  title: 'Terms of Use',
  lastUpdated,
  sections: [
    { id: 'acceptance-of-terms', heading: 'Acceptance of Terms' },
    { id: 'eligibility', heading: 'Eligibility' },
    { id: 'accounts', heading: 'Accounts' },
    { id: 'subscriptions-and-billing', heading: 'Subscriptions, Trial and Billing' },
    { id: 'acceptable-use', heading: 'Acceptable Use' },
    { id: 'user-content', heading: 'Your Content and Licence' },
    { id: 'ai-generated-content', heading: 'AI-Generated Content' },
    { id: 'intellectual-property', heading: 'Intellectual Property' },
    { id: 'third-party-links', heading: 'Links to Other Websites and Third-Party Services' },
    { id: 'termination', heading: 'Termination' },
    { id: 'disclaimers', heading: 'Disclaimers' },
    { id: 'limitation-of-liability', heading: 'Limitation of Liability' },
    { id: 'indemnification', heading: 'Indemnification' },
    { id: 'governing-law', heading: 'Governing Law' },
    { id: 'changes-to-these-terms', heading: 'Changes to These Terms' },
    { id: 'contact-us', heading: 'Contact Us' },
  ],
};

/** content/legal/cookies.mdx */
export const cookiesPolicy: LegalOutline = {
  title: 'Cookies Policy',
  lastUpdated,
  sections: [
    { id: 'what-are-cookies', heading: 'What Are Cookies' },
    { id: 'cookie-we-set', heading: 'The Cookie This Website Sets' },
    { id: 'no-analytics-or-advertising-cookies', heading: 'No Analytics or Advertising Cookies' },
    { id: 'do-not-track-and-global-privacy-control', heading: 'Do Not Track and Global Privacy Control' },
    { id: 'app-host-and-third-party-cookies', heading: 'Cookies on the App Host and Other Sites' },
    { id: 'managing-cookies', heading: 'How to Delete or Block Cookies' },
    { id: 'changes-to-this-policy', heading: 'Changes to This Cookies Policy' },
    { id: 'contact-us', heading: 'Contact Us' },
  ],
};

