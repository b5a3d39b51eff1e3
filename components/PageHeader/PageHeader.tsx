import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Above the eyebrow: a page's breadcrumb trail. */
  top?: ReactNode;
  children?: ReactNode;
  /** Less air on phones, where the page's first content must share the first screen with the cookie notice. */
  compact?: boolean;
  /** A title of a sentence or two (a question page's): a smaller size, so it stays a few lines. */
  longTitle?: boolean;
  /** `start`: everything on the column's left edge, as the body below it (a question page's guide); else centred. */
  align?: 'center' | 'start';
}

/** The top of an inner page: the page's one h1 with an optional eyebrow and lead. */
export function PageHeader({ eyebrow, title, lead, top, children, compact = false, longTitle = false, align = 'center' }: PageHeaderProps) {
  const className = [styles.pageHeader, compact ? styles.compact : '', align === 'start' ? styles.start : ''].filter(Boolean).join(' ');
  return (
    <header className={className}>
      <div className={styles.inner}>
        {top}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={longTitle ? `${styles.title} ${styles.longTitle}` : styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
