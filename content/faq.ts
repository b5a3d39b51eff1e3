import { config } from '../lib/config';
import { routes } from './routes';
import { plans } from './pricing';
import { trialLengthAdjective } from './plans';

const [trialPlan, enterprisePlan] = plans;
import type { CallToActionContent, FaqGroup, FaqItem, Paragraph } from './types';
import { screeningTimeSavedLabel } from './claims';

export type { FaqGroup, FaqItem };



const product = config.productName;
const mail = { text: config.contactEmail, href: config.links.mail };

const faqLead: Paragraph = [
  `Straight answers about ${product}, what candidates need, pricing and how we handle your data. Can’t find yours? E‑mail us at `,
  mail,
  '.',
];

export const faqPage = {
  eyebrow: 'FAQ',
  heading: 'Frequently Asked Questions',
  lead: faqLead,
  navLabel: 'FAQ topics',
};

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'product',
    heading: 'The Product',
    items: [
      {
        id: 'what-is-it',
        question: `What is ${product}?`,
        answer: [
          [
            `${product} is an asynchronous AI video interview platform. You create a job, publish it to our public job board and send evaluation questions; candidates answer on video in their own time, and you review the recordings in one scrollable view before booking callbacks with the people you want to meet.`,
          ],
          [
            `Employers, recruiters, coaches and casting teams use it to replace first‑round calls. On average it saves ${screeningTimeSavedLabel} of screening time.`,
          ],
        ],
      },
      {
        id: 'ai-questions',
        question: 'How are the interview questions created?',
        answer: [
          [
            'Our AI reads the job title, description and requirements and drafts questions that test for them. You can edit, reorder or replace any of them, or write your own, before a single candidate sees them.',
          ],
        ],
      },
      {
        id: 'callback-meetings',
        question: 'How do callback meetings work?',
        answer: [
          [
            'When a candidate stands out, you invite them to a callback by phone, in person or on a virtual meeting service. You set the weekday time slots you can offer and a sliding validity period, and we e‑mail the candidate a calendar link. They pick a slot, and the meeting is booked.',
          ],
        ],
      },
      {
        id: 'who-uses-it',
        question: `Who uses ${product}?`,
        answer: [
          [
            'Small business owners without an HR department, hiring agencies running drives such as campus recruitment, and brands evaluating influencers or content creators in bulk. See real scenarios on our ',
            { text: 'use cases page', href: routes.usecases.path },
            '.',
          ],
        ],
      },
    ],
  },
  {
    id: 'candidates',
    heading: 'For Candidates',
    items: [
      {
        id: 'candidate-requirements',
        question: 'What do candidates need to take an interview?',
        answer: [
          [
            'Only a web browser with a camera and a microphone. Candidates don’t create an account or install an app: they open the interview link and start recording.',
          ],
        ],
      },
      {
        id: 'candidate-practice',
        question: 'Can I test my camera and practise before an interview?',
        answer: [
          [
            'Yes. Our ',
            { text: 'practice interview page', href: routes.practice.path },
            ' checks your camera and microphone and lets you record and play back an answer to a sample question. The recording never leaves your device.',
          ],
        ],
      },
      {
        id: 'candidate-timing',
        question: 'When do candidates answer the questions?',
        answer: [
          [
            'Whenever it suits them. Interviews are asynchronous, so candidates record their answers at their own time, from wherever they are, and you watch them when it suits you.',
          ],
        ],
      },
      {
        id: 'candidate-preview',
        question: 'Can I see what candidates see before I send an interview?',
        answer: [
          [
            'Yes. Open any of our ',
            { text: 'demo interviews', href: routes.demo.path },
            ' to go through the questions and the recording flow exactly as a candidate would.',
          ],
        ],
      },
    ],
  },
  {
    id: 'pricing-and-trial',
    heading: 'Pricing and Trial',
    items: [
      {
        id: 'free-trial',
        question: 'How does the free trial work?',
        answer: [
          [
            `The Trial plan costs ${trialPlan.priceLabel} ${trialPlan.periodLabel} for ${trialPlan.durationDays} days and includes ${trialPlan.interviewsLabel}, the job board, chat technical support and our newest features. `,
            { text: 'Start your free trial', href: config.links.trial },
            ' whenever you are ready.',
          ],
        ],
      },
      {
        id: 'credit-card',
        question: 'Do I need a credit card to sign up?',
        answer: [['No. You can sign up and run your first interviews without entering any payment details.']],
      },
      {
        id: 'enterprise-plan',
        question: 'What does the Enterprise plan include?',
        answer: [
          [
            `Enterprise costs ${enterprisePlan.priceLabel} ${enterprisePlan.periodLabel} ${enterprisePlan.taxNote} and includes ${enterprisePlan.interviewsLabel}, the job board, chat technical support and our newest features. Compare both plans on the `,
            { text: 'pricing page', href: routes.pricing.path },
            '.',
          ],
        ],
      },
      {
        id: 'card-storage',
        question: 'Do you store my card details?',
        answer: [
          [
            'No. Payments are handled by third‑party payment processors, and we never store your card details on our servers.',
          ],
        ],
      },
    ],
  },
  {
    id: 'privacy-and-data',
    heading: 'Privacy and Data',
    items: [
      {
        id: 'do-not-track',
        question: 'Do you track visitors to this website?',
        answer: [
          [
            'We honour Do Not Track. When your browser sends a Do Not Track signal, we set no cookies and serve no ads. Details are in our ',
            { text: 'cookies policy', href: routes.cookies.path },
            '.',
          ],
        ],
      },
      {
        id: 'data-rights',
        question: 'How do I access, correct or delete my data?',
        answer: [
          ['Send your request by e‑mail to ', mail, ' and we will act on it as the GDPR and the CCPA require.'],
          [
            'California residents may request the information we hold up to two times in any rolling twelve months, covering the previous 12 months. Read the full ',
            { text: 'privacy policy', href: routes.privacy.path },
            '.',
          ],
        ],
      },
      {
        id: 'data-location',
        question: 'Where is my data processed?',
        answer: [
          [
            'Your data may be transferred to and processed in the United States. By using the service you consent to that transfer, and we take reasonable steps to keep your data secure wherever it is processed.',
          ],
        ],
      },
      {
        id: 'minimum-age',
        question: `Can people under 18 use ${product}?`,
        answer: [
          [
            `No. You must be at least 18 years old to use ${product}, and we do not knowingly collect personal data from anyone younger. See our `,
            { text: 'terms of use', href: routes.terms.path },
            '.',
          ],
        ],
      },
    ],
  },
];

/** The questions the Home page's accordion shows, picked from the groups above by id. */
const homeFaqIds = ['what-is-it', 'candidate-requirements', 'free-trial', 'credit-card'] as const;

function faqItemById(id: string): FaqItem {
  for (const group of faqGroups) {
    const item = group.items.find((candidate) => candidate.id === id);
    if (item) return item;
  }
  throw new Error(`content/faq.ts: no FAQ item with id "${id}"`);
}

export const homeFaqItems: readonly FaqItem[] = homeFaqIds.map(faqItemById);

export const faqCta: CallToActionContent = {
  heading: 'Still Have a Question?',
  text: `Our team answers every message within one business day, or you can see for yourself with a free ${trialLengthAdjective} trial.`,
  actions: [{ label: 'Start Free Trial', href: config.links.trial }, { label: 'Contact Us', href: routes.contact.path }],
};
