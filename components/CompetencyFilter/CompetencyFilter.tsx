import { SiteLink } from '../SiteLink/SiteLink';
import styles from './CompetencyFilter.module.css';

export interface FilterLink {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The library's filter: plain links to pre-rendered pages, so it works without JavaScript; with it, the client
 * router swaps the page in place (prefetched on intent), so no filtering script ships.
 */
export function CompetencyFilter({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            {link.current ? (
              <a href={link.href} aria-current="page" className={`${styles.chip} ${styles.current}`}>
                {link.label}
              </a>
            ) : (
              <SiteLink href={link.href} className={styles.chip}>
                {link.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
