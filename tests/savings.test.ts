import { expect, test } from '@playwright/test';
import { calculateSavings, parseSavingsField, savingsDefaults, savingsFieldNames, savingsRules, type SavingsInput } from '../lib/savings';
import { calculatorPlans } from '../content/savings';
import { screeningTimeSavedLabel, screeningTimeSavedPercent } from '../content/claims';
import { howItWorks } from '../content/home';
import { planById } from '../content/pricing';

test('the calculator computes with the plans of content/pricing.ts and the claim Home shows', () => {
  const trial = planById('trial');
  const enterprise = planById('enterprise');
  expect(calculatorPlans).toEqual({
    trial: { name: trial.name, priceUsd: trial.priceUsd, interviews: trial.interviews.count, days: trial.durationDays },
    enterprise: { name: enterprise.name, priceUsd: enterprise.priceUsd, interviews: enterprise.interviews.count },
  });
  expect(screeningTimeSavedLabel).toBe(`${screeningTimeSavedPercent}%`);
  expect(howItWorks.claimFigure).toBe(screeningTimeSavedLabel);
});

test('the defaults and every bound are accepted; one step past a bound is not', () => {
  for (const field of savingsFieldNames) {
    expect(parseSavingsField(field, savingsDefaults[field]).ok, field).toBe(true);
    const { min, max } = savingsRules[field];
    expect(parseSavingsField(field, String(min)), field).toEqual({ ok: true, value: min });
    expect(parseSavingsField(field, String(max)), field).toEqual({ ok: true, value: max });
    expect(parseSavingsField(field, String(min - 1)), field).toEqual({ ok: false, problem: 'tooSmall' });
    expect(parseSavingsField(field, String(max + 1)), field).toEqual({ ok: false, problem: 'tooLarge' });
  }
});

test('text that is not a plain figure is refused with its reason', () => {
  const cases: [Parameters<typeof parseSavingsField>[0], string, string][] = [
    ['roles', '', 'empty'],
    ['roles', '   ', 'empty'],
    ['roles', 'abc', 'format'],
    ['roles', '-5', 'format'],
    ['roles', '1e3', 'format'],
    ['roles', 'Infinity', 'format'],
    ['roles', 'NaN', 'format'],
    ['roles', '0x10', 'format'],
    ['applicants', '1,0', 'format'],
    ['applicants', '9'.repeat(400), 'format'],
    ['roles', '2.5', 'whole'],
    ['minutes', '0.5', 'whole'],
    ['hourlyCost', '12.345', 'decimals'],
    ['hourlyCost', '0', 'tooSmall'],
  ];
  for (const [field, raw, problem] of cases) expect(parseSavingsField(field, raw), `${field}=${raw}`).toEqual({ ok: false, problem });
});

test('thousands commas, spaces and a dollar sign are read as people type them', () => {
  expect(parseSavingsField('applicants', ' 1,200 ')).toEqual({ ok: true, value: 1200 });
  expect(parseSavingsField('hourlyCost', '$27.50')).toEqual({ ok: true, value: 27.5 });
  expect(parseSavingsField('hourlyCost', '$ 1,000')).toEqual({ ok: true, value: 1000 });
  expect(parseSavingsField('roles', '$2').ok).toBe(false);
});

test('every figure is finite at the extremes the inputs allow', () => {
  const corners = (field: keyof SavingsInput) => [savingsRules[field].min, savingsRules[field].max];
  for (const roles of corners('roles'))
    for (const applicants of corners('applicants'))
      for (const minutes of corners('minutes'))
        for (const hourlyCost of corners('hourlyCost')) {
          const result = calculateSavings({ roles, applicants, minutes, hourlyCost }, screeningTimeSavedPercent, calculatorPlans);
          for (const value of [result.screens, result.hoursNow, result.hoursSaved, result.costSaved, result.costPerInterview ?? 0, result.netSaving ?? 0]) {
            expect(Number.isFinite(value)).toBe(true);
          }
        }
});

test('the plan that fits: trial up to its interviews, Enterprise up to its monthly interviews, then none', () => {
  const { trial, enterprise } = calculatorPlans;
  const at = (screens: number) => calculateSavings({ roles: 1, applicants: screens, minutes: 10, hourlyCost: 10 }, 70, calculatorPlans);
  expect(at(trial.interviews).fit).toBe('trial');
  expect(at(trial.interviews + 1).fit).toBe('enterprise');
  expect(at(enterprise.interviews).fit).toBe('enterprise');
  expect(at(enterprise.interviews + 1)).toMatchObject({ fit: 'beyond', costPerInterview: null, netSaving: null });
});
