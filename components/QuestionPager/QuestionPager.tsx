import { SiteLink } from '../SiteLink/SiteLink';
import styles from './QuestionPager.module.css';

export interface PagerLink {
  /** "Previous Question" or "Next Question". */
  label: string;
  text: string;
  href: string;
}

/** The questions before and after this one in its role: a candidate working through a role's list goes on from here. */
export function QuestionPager({ label, previous, next }: { label: string; previous?: PagerLink; next?: PagerLink }) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {[previous, next].map((link, index) =>
        link ? (
          <SiteLink key={link.label} href={link.href} className={`${styles.link} ${index === 1 ? styles.next : ''}`}>
            <span className={styles.label}>{link.label}</span>
            <span className={styles.text}>{link.text}</span>
          </SiteLink>
        ) : (
          <span key={index} aria-hidden="true" />
        ),
      )}
    </nav>
  );
}
