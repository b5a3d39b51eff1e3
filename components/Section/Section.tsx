import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  heading?: string;
  lead?: ReactNode;
  tone?: 'plain' | 'subtle';
  /** Heading level: h2 on most pages. */
  level?: 2 | 3;
  /** A smaller heading, for a band below a page whose own h1 is set smaller (a long question). */
  compact?: boolean;
  /**
   * Links to other pages (a question's related questions, a competency's list): kept out of the site search's index,
   * so a search finds each question on its own page, not on every page that links to it.
   */
  unindexed?: boolean;
  children?: ReactNode;
}

/** A page band with a centred heading block and a content column. */
export function Section({ id, eyebrow, heading, lead, tone = 'plain', level = 2, compact = false, unindexed = false, children }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      className={`${styles.section} ${styles[tone]}`}
      aria-labelledby={heading ? headingId : undefined}
      data-pagefind-ignore={unindexed ? '' : undefined}
    >
      <div className={styles.inner}>
        {heading || eyebrow || lead ? (
          <div className={styles.intro}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {heading ? (
              <Heading id={headingId} className={compact ? `${styles.heading} ${styles.compact}` : styles.heading}>
                {heading}
              </Heading>
            ) : null}
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
