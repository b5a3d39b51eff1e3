'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { savingsCalculatorText as text, savingsFieldCopy } from '@/content/savingsCalculator';
import {
  calculateSavings,
  formatCents,
  formatCount,
  formatDollars,
  formatHours,
  formatRate,
  parseSavingsField,
  savingsDefaults,
  savingsFieldNames,
  savingsInputMaxLength,
  savingsRules,
  type CalculatorPlans,
  type SavingsField,
  type SavingsInput,
  type SavingsResult,
} from '@/lib/savings';
import styles from './SavingsCalculator.module.css';

export interface SavingsCalculatorProps {
  /** The screening-time claim, e.g. 70 (content/claims.ts). */
  percentSaved: number;
  /** From content/pricing.ts `plans`. */
  plans: CalculatorPlans;
  contactHref: string;
}

type Values = Record<SavingsField, string>;

function boundLabel(field: SavingsField, value: number) {
  return savingsRules[field].kind === 'usd' ? formatDollars(value) : formatCount(value);
}

/** The URL's figures win; a field the URL leaves out keeps what is in it (typed before hydration, or the default). */
function initialValues(fields: HTMLElement | null): Values {
  const query = new URLSearchParams(window.location.search);
  const values = { ...savingsDefaults };
  for (const field of savingsFieldNames) {
    const input = fields?.querySelector(`[name="${field}"]`);
    const current = input instanceof HTMLInputElement ? input.value : undefined;
    values[field] = (query.get(field) ?? current ?? savingsDefaults[field]).slice(0, savingsInputMaxLength);
  }
  return values;
}

/**
 * The savings calculator: four figures in, hours and dollars saved out, with the plan that fits and every step
 * of the sum in words. Server-rendered with the defaults; the figures live in the URL query so a result can be
 * shared.
 */
export function SavingsCalculator({ percentSaved, plans, contactHref }: SavingsCalculatorProps) {
  const fieldsRef = useRef<HTMLElement>(null);
  const [values, setValues] = useState<Values>(savingsDefaults);

  useEffect(() => {
    // Runs once after hydration: window.location is not known to the server render.
    setValues(initialValues(fieldsRef.current));
  }, []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    const next = { ...values, [name]: value };
    setValues(next);
    const query = new URLSearchParams(window.location.search);
    for (const field of savingsFieldNames) query.set(field, next[field]);
    window.history.replaceState(null, '', `?${query}`);
  }

  const parsed = savingsFieldNames.map((field) => [field, parseSavingsField(field, values[field])] as const);
  const problems = parsed.filter(([, result]) => !result.ok).length;
  const input = Object.fromEntries(parsed.map(([field, result]) => [field, result.ok ? result.value : 0])) as SavingsInput;
  const result = problems ? null : calculateSavings(input, percentSaved, plans);
  const summary = result ? text.summary(formatHours(result.hoursSaved), formatDollars(result.costSaved)) : text.invalid(problems);

  return (
    <div className={styles.calculator}>
      {/* Not a <form>: there is nothing to submit, the result follows every keystroke. */}
      <section ref={fieldsRef} className={styles.form} aria-labelledby="savings-inputs-heading">
        <h2 id="savings-inputs-heading" className={styles.heading}>
          {text.inputsHeading}
        </h2>
        <p className={styles.muted}>{text.inputsLead}</p>
        {/* Phones: the results are a screen further down, so the sum sits above the figures and stays under the
            header while they are edited; in the flow at first, it covers nothing. A copy of the live line below,
            hidden from screen readers, which hear that one. */}
        <p className={styles.stickySummary} aria-hidden="true" data-state={result ? 'ok' : 'invalid'}>
          {summary}
        </p>
        {parsed.map(([field, fieldResult]) => {
          const rule = savingsRules[field];
          const id = `savings-${field}`;
          const error = fieldResult.ok
            ? null
            : text.errors[fieldResult.problem](rule.kind, boundLabel(field, rule.min), boundLabel(field, rule.max));
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {savingsFieldCopy[field].label}
              </label>
              <p id={`${id}-hint`} className={styles.hint}>
                {savingsFieldCopy[field].hint}
              </p>
              <div className={styles.control}>
                {rule.kind === 'usd' ? (
                  <span className={styles.prefix} aria-hidden="true">
                    {text.dollarSign}
                  </span>
                ) : null}
                <input
                  id={id}
                  name={field}
                  type="text"
                  inputMode={rule.kind === 'usd' ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={savingsInputMaxLength}
                  value={values[field]}
                  onChange={onChange}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
                  className={`${styles.input} ${rule.kind === 'usd' ? styles.money : ''} ${error ? styles.invalid : ''}`}
                />
              </div>
              {error ? (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <p className={styles.muted}>{text.shareNote}</p>
      </section>

      <section className={styles.results} aria-labelledby="savings-results-heading">
        <h2 id="savings-results-heading" className={styles.heading}>
          {text.resultsHeading}
        </h2>
        <p className={styles.summary} aria-live="polite" data-testid="savings-summary">
          {summary}
        </p>
        {result ? (
          <Breakdown result={result} input={input} percentSaved={percentSaved} plans={plans} contactHref={contactHref} />
        ) : (
          <p className={styles.pending}>{text.pending}</p>
        )}
      </section>
    </div>
  );
}

function Breakdown({
  result,
  input,
  percentSaved,
  plans: { trial, enterprise },
  contactHref,
}: {
  result: SavingsResult;
  input: SavingsInput;
  percentSaved: number;
  plans: CalculatorPlans;
  contactHref: string;
}) {
  const screens = formatCount(result.screens);
  const price = formatDollars(enterprise.priceUsd);
  const included = formatCount(enterprise.interviews);
  const perInterview = result.costPerInterview === null ? null : formatCents(result.costPerInterview);
  const figures: [string, string][] = [
    [text.figures.hoursSaved, formatHours(result.hoursSaved)],
    [text.figures.costSaved, formatDollars(result.costSaved)],
    [
      text.figures.plan,
      result.fit === 'trial'
        ? text.planFigure.trial(trial.name, enterprise.name)
        : result.fit === 'enterprise'
          ? text.planFigure.enterprise(enterprise.name)
          : text.planFigure.beyond,
    ],
    [
      text.figures.costPerInterview,
      perInterview === null
        ? text.costPerInterviewFigure.beyond
        : result.fit === 'trial'
          ? text.costPerInterviewFigure.trial(perInterview)
          : text.costPerInterviewFigure.enterprise(perInterview),
    ],
  ];
  const steps = [
    text.steps.screens(formatCount(input.roles), formatCount(input.applicants), screens),
    text.steps.hoursNow(screens, formatCount(input.minutes), formatHours(result.hoursNow)),
    text.steps.hoursSaved(formatHours(result.hoursNow), `${percentSaved}%`, formatHours(result.hoursSaved)),
    text.steps.costSaved(formatHours(result.hoursSaved), formatRate(input.hourlyCost), formatDollars(result.costSaved)),
    perInterview === null
      ? text.steps.costPerInterviewBeyond(screens)
      : text.steps.costPerInterview(enterprise.name, price, screens, perInterview),
    ...(result.netSaving === null
      ? []
      : [
          `${text.steps.net(enterprise.name, formatDollars(result.costSaved), price, formatDollars(result.netSaving))}${
            result.netSaving < 0 ? ` ${text.steps.netNegative}` : ''
          }`,
        ]),
  ];

  return (
    <>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.plan}>
        {result.fit === 'trial'
          ? text.plan.trial(screens, trial.name, formatCount(trial.interviews), formatCount(trial.days), enterprise.name, price, included)
          : result.fit === 'enterprise'
            ? text.plan.enterprise(screens, enterprise.name, price, included)
            : (
                <>
                  {text.plan.beyond(screens, enterprise.name, included)} <a href={contactHref}>{text.plan.contactLink}</a>.
                </>
              )}
      </p>
      <h3 className={styles.stepsHeading}>{text.stepsHeading}</h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.muted}>{text.rounding}</p>
    </>
  );
}
