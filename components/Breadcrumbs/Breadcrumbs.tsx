import { SiteLink } from '../SiteLink/SiteLink';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** The trail above a page's heading; the last crumb is the page itself (the same trail as its BreadcrumbList). */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className={styles.item}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
