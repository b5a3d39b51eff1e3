import type { QuestionAnswer } from '@/content/types';
import { RichText } from '../RichText/RichText';
import styles from './FaqDetails.module.css';

/** Questions as native disclosure widgets: keyboard and screen-reader support come from the browser, no script. */
export function FaqDetails({ items }: { items: readonly QuestionAnswer[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
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
