import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

interface CardGridProps {
  /** Columns on wide screens; narrow screens stack. */
  columns?: 2 | 3 | 4;
  children: ReactNode;
  /** Renders as a list so screen readers announce the number of cards. */
  as?: 'ul' | 'div';
}

/** A responsive grid of cards: one column on phones, up to `columns` on desktops. */
export function CardGrid({ columns = 3, children, as = 'div' }: CardGridProps) {
  const Tag = as;
  return <Tag className={`${styles.grid} ${styles[`cols${columns}`]}`}>{children}</Tag>;
}
