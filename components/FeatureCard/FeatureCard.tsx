import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';
import { Icon } from '../Icon/Icon';
import styles from './FeatureCard.module.css';

interface FeatureCardProps {
  icon: IconName;
  title: string;
  /** Heading level inside the page outline (h3 under a section's h2). */
  level?: 2 | 3;
  children: ReactNode;
}

/** A card with an icon, a title and a short text. */
export function FeatureCard({ icon, title, level = 3, children }: FeatureCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
