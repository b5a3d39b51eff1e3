import type { ReactNode } from 'react';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './RoleList.module.css';

export interface RoleListItem {
  key: string;
  name: string;
  href: string;
  summary: string;
  /** E.g. "10 questions". */
  count: string;
  /** Shown under the summary: on a competency page, that competency's questions of the role. */
  children?: ReactNode;
}

export interface RoleGroup {
  id: string;
  heading: string;
  items: readonly RoleListItem[];
}

/** The library's roles grouped by audience: each role's name (linked), summary and question count. */
export function RoleList({ groups }: { groups: readonly RoleGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className={styles.group}>
          <h2 id={`${group.id}-heading`} className={styles.groupHeading}>
            {group.heading}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.key} className={styles.role}>
                <h3 className={styles.name}>
                  <SiteLink href={item.href}>{item.name}</SiteLink>
                </h3>
                <p className={styles.count}>{item.count}</p>
                <p className={styles.summary}>{item.summary}</p>
                {item.children}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
