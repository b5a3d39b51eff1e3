import { config } from '../lib/config';
import { routes } from './routes';
import { noCreditCardNote, plans, trialLengthAdjective } from './plans';
import type { CallToActionContent, ComparisonRow, Plan, PlanId, FaqItem } from './types';

export { noCreditCardNote, plans } from './plans';

export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan "${id}"`);
  return plan;
}

const [trial, enterprise] = plans;

function perPlan(value: (plan: Plan) => string | boolean): Record<PlanId, string | boolean> {
  return { trial: value(trial), enterprise: value(enterprise) };
}

/** Every feature any plan includes, in the order the plans list them. */
const allFeatures = [...new Set(plans.flatMap((plan) => plan.features))];

/** The comparison table: price and limits first, then one row per feature. */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    label: 'Price',
    values: perPlan((plan) => [plan.priceLabel, plan.periodLabel, plan.taxNote].filter(Boolean).join(' ')),
  },
  { label: 'Plan length', values: perPlan((plan) => plan.termLabel) },
  { label: 'Video interviews', values: perPlan((plan) => plan.interviewsLabel) },
  ...allFeatures.map((feature) => ({ label: feature, values: perPlan((plan) => plan.features.includes(feature)) })),
];

const pricingFaq: readonly FaqItem[] = [
  {
    id: 'pricing-credit-card',
    question: 'Do I need a credit card to start the trial?',
    answer: [
      [
        `No. Sign up with your e‑mail, publish a job and collect your first video answers without entering any payment details. The trial runs for ${trial.durationDays} days and includes ${trial.interviews.count} interviews.`,
      ],
    ],
  },
  {
    id: 'pricing-what-counts',
    question: 'What counts as an interview?',
    answer: [
      [
        'One interview is one candidate answering the questions of one job on video. Creating and publishing jobs, generating questions, reviewing recordings and scheduling callback meetings are never counted.',
      ],
    ],
  },
  {
    id: 'pricing-after-trial',
    question: 'What happens when my trial ends?',
    answer: [
      [
        `You can move to ${enterprise.name} from your account at any time, also before the trial is over. ${enterprise.name} costs ${enterprise.priceLabel} ${enterprise.periodLabel} ${enterprise.taxNote} and includes ${enterprise.interviewsLabel}.`,
      ],
    ],
  },
  {
    id: 'pricing-tax',
    question: 'How is tax calculated, and who handles my payment?',
    answer: [
      [
        'Prices are shown before tax. Any sales tax or VAT that applies where your business is registered is added at checkout and shown before you pay.',
      ],
      [
        `Payments are processed by our third‑party payment provider; ${config.productName} never stores your card details.`,
      ],
    ],
  },
  {
    id: 'pricing-switch-plans',
    question: `What if we need more than ${enterprise.interviews.count} interviews a month?`,
    answer: [
      [
        'Write to us at ',
        { text: config.contactEmail, href: config.links.mail },
        ' with the number of roles and candidates you expect, and we will suggest the right setup for your team.',
      ],
    ],
  },
];

export const pricingPage = {
  heading: 'Simple Pricing for Every Hiring Team',
  eyebrow: 'Pricing',
  lead: `Start with a free ${trialLengthAdjective} trial, then move to ${enterprise.name} when video screening becomes part of every hire. Both plans include the job board, chat technical support and the newest features.`,
  comparison: {
    heading: 'Compare Plans',
    lead: 'Both plans include every core feature. What changes is how long you use them and how many interviews you receive.',
    caption: `${trial.name} and ${enterprise.name}, side by side`,
    featureColumn: 'Feature',
    included: 'Included',
    notIncluded: 'Not included',
  },
  faq: {
    heading: 'Pricing Questions',
    items: pricingFaq,
  },
  closing: {
    heading: 'Start Screening Candidates Today',
    text: `Publish your first job in minutes and let ${config.productName} take care of the first round.`,
    actions: [trial.cta, { label: 'Contact Us', href: routes.contact.path }],
    note: noCreditCardNote,
  } satisfies CallToActionContent,
} as const;
