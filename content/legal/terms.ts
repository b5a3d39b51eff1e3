import type { LegalDocument } from '../types';
import { config } from '../../lib/config';

const product = config.productName;
const email = { text: config.contactEmail, href: config.links.mail };
const appHost = { text: config.appUrl, href: config.appUrl };
const privacyLink = { text: 'Privacy Policy', href: '/privacy' };
const cookiesLink = { text: 'Cookies Policy', href: '/cookies' };

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: 'Last Updated Jan 10, 2024',
  intro: [
    [
      `These Terms of Use ("Terms") govern your access to and use of this website and the ${product} asynchronous video interview platform, including the application available at `,
      appHost,
      ` (together, the "Service"), operated by ${product} ("we", "us" or "our"), a company based in New Jersey, United States.`,
    ],
    [
      'Please read these Terms carefully before using the Service. Our ',
      privacyLink,
      ' and ',
      cookiesLink,
      ' explain how we collect and use personal information and form part of these Terms.',
    ],
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      blocks: [
        {
          kind: 'p',
          text: [
            'By accessing or using the Service, you agree to be bound by these Terms. If you do not agree to all of these Terms, you may not access or use the Service.',
          ],
        },
        {
          kind: 'p',
          text: [
            'If you use the Service on behalf of a company or other organisation, you represent that you have the authority to bind that organisation to these Terms, and "you" refers to that organisation as well as to you.',
          ],
        },
        {
          kind: 'p',
          text: [
            'In these Terms, an "Evaluator" is an employer, recruiter, coach, casting team or other account holder who uses the Service to create jobs, publish them on the job board, send interview questions, review recordings and schedule callback meetings. A "Candidate" is a person who applies to a job or records answers to an interview through the Service.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          kind: 'p',
          text: [
            'You must be at least 18 years old to use the Service, whether as an Evaluator or as a Candidate. By using the Service, you represent and warrant that you are at least 18 years old and that you are legally able to enter into a binding contract.',
          ],
        },
        {
          kind: 'p',
          text: [
            'You may not use the Service if you have previously been suspended or removed from the Service, or if your use would violate any applicable law or regulation.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      blocks: [
        {
          kind: 'p',
          text: [
            'This website does not create accounts. Evaluator accounts are created, and signed in to, on our app host at ',
            appHost,
            '. Candidates may answer an interview through the link an Evaluator sends them.',
          ],
        },
        {
          kind: 'p',
          text: [
            'When you create an account, you must provide information that is accurate, complete and current, and keep it up to date. Failure to do so is a breach of these Terms and may result in termination of your account.',
          ],
        },
        {
          kind: 'p',
          text: [
            'You are responsible for safeguarding the password you use to access the Service and for all activities under your account, including the activities of any colleagues you allow to use it. You must notify us immediately at ',
            email,
            ' on becoming aware of any breach of security or unauthorised use of your account.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions-and-billing',
      heading: 'Subscriptions, Trial and Billing',
      blocks: [
        {
          kind: 'p',
          text: [
            'No credit card is required to sign up. The plans currently offered are:',
          ],
        },
        {
          kind: 'list',
          items: [
            [
              'Trial: $0 per month for 14 days, including 5 interviews during the trial, the job board, chat technical support and the newest features.',
            ],
            [
              'Enterprise: $99 per month plus applicable tax, including 100 interviews per month, the job board, chat technical support and the newest features.',
            ],
          ],
        },
        { kind: 'h3', text: 'Free Trial' },
        {
          kind: 'p',
          text: [
            'The trial lets you evaluate the Service free of charge for 14 days. You will not be charged at the end of the trial unless you choose a paid plan and provide payment details. When the trial ends or its interviews are used up, features that require a paid plan may be limited until you subscribe. We may change or end the trial offer at any time, without affecting a trial already started.',
          ],
        },
        { kind: 'h3', text: 'Paid Subscriptions' },
        {
          kind: 'p',
          text: [
            'Paid subscriptions are billed monthly in advance and renew automatically at the end of each billing period unless you cancel before the renewal date. The number of interviews included in your plan applies to each billing period, and interviews not used in one period do not carry over to the next unless your plan says otherwise.',
          ],
        },
        { kind: 'h3', text: 'Payment' },
        {
          kind: 'p',
          text: [
            'Payments are processed by third-party payment processors. You authorise us and our payment processors to charge the payment method you provide for the fees of your plan and any applicable taxes. We do not store your payment card details; see our ',
            privacyLink,
            '.',
          ],
        },
        { kind: 'h3', text: 'Taxes, Price Changes and Refunds' },
        {
          kind: 'p',
          text: [
            'Prices do not include taxes unless stated; you are responsible for all applicable sales, use, value added and similar taxes. We may change our prices, and will give you reasonable prior notice of any change that affects your subscription, which takes effect at the start of the next billing period. You may cancel at any time; cancellation takes effect at the end of the current billing period. Except where required by law, fees already paid are non-refundable.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable Use',
      blocks: [
        {
          kind: 'p',
          text: [
            'You agree to use the Service only for lawful purposes and in accordance with these Terms. You agree not to:',
          ],
        },
        {
          kind: 'list',
          items: [
            [
              'use the Service in a way that violates any applicable local, state, national or international law or regulation, including employment, anti-discrimination, privacy, data protection and consumer protection laws;',
            ],
            [
              'post jobs that are false, misleading or fraudulent, or that do not correspond to a real opportunity, or use the Service to collect fees from Candidates;',
            ],
            [
              'upload or transmit content that is unlawful, defamatory, obscene, harassing, threatening or infringing, or that contains viruses or other harmful code;',
            ],
            ['impersonate any person or organisation or misrepresent your affiliation with any person or organisation;'],
            [
              'attempt to gain unauthorised access to the Service, other accounts or the systems and networks connected to the Service, or interfere with or disrupt the Service;',
            ],
            [
              'copy, scrape, reverse engineer, decompile or resell the Service, or use it to build a competing product;',
            ],
            [
              'download, copy or share Candidate recordings or answers other than for evaluating Candidates for the job concerned.',
            ],
          ],
        },
        { kind: 'h3', text: 'Fair and Non-Discriminatory Hiring' },
        {
          kind: 'p',
          text: [
            'Evaluators must not use the Service to discriminate against any Candidate on the basis of race, colour, religion, sex, pregnancy, sexual orientation, gender identity, national origin, age, disability, genetic information, veteran status or any other characteristic protected by applicable law. Evaluators must not ask questions, or base decisions on information visible or audible in a recording, that the law prohibits them from considering, and must provide reasonable accommodations to Candidates with disabilities, such as an alternative interview format, where the law requires it.',
          ],
        },
        { kind: 'h3', text: 'Candidate Consent to Recording' },
        {
          kind: 'p',
          text: [
            'Evaluators are responsible for informing Candidates, before they record, that their answers will be recorded on video and reviewed by the Evaluator, and for obtaining any consent and giving any notice that applicable law requires for recording, for the use of artificial intelligence in interviews and for processing Candidates\' personal information. By recording and submitting answers, a Candidate consents to the recording and to its review by the Evaluator who sent the interview.',
          ],
        },
      ],
    },
    {
      id: 'user-content',
      heading: 'Your Content and Licence',
      blocks: [
        {
          kind: 'p',
          text: [
            '"User Content" means the content you submit to the Service, including job descriptions, application forms, interview questions, video recordings, written answers and messages.',
          ],
        },
        {
          kind: 'p',
          text: [
            'You retain all rights and ownership you have in your User Content. As between the Evaluator and us, the Evaluator controls the recordings and answers Candidates submit to its interviews.',
          ],
        },
        {
          kind: 'p',
          text: [
            'You grant us a worldwide, non-exclusive, royalty-free licence to host, store, copy, transmit, process, display and otherwise use your User Content only as needed to provide, secure and improve the Service for you and to comply with the law. For jobs you publish to the public job board, this licence includes displaying them publicly. The licence ends when your User Content is deleted from the Service, except for copies kept in backups for a limited time or as the law requires.',
          ],
        },
        {
          kind: 'p',
          text: [
            'You represent and warrant that you own or have the necessary rights to your User Content, and that its submission and our use of it under these Terms do not infringe the rights of any third party or violate any law. We may remove User Content that we reasonably believe breaches these Terms.',
          ],
        },
      ],
    },
    {
      id: 'ai-generated-content',
      heading: 'AI-Generated Content',
      blocks: [
        {
          kind: 'p',
          text: [
            'The Service uses artificial intelligence to generate interview questions and other suggestions from the job information you provide. AI-generated content may be inaccurate, incomplete, inappropriate or unsuitable for your role or jurisdiction, and it may not be unique.',
          ],
        },
        {
          kind: 'p',
          text: [
            'Evaluators must review AI-generated content before using it and are solely responsible for the questions they send and for ensuring that those questions are lawful, job-related and free from discrimination.',
          ],
        },
        {
          kind: 'p',
          text: [
            'Evaluators, not the AI, make hiring and selection decisions. The Service is a tool to help Evaluators collect and review Candidates\' answers; it does not decide whether a Candidate is hired, selected or rejected, and Evaluators must not rely on AI-generated content as the sole basis for such a decision.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      blocks: [
        {
          kind: 'p',
          text: [
            `The Service and its original content (excluding User Content), features and functionality are and will remain the exclusive property of ${product} and its licensors. The Service is protected by copyright, trademark and other laws of the United States and other countries. Our trademarks and trade dress may not be used in connection with any product or service without our prior written consent.`,
          ],
        },
        {
          kind: 'p',
          text: [
            'Subject to these Terms, we grant you a limited, non-exclusive, non-transferable, revocable licence to use the Service for your internal business or personal purposes. If you send us feedback or suggestions, we may use them without any obligation to you.',
          ],
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to Other Websites and Third-Party Services',
      blocks: [
        {
          kind: 'p',
          text: [
            `The Service may contain links to third-party websites or services that are not owned or controlled by ${product}, such as our video channel, virtual meeting services and calendar services used for callback meetings.`,
          ],
        },
        {
          kind: 'p',
          text: [
            `${product} has no control over, and assumes no responsibility for, the content, privacy policies or practices of any third-party websites or services. You acknowledge and agree that ${product} shall not be responsible or liable, directly or indirectly, for any damage or loss caused or alleged to be caused by or in connection with the use of or reliance on any such content, goods or services available on or through any such websites or services. We strongly advise you to read the terms and privacy policies of any third-party websites or services that you visit.`,
          ],
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      blocks: [
        {
          kind: 'p',
          text: [
            'We may suspend or terminate your account and access to the Service immediately, without prior notice or liability, if you breach these Terms, if required by law, or if your use creates a risk for us, other users or Candidates. Where reasonable, we will tell you the reason.',
          ],
        },
        {
          kind: 'p',
          text: [
            'You may stop using the Service and close your account at any time by cancelling your subscription in the app or by contacting us. Upon termination, your right to use the Service will immediately cease, and we will delete your User Content in line with our ',
            privacyLink,
            '. Before closing your account, you should keep a copy of any content you need, where the Service allows it.',
          ],
        },
        {
          kind: 'p',
          text: [
            'All provisions of these Terms which by their nature should survive termination shall survive termination, including ownership provisions, warranty disclaimers, indemnity and limitations of liability.',
          ],
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        {
          kind: 'p',
          text: [
            'Your use of the Service is at your sole risk. The Service is provided on an "AS IS" and "AS AVAILABLE" basis, without warranties of any kind, whether express or implied, including implied warranties of merchantability, fitness for a particular purpose, non-infringement and course of performance.',
          ],
        },
        {
          kind: 'p',
          text: [
            `${product} does not warrant that the Service will function uninterrupted, securely or be available at any particular time or location; that any errors or defects will be corrected; that the Service is free of viruses or other harmful components; or that the results of using the Service, including AI-generated content, will meet your requirements. ${product} does not vouch for any Evaluator, job or Candidate and is not a party to any employment or other relationship between them.`,
          ],
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      blocks: [
        {
          kind: 'p',
          text: [
            `To the maximum extent permitted by law, in no event shall ${product}, nor its directors, employees, partners, agents, suppliers or affiliates, be liable for any indirect, incidental, special, consequential or punitive damages, including without limitation loss of profits, data, use, goodwill or other intangible losses, resulting from (i) your access to or use of or inability to access or use the Service; (ii) any conduct or content of any third party on the Service, including Evaluators and Candidates; (iii) any content obtained from the Service, including AI-generated content; and (iv) unauthorised access, use or alteration of your transmissions or content, whether based on warranty, contract, tort (including negligence) or any other legal theory, whether or not we have been informed of the possibility of such damage.`,
          ],
        },
        {
          kind: 'p',
          text: [
            `To the maximum extent permitted by law, the total liability of ${product} for all claims arising out of or relating to these Terms or the Service shall not exceed the greater of the amounts you paid us for the Service in the twelve months before the event giving rise to the claim or one hundred US dollars ($100).`,
          ],
        },
        {
          kind: 'p',
          text: [
            'Some jurisdictions do not allow the exclusion of certain warranties or the limitation of liability for certain damages, so some of the above limitations may not apply to you.',
          ],
        },
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      blocks: [
        {
          kind: 'p',
          text: [
            `You agree to defend, indemnify and hold harmless ${product} and its directors, employees, contractors, agents, licensors and suppliers from and against any claims, liabilities, damages, losses, costs and expenses, including reasonable attorneys' fees, arising out of or relating to (a) your use of the Service; (b) your User Content; (c) your breach of these Terms; or (d) your violation of any law or the rights of a third party, including, for Evaluators, any claim by a Candidate relating to your jobs, interviews or hiring decisions.`,
          ],
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      blocks: [
        {
          kind: 'p',
          text: [
            'These Terms shall be governed by and construed in accordance with the laws of the State of New Jersey, United States, without regard to its conflict of law provisions. You agree that any dispute arising out of or relating to these Terms or the Service shall be brought exclusively in the state or federal courts located in New Jersey, and you consent to the personal jurisdiction of those courts.',
          ],
        },
        {
          kind: 'p',
          text: [
            'Our failure to enforce any right or provision of these Terms will not be considered a waiver of those rights. If any provision of these Terms is held to be invalid or unenforceable by a court, the remaining provisions will remain in effect. These Terms, together with our ',
            privacyLink,
            ' and ',
            cookiesLink,
            ', constitute the entire agreement between us regarding the Service and supersede any prior agreements.',
          ],
        },
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to These Terms',
      blocks: [
        {
          kind: 'p',
          text: [
            'We reserve the right, at our sole discretion, to modify or replace these Terms at any time. We will post the revised Terms on this page and update the "Last Updated" date above. If a revision is material, we will try to provide at least 30 days\' notice, by e-mail or through the Service, before the new terms take effect. What constitutes a material change will be determined at our sole discretion.',
          ],
        },
        {
          kind: 'p',
          text: [
            'By continuing to access or use the Service after those revisions become effective, you agree to be bound by the revised Terms. If you do not agree to the new Terms, please stop using the Service.',
          ],
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'p',
          text: [
            'If you have any questions about these Terms, please contact us by e-mail at ',
            email,
            ' or through our ',
            { text: 'contact page', href: '/contact' },
            '.',
          ],
        },
      ],
    },
  ],
};
