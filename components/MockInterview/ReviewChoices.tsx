import type { ReactNode } from 'react';
import styles from './MockInterview.module.css';

/**
 * One group of the review's self-check: the guide's strong points or mistakes to tick (checkboxes), or the rubric's
 * levels to choose one of (radios, sharing `name`). What is ticked lives in the page only, like the take.
 */
export function ReviewChoices({
  legend,
  items,
  name,
}: {
  legend: string;
  items: readonly { key: string; value?: string; content: ReactNode }[];
  /** Given, the items are radios of this group; otherwise checkboxes. */
  name?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.key}>
            <label className={styles.choice}>
              {name ? <input type="radio" name={name} value={item.value ?? item.key} /> : <input type="checkbox" />}
              <span>{item.content}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
