import { SiteLink } from '../SiteLink/SiteLink';
import styles from './RelatedQuestions.module.css';

export interface RelatedQuestionItem {
  id: string;
  text: string;
  href: string;
  /** Where it comes from: its role, in a line under the link. */
  source: string;
}

/** A question page's related questions: each a link to its own page, with the role it belongs to. */
export function RelatedQuestions({ items }: { items: readonly RelatedQuestionItem[] }) {
  return (
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
  );
}
