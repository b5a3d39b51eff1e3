/**
 * The savings calculator's arithmetic, input rules and number formats (the words are in
 * content/savingsCalculator.ts). Import-free: the calculator is a client leaf, and what it imports ships.
 */

export const savingsFieldNames = ['roles', 'applicants', 'minutes', 'hourlyCost'] as const;
/** Also the URL query's parameter names, so a result can be shared. */
export type SavingsField = (typeof savingsFieldNames)[number];

export interface SavingsFieldRule {
  min: number;
  max: number;
  /** 'count' and 'minutes' take whole numbers; 'usd' takes up to two decimals and an optional leading $. */
  kind: 'count' | 'minutes' | 'usd';
}

/** Large enough for any single team, small enough that every figure stays readable. */
export const savingsRules: Record<SavingsField, SavingsFieldRule> = {
  roles: { min: 1, max: 500, kind: 'count' },
  applicants: { min: 1, max: 5000, kind: 'count' },
  minutes: { min: 1, max: 240, kind: 'minutes' },
  hourlyCost: { min: 1, max: 1000, kind: 'usd' },
};

/** What the page shows before anyone types: a small team filling two roles a month. */
export const savingsDefaults: Record<SavingsField, string> = {
  roles: '2',
  applicants: '40',
  minutes: '20',
  hourlyCost: '30',
};

/** Longest text a field accepts (also the inputs' maxLength): anything longer is not a figure we handle. */
export const savingsInputMaxLength = 12;

export type SavingsProblem = 'empty' | 'format' | 'whole' | 'decimals' | 'tooSmall' | 'tooLarge';

export type ParsedField = { ok: true; value: number } | { ok: false; problem: SavingsProblem };

/** Reads one field as typed: digits with optional thousands commas (and a leading $ for money). */
export function parseSavingsField(field: SavingsField, raw: string): ParsedField {
  const rule = savingsRules[field];
  let text = raw.trim();
  if (!text) return { ok: false, problem: 'empty' };
  if (rule.kind === 'usd') text = text.replace(/^\$\s*/, '');
  text = text.replace(/,(?=\d{3}(\D|$))/g, '');
  if (text.length > savingsInputMaxLength || !/^\d+(\.\d+)?$/.test(text)) return { ok: false, problem: 'format' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'format' };
  if (rule.kind !== 'usd' && !Number.isInteger(value)) return { ok: false, problem: 'whole' };
  if (rule.kind === 'usd' && (text.split('.')[1]?.length ?? 0) > 2) return { ok: false, problem: 'decimals' };
  if (value < rule.min) return { ok: false, problem: 'tooSmall' };
  if (value > rule.max) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}

/** The plan facts the calculator needs, taken from content/pricing.ts `plans` by the page. */
export interface CalculatorPlan {
  name: string;
  priceUsd: number;
  /** Interviews included: during the trial, or per month. */
  interviews: number;
}

export interface CalculatorPlans {
  trial: CalculatorPlan & { days: number };
  enterprise: CalculatorPlan;
}

export type SavingsInput = Record<SavingsField, number>;

export interface SavingsResult {
  /** roles × applicants: one first-round phone screen, and so one video interview, per applicant. */
  screens: number;
  /** screens × minutes ÷ 60. */
  hoursNow: number;
  /** hoursNow × the claimed share. */
  hoursSaved: number;
  /** hoursSaved × hourly cost. */
  costSaved: number;
  /** Which plan covers `screens` interviews a month; 'beyond' when no published plan does. */
  fit: 'trial' | 'enterprise' | 'beyond';
  /** Enterprise's monthly price ÷ screens; null when no published plan covers the volume. */
  costPerInterview: number | null;
  /** costSaved − Enterprise's monthly price; null when no published plan covers the volume. */
  netSaving: number | null;
}

export function calculateSavings(input: SavingsInput, percentSaved: number, plans: CalculatorPlans): SavingsResult {
  const screens = input.roles * input.applicants;
  const hoursNow = (screens * input.minutes) / 60;
  const hoursSaved = (hoursNow * percentSaved) / 100;
  const costSaved = hoursSaved * input.hourlyCost;
  const fit = screens <= plans.trial.interviews ? 'trial' : screens <= plans.enterprise.interviews ? 'enterprise' : 'beyond';
  const priced = fit !== 'beyond';
  return {
    screens,
    hoursNow,
    hoursSaved,
    costSaved,
    fit,
    costPerInterview: priced ? plans.enterprise.priceUsd / screens : null,
    netSaving: priced ? costSaved - plans.enterprise.priceUsd : null,
  };
}

const countFormat = new Intl.NumberFormat('en-US');
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const dollarsFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});
const centsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Whole numbers with thousands commas: 1,200. */
export const formatCount = (value: number) => countFormat.format(value);
/** Hours to one decimal place: 18.7. */
export const formatHours = (value: number) => hoursFormat.format(value);
/** Whole dollars: $1,867 (−$81 below zero). */
export const formatDollars = (value: number) => dollarsFormat.format(value);
/** Dollars and cents: $1.24. */
export const formatCents = (value: number) => centsFormat.format(value);
/** An entered amount as entered: $30 stays $30, $27.5 shows as $27.50. */
export const formatRate = (value: number) => (Number.isInteger(value) ? formatDollars(value) : formatCents(value));
