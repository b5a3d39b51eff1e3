import { Children, type ReactNode } from 'react';
import styles from './CardGrid.module.css';

interface CardGridProps {
  /** At most this many columns on wide screens; narrow screens stack. */
  columns?: 1 | 2 | 3 | 4;
  children: ReactNode;
  /** Renders as a list so screen readers announce the number of cards. */
  as?: 'ul' | 'div';
}

/**
 * The columns for `count` cards, at most `max`: one row when they fit, else the widest count that divides them
 * (4 cards in 2 columns, not 3 and a hole); otherwise 3 columns whose last row's cards widen to fill it
 * (CardGrid.module.css), so no row is left with a hole.
 */
export function gridColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  for (let columns = max; columns >= 2; columns -= 1) if (count % columns === 0) return columns;
  return Math.min(max, 3);
}

/** A responsive grid of cards: one column on phones, up to `columns` on desktops, every row full. */
export function CardGrid({ columns = 3, children, as = 'div' }: CardGridProps) {
  const Tag = as;
  const count = Children.toArray(children).length;
  // One column has no class of its own: the grid's default.
  const layout = styles[`cols${gridColumns(count, columns)}`];
  return <Tag className={layout ? `${styles.grid} ${layout}` : styles.grid}>{children}</Tag>;
}
