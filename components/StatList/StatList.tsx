import type { FeatureStat } from '@/content/features';
import styles from './StatList.module.css';

interface StatListProps {
  stats: readonly FeatureStat[];
  /** `cards`: one bordered card per figure (/features). `strip`: one row divided by rules (under Home's hero). */
  variant?: 'cards' | 'strip';
}

/** Headline numbers in a row: a big value and what it measures. */
export function StatList({ stats, variant = 'cards' }: StatListProps) {
  return (
    <ul className={`${styles.stats} ${styles[variant]}`}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
