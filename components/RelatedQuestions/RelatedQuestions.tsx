import { SiteLink } from '../SiteLink/SiteLink';
import styles from './RelatedQuestions.module.css';

export interface RelatedQuestionItem {
  id: string;
  text: string;
  href: string;
  /** Where it comes from: its role, in a line under the link. */
  source: string;
}

/** A group of a question page's related questions under its heading: each a link to its own page, with its role. */
export function RelatedQuestions({ heading, items }: { heading: string; items: readonly RelatedQuestionItem[] }) {
  if (!items.length) return null;
  return (
    <div className={styles.group}>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <SiteLink href={item.href} className={styles.link}>
            {item.text}
          </SiteLink>
          <p className={styles.source}>{item.source}</p>
        </li>
      ))}
      </ul>
    </div>
  );
}
