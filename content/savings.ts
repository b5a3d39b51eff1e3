import { config } from '../lib/config';
import type { CalculatorPlans } from '../lib/savings';
import { screeningTimeSavedLabel } from './claims';
import { noCreditCardNote, planById } from './pricing';
import { routes } from './routes';
import type { CallToActionContent, Paragraph } from './types';

const trial = planById('trial');
const enterprise = planById('enterprise');

/** The plan facts the calculator computes with: read from `plans`, never retyped. */
export const calculatorPlans: CalculatorPlans = {
  trial: { name: trial.name, priceUsd: trial.priceUsd, interviews: trial.interviews.count, days: trial.durationDays ?? 0 },
  enterprise: { name: enterprise.name, priceUsd: enterprise.priceUsd, interviews: enterprise.interviews.count },
};

export const savingsPage = {
  eyebrow: 'Savings Calculator',
  heading: 'What Would Your First Round Cost With Video Interviews?',
  lead: `Enter how many people you screen by phone today. The calculator applies the ${screeningTimeSavedLabel} of screening time that teams save on average with ${config.productName}, finds the plan that fits your volume, and shows every step of the sum.`,
  assumptions: {
    heading: 'What the Calculator Assumes',
    lead: 'A calculator is only as good as its assumptions. These are ours, so you can check them against your own numbers.',
    items: [
      [
        `Every applicant you screen by phone today answers one ${config.productName} video interview instead. One interview is one candidate answering the questions of one job.`,
      ],
      [
        `${screeningTimeSavedLabel} is the share of screening time teams save on average by replacing first‑round phone calls with recorded answers they review when it suits them. It is an average, not a guarantee: a team that watches every answer in full saves less.`,
      ],
      [
        'The hourly cost is what one hour of the screener costs you. Include overheads if you want the full cost; the calculator multiplies by whatever you enter.',
      ],
      [
        `Prices are those on our `,
        { text: 'pricing page', href: routes.pricing.path },
        `: ${trial.name} is free for ${trial.durationDays} days with ${trial.interviewsLabel}; ${enterprise.name} costs ${enterprise.priceLabel} ${enterprise.periodLabel} ${enterprise.taxNote} and includes ${enterprise.interviewsLabel}. Tax is left out of every figure.`,
      ],
      [
        'The time you spend on callback meetings with the people you pick is the same either way, so it is left out.',
      ],
    ] satisfies Paragraph[],
  },
  closing: {
    heading: 'Try It on Your Next Role',
    text: `The trial includes ${trial.interviews.count} interviews: enough to compare against one round of phone screens.`,
    actions: [trial.cta, { label: 'Compare Plans', href: routes.pricing.path }],
    note: noCreditCardNote,
  } satisfies CallToActionContent,
} as const;

/** The link to the calculator from /pricing and from Home's pricing summary. */
export const savingsLink = {
  label: 'Estimate Your Savings',
  href: routes.savings.path,
  pricingText: `What ${screeningTimeSavedLabel} less screening time is worth at your volume, and which plan fits.`,
} as const;
