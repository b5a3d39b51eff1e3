import { CardGrid } from '../CardGrid/CardGrid';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './RelatedQuestions.module.css';

export interface RelatedQuestionItem {
  id: string;
  text: string;
  href: string;
  /** Where it comes from: its role, in a line under the link. */
  source: string;
}

interface RelatedQuestionsProps {
  heading?: string;
  items: readonly RelatedQuestionItem[];
  /** Each question is its card's title (an h3): a competency page's list. */
  titled?: boolean;
  /** At most this many columns (CardGrid): one in a question page's column, three across a competency page. */
  columns?: 1 | 2 | 3;
}

/**
 * Questions as cards, each a link to its own page with its role beneath: a question page's related questions under
 * their heading, or (`titled`) a competency page's list. Every row of cards is full (CardGrid).
 */
export function RelatedQuestions({ heading, items, titled = false, columns = 3 }: RelatedQuestionsProps) {
  if (!items.length) return null;
  return (
    <div className={styles.group}>
      {heading ? <h3 className={styles.heading}>{heading}</h3> : null}
      <CardGrid as="ul" columns={columns}>
        {items.map((item) => {
          const link = (
            <SiteLink href={item.href} className={styles.link}>
              {item.text}
            </SiteLink>
          );
          return (
            <li key={item.id} className={styles.item}>
              {titled ? <h3 className={styles.title}>{link}</h3> : link}
              <p className={styles.source}>{item.source}</p>
            </li>
          );
        })}
      </CardGrid>
    </div>
  );
}
