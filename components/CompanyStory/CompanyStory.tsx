import type { Fact } from '@/content/types';
import styles from './CompanyStory.module.css';

interface CompanyStoryProps {
  paragraphs: readonly string[];
  facts: readonly Fact[];
  /** The small title above the facts. */
  factsLabel: string;
}

/** The founding story as prose, with the key facts beside it on wide screens and below it on phones. */
export function CompanyStory({ paragraphs, facts, factsLabel }: CompanyStoryProps) {
  return (
    <div className={styles.story}>
      <div className={styles.prose}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.facts}>
        <p className={styles.factsLabel}>{factsLabel}</p>
        <dl className={styles.list}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.term}>{fact.label}</dt>
              <dd className={styles.value}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
