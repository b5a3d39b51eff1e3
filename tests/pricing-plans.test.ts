import { expect, test } from '@playwright/test';
import { config } from '../lib/config';
import { comparisonRows, noCreditCardNote, planById, plans } from '../content/pricing';

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test('exactly two plans, trial then enterprise, one of them highlighted with a badge', () => {
  expect(plans.map((plan) => plan.id)).toEqual(['trial', 'enterprise']);
  const highlighted = plans.filter((plan) => plan.highlighted);
  expect(highlighted).toHaveLength(1);
  // Not by colour alone: the highlighted plan carries badge text.
  expect(highlighted[0]!.badge?.trim()).toBeTruthy();
  // A badge says whom the plan suits, never a popularity the site has no figure for.
  expect(highlighted[0]!.badge).not.toMatch(/popular|best|favou?rite|recommended by/i);
  expect(planById('enterprise')).toBe(plans[1]);
});

for (const plan of plans) {
  test(`${plan.id}: every display string agrees with its machine field`, () => {
    expect(Number.isInteger(plan.priceUsd) && plan.priceUsd >= 0).toBe(true);
    expect(plan.priceLabel).toBe(usd(plan.priceUsd));
    expect(plan.periodLabel).toBe(`per ${plan.pricePeriod}`);
    // Tax applies to a paid plan only.
    if (plan.priceUsd > 0) expect(plan.taxNote).toBe('plus applicable tax');
    else expect(plan.taxNote).toBeUndefined();
    if (plan.durationDays !== undefined) expect(plan.termLabel).toContain(`${plan.durationDays} days`);
    expect(Number.isInteger(plan.interviews.count) && plan.interviews.count > 0).toBe(true);
    expect(plan.interviewsLabel).toBe(
      `${plan.interviews.count} interviews ${plan.interviews.per === 'trial' ? 'during the trial' : `per ${plan.pricePeriod}`}`,
    );
    expect(new Set(plan.features).size).toBe(plan.features.length);
    expect(plan.cta.label.trim()).toBeTruthy();
    expect(Object.values(config.links)).toContain(plan.cta.href);
  });
}

test('the values are the required plan constants', () => {
  const trial = planById('trial');
  const enterprise = planById('enterprise');
  expect(trial).toMatchObject({
    priceUsd: 0,
    pricePeriod: 'month',
    priceLabel: '$0',
    periodLabel: 'per month',
    durationDays: 14,
    interviews: { count: 5, per: 'trial' },
    interviewsLabel: '5 interviews during the trial',
    ctaNote: 'No credit card required',
  });
  expect(enterprise).toMatchObject({
    priceUsd: 99,
    pricePeriod: 'month',
    priceLabel: '$99',
    periodLabel: 'per month',
    taxNote: 'plus applicable tax',
    interviews: { count: 100, per: 'month' },
    interviewsLabel: '100 interviews per month',
  });
  expect(enterprise.durationDays).toBeUndefined();
  for (const plan of [trial, enterprise]) {
    expect(plan.features).toEqual(['Job board', 'Chat technical support', 'Newest features']);
  }
  expect(noCreditCardNote).toBe('No credit card required');
  expect(trial.cta.href).toBe(`${config.appUrl}/signup?plan=trial`);
  expect(enterprise.cta.href).toBe(`${config.appUrl}/signup`);
});

test('the comparison table has a row per feature, each with a value for both plans', () => {
  const labels = comparisonRows.map((row) => row.label);
  expect(new Set(labels).size).toBe(labels.length);
  for (const feature of new Set(plans.flatMap((plan) => plan.features))) {
    const row = comparisonRows.find((candidate) => candidate.label === feature);
    expect(row, feature).toBeDefined();
    for (const plan of plans) expect(row!.values[plan.id]).toBe(plan.features.includes(feature));
  }
  for (const row of comparisonRows) {
    for (const plan of plans) expect(row.values[plan.id], `${row.label} / ${plan.id}`).not.toBe('');
  }
});
