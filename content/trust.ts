import { config } from '../lib/config';
import { privacyPolicy } from './legal/documents';
import { routes } from './routes';
import type { LegalDocument } from './types';

/**
 * /trust: what a buyer's procurement, security team or a candidate asks first. Every statement here restates the
 * Privacy Policy or the Terms of Use (each section links to the part it restates) or a fact of this website
 * itself; nothing here is a promise those texts do not make.
 */

const product = config.productName;
const email = { text: config.contactEmail, href: config.links.mail };
const privacySection = (id: string, text: string) => {
  if (!privacyPolicy.sections.some((section) => section.id === id)) {
    throw new Error(`content/trust.ts: the privacy policy has no section "${id}"`);
  }
  return { text, href: `${routes.privacy.path}#${id}` };
};

/** Where app/.well-known/security.txt/route.ts writes the RFC 9116 file. */
export const securityTxtPath = '/.well-known/security.txt';
/** The section on reporting a vulnerability: security.txt's Policy points at it. */
export const disclosureSectionId = 'responsible-disclosure';

export const securityTxtLink = { text: 'security.txt', href: securityTxtPath };

export const trustPage: LegalDocument = {
  title: 'Trust: How We Use AI and Protect Your Data',
  lastUpdated: `A summary of our Privacy Policy (${privacyPolicy.lastUpdated}) and Terms of Use`,
  intro: [
    [
      `This page answers what hiring teams, procurement and security reviewers, and candidates ask before they use ${product}. It says plainly what the AI does and does not do, what rights candidates have, where data is kept, how we protect it, what we are not yet certified for, and how to reach us.`,
    ],
    [
      'The ',
      { text: 'Privacy Policy', href: routes.privacy.path },
      ' and the ',
      { text: 'Terms of Use', href: routes.terms.path },
      ' are the binding texts. This page summarises them and links to the part behind each statement.',
    ],
  ],
  sections: [
    {
      id: 'how-we-use-ai',
      heading: 'How the AI Is Used',
      blocks: [
        {
          kind: 'p',
          text: [
            `${product} uses artificial intelligence to draft interview questions, and other suggestions, from the job title, description and requirements an evaluator writes. The evaluator can edit, reorder, replace or delete every question before any candidate sees it, and is responsible for the questions they send.`,
          ],
        },
        { kind: 'h3', text: 'What People Decide' },
        {
          kind: 'list',
          items: [
            ['Every answer a candidate records goes to the evaluator who sent the interview, to review in one scrollable view.'],
            [
              'The AI does not analyse recordings. It does not watch or listen to answers, and it does not score, rank or filter candidates. No candidate is rejected automatically.',
            ],
            [
              `Who moves on, who gets a callback and who is hired is decided by the evaluator. ${product} does not decide whether a candidate is hired, selected or rejected.`,
            ],
          ],
        },
        { kind: 'h3', text: 'Where AI in Hiring Is Regulated' },
        {
          kind: 'p',
          text: [
            "New York City’s Local Law 144 on automated employment decision tools, the Illinois Artificial Intelligence Video Interview Act and the EU AI Act set duties for employers that use AI to assess candidates or to decide about them. The facts above are here to help your own assessment; they are not legal advice. As our ",
            { text: 'Terms of Use', href: `${routes.terms.path}#acceptable-use` },
            ' say, evaluators give the notices and obtain the consents their law requires before candidates record.',
          ],
        },
      ],
    },
    {
      id: 'candidate-rights',
      heading: 'Candidate Rights',
      blocks: [
        {
          kind: 'p',
          text: [
            `When you record answers for an employer through ${product}, that employer decides how your application is used, and we process it on their behalf. You can ask to:`,
          ],
        },
        {
          kind: 'list',
          items: [
            ['see the personal data held about you and how it is used, and get a copy of it;'],
            ['have inaccurate or incomplete information corrected;'],
            ['have your recordings, answers and other personal data deleted;'],
            ['restrict or object to how your data is processed, and withdraw consent you gave.'],
          ],
        },
        {
          kind: 'p',
          text: [
            'Send your request by e‑mail to ',
            email,
            '. We may ask you to confirm who you are. When a request concerns an interview or application you sent to an evaluator, we forward it to that evaluator, who decides on it, and help them respond. We answer within one month under the GDPR (longer where the law allows) and within 45 days under the CCPA. Details: ',
            privacySection('gdpr-rights', 'your rights under the GDPR'),
            ' and ',
            privacySection('ccpa', 'under the CCPA'),
            '.',
          ],
        },
        { kind: 'h3', text: 'How Long Recordings Are Kept' },
        {
          kind: 'p',
          text: [
            "Recordings, answers and application data are kept for as long as the evaluator’s account keeps them, or until the evaluator deletes them or closes the account. They are then deleted from our active systems within a reasonable period; copies in backups are kept for a limited time, or longer where the law requires it. Details: ",
            privacySection('retention-of-data', 'Retention of Data'),
            '.',
          ],
        },
      ],
    },
    {
      id: 'data-location',
      heading: 'Where Data Is Kept',
      blocks: [
        {
          kind: 'p',
          text: [
            `${product} is based in New Jersey, United States. We transfer personal data, including video recordings and candidate answers, to the United States and process it there. No transfer takes place without adequate controls, such as standard contractual clauses approved by the European Commission where they are required. Details: `,
            privacySection('transfer-of-data', 'Transfer of Data'),
            '.',
          ],
        },
        {
          kind: 'p',
          text: [
            'Our service providers act on our instructions and may use the data only for the work we give them: cloud hosting, video storage and streaming, the AI models that draft interview questions, e‑mail delivery, calendar and virtual meeting services, customer support and payment processing. Details: ',
            privacySection('service-providers', 'Service Providers'),
            '.',
          ],
        },
      ],
    },
    {
      id: 'security-practices',
      heading: 'Security Practices',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Data is encrypted in transit.'],
            ["Access controls limit recordings to the evaluator’s account and to the staff who need access to run the service."],
            ['The service runs with reputable hosting providers.'],
            [
              'We never store payment card details: they go directly to our payment processors, who follow the PCI DSS standard.',
            ],
            [
              'This website loads no third‑party scripts and sets no analytics or advertising cookies. Its Content-Security-Policy allows only its own code, and its one cookie remembers that you have seen the cookie notice. Do Not Track and Global Privacy Control are honoured.',
            ],
          ],
        },
        {
          kind: 'p',
          text: [
            'No way of sending or storing data over the Internet is completely secure, and we cannot guarantee absolute security. Account holders keep their own sign-in details safe. Details: ',
            privacySection('security-of-data', 'Security of Data'),
            '.',
          ],
        },
      ],
    },
    {
      id: 'not-yet-certified',
      heading: 'Not Yet Certified',
      blocks: [
        {
          kind: 'p',
          text: [`We would rather tell you what we do not have than let you assume it. ${product} does not yet hold, and does not claim:`],
        },
        {
          kind: 'list',
          items: [
            ['a SOC 2 report, Type I or Type II;'],
            ['ISO/IEC 27001 certification for information security;'],
            ['ISO/IEC 42001 certification for managing AI;'],
            ['certification under the EU-U.S. Data Privacy Framework: transfers rely on the controls described above;'],
            ["an independent bias audit of the kind New York City’s Local Law 144 requires for automated employment decision tools;"],
            ['an accessibility conformance report (VPAT) from an independent auditor;'],
            ['a PCI DSS certification of our own: card payments are handled entirely by our payment processors.'],
          ],
        },
        {
          kind: 'p',
          text: ['If your review needs one of these, tell us at ', email, ': it helps us decide what to do first.'],
        },
      ],
    },
    {
      id: 'accessibility',
      heading: 'Accessibility',
      blocks: [
        {
          kind: 'p',
          text: [
            'We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Automated accessibility tests check every page of this website in light and dark themes, and keyboard use is tested too. Automated checks cannot find every problem: if something gets in your way, write to ',
            email,
            ' or use our ',
            { text: 'contact page', href: routes.contact.path },
            '.',
          ],
        },
        { kind: 'h3', text: 'Asking for an Accommodation' },
        {
          kind: 'p',
          text: [
            'If you are a candidate and need an accommodation to take an interview, for example more time or a format other than video, ask the employer who invited you: evaluators decide on accommodations and must provide reasonable ones where the law requires. You can also write to us at ',
            email,
            ' and we will pass your request to the evaluator.',
          ],
        },
      ],
    },
    {
      id: disclosureSectionId,
      heading: 'Reporting a Vulnerability',
      blocks: [
        {
          kind: 'p',
          text: [
            `If you believe you have found a security vulnerability in ${product}, write to `,
            email,
            ' with the steps to reproduce it. Our ',
            securityTxtLink,
            ' file gives the same contact in the standard format of RFC 9116.',
          ],
        },
        {
          kind: 'list',
          items: [
            ['Give us reasonable time to fix the problem before you disclose it publicly.'],
            [
              "Test only with your own account and data. Do not access, change or delete other people’s data; if you reach any, stop and tell us.",
            ],
            ['Do not run denial-of-service tests, send spam, or try social engineering or physical attacks.'],
          ],
        },
        {
          kind: 'p',
          text: ['We will confirm that we have received your report and keep you informed while we fix it. We do not run a paid bug bounty.'],
        },
      ],
    },
  ],
};
