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
}

/** The top of an inner page: the page's one h1 with an optional eyebrow and lead. */
export function PageHeader({ eyebrow, title, lead, top, children, compact = false, longTitle = false }: PageHeaderProps) {
  return (
    <header className={compact ? `${styles.pageHeader} ${styles.compact}` : styles.pageHeader}>
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
