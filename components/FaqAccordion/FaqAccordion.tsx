import type { FaqItem } from '@/content/faq';
import { RichText } from '../RichText/RichText';
import styles from './FaqAccordion.module.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Level of the heading around each question: h3 under a section's h2 (the default), h4 one level deeper. */
  questionLevel?: 3 | 4;
}

/**
 * Questions as native <details>/<summary>: opens and closes by mouse, keyboard and find-in-page with no JavaScript.
 * Each item's id is its anchor, so /faq#<id> links straight to a question.
 */
export function FaqAccordion({ items, questionLevel = 3 }: FaqAccordionProps) {
  const Question = questionLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className={styles.item}>
          <summary className={styles.summary}>
            <Question className={styles.question}>{item.question}</Question>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <div className={styles.answer}>
            {item.answer.map((paragraph, index) => (
              <p key={index}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
