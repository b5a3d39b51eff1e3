import { SiteLink } from '../SiteLink/SiteLink';
import styles from './QuestionPager.module.css';

export interface PagerLink {
  /** "Previous Question" or "Next Question". */
  label: string;
  text: string;
  href: string;
}

/**
 * The questions before and after this one in its role: a candidate working through a role's list goes on from here.
 * Both read from the left edge, as the rest of the page; a lone one takes the whole row.
 */
export function QuestionPager({ label, previous, next }: { label: string; previous?: PagerLink; next?: PagerLink }) {
  const links = [previous, next].filter((link): link is PagerLink => Boolean(link));
  if (!links.length) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {links.map((link) => (
        <SiteLink key={link.label} href={link.href} className={styles.link}>
          <span className={styles.label}>{link.label}</span>
          <span className={styles.text}>{link.text}</span>
        </SiteLink>
      ))}
    </nav>
  );
}
