import type { ComparisonRow, Plan } from '@/content/types';
import { Icon } from '../Icon/Icon';
import styles from './PlanComparison.module.css';

interface PlanComparisonProps {
  plans: readonly Plan[];
  rows: readonly ComparisonRow[];
  caption: string;
  /** Header of the first column, above the row labels. */
  featureColumnLabel: string;
  /** Read by screen readers for a check mark / a cross. */
  includedLabel: string;
  notIncludedLabel: string;
  id?: string;
}

/**
 * The plans side by side as a real table. On a narrow screen it wraps to fit; if it ever cannot, it scrolls
 * inside its own labelled, focusable container so keyboard users can scroll it too, never the page.
 */
export function PlanComparison({
  plans,
  rows,
  caption,
  featureColumnLabel,
  includedLabel,
  notIncludedLabel,
  id = 'plan-comparison',
}: PlanComparisonProps) {
  const captionId = `${id}-caption`;
  return (
    // A named <section> is the region landmark: the table scrolls sideways on narrow screens, so keyboard users can focus it.
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table id={id} className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rowLabel}>
              {featureColumnLabel}
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className={plan.highlighted ? styles.highlighted : undefined}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={styles.rowLabel}>
                {row.label}
              </th>
              {plans.map((plan) => {
                const value = row.values[plan.id];
                return (
                  <td key={plan.id} className={plan.highlighted ? styles.highlighted : undefined}>
                    {typeof value === 'string' ? (
                      value
                    ) : (
                      <span className={value ? styles.included : styles.excluded}>
                        <Icon name={value ? 'check' : 'x'} size={22} />
                        <span className="visually-hidden">{value ? includedLabel : notIncludedLabel}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
