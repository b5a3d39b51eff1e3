import { config } from '../lib/config';
import type { Plan } from './types';

/** No credit card is needed to sign up. */
export const noCreditCardNote = 'No credit card required';

type PlanFacts = Omit<Plan, 'priceLabel' | 'periodLabel' | 'termLabel' | 'interviewsLabel'> & { termLabel?: string };

/** The labels a visitor reads are derived from the numbers, so a price or limit is written once. */
function withLabels(facts: PlanFacts): Plan {
  const { count, per } = facts.interviews;
  return {
    ...facts,
    priceLabel: `$${facts.priceUsd}`,
    periodLabel: `per ${facts.pricePeriod}`,
    termLabel: facts.durationDays ? `Free for ${facts.durationDays} days` : (facts.termLabel ?? ''),
    interviewsLabel: per === 'trial' ? `${count} interviews during the trial` : `${count} interviews per ${per}`,
  };
}

/**
 * The two plans (docs/requirements.md, "Plans and constants"): the only place a price or limit is written. /pricing, the Home page's pricing
 * summary, the FAQ, the CTAs, route descriptions and the JSON-LD offers read them from here.
 * Enterprise links to the plain sign-up: the trial link would start a buyer on the trial plan, and the app host
 * has no Enterprise-specific sign-up URL.
 */
export const plans: readonly [Plan, Plan] = [
  withLabels({
    id: 'trial',
    name: 'Trial',
    summary: 'See how candidates answer on video before you spend anything.',
    priceUsd: 0,
    pricePeriod: 'month',
    durationDays: 14,
    interviews: { count: 5, per: 'trial' },
    features: ['Job board', 'Chat technical support', 'Newest features'],
    cta: { label: 'Start Free Trial', href: config.links.trial },
    ctaNote: noCreditCardNote,
  }),
  withLabels({
    id: 'enterprise',
    name: 'Enterprise',
    summary: 'For teams that screen new candidates every week.',
    priceUsd: 99,
    pricePeriod: 'month',
    taxNote: 'plus applicable tax',
    termLabel: 'Billed monthly',
    interviews: { count: 100, per: 'month' },
    features: ['Job board', 'Chat technical support', 'Newest features'],
    cta: { label: 'Choose Enterprise', href: config.links.signUp },
    highlighted: true,
    // With two plans, one of them free, "Most popular" would be a claim no figure backs: the badge says whom it suits.
    badge: 'For Ongoing Hiring',
  }),
];

export const [trialPlan, enterprisePlan] = plans;

/**
 * The trial's length as an adjective in running text, '14‑day', with a non-breaking hyphen (U+2011) so a
 * narrow screen never breaks it into '14-' and 'day'.
 */
export const trialLengthAdjective = `${trialPlan.durationDays}\u2011day`;

