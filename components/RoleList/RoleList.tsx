import { CardGrid } from '../CardGrid/CardGrid';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './RoleList.module.css';

export interface RoleListItem {
  key: string;
  name: string;
  href: string;
  /** What sets the role apart: the short names of a few of its own questions. */
  highlights: readonly string[];
}

export interface RoleGroup {
  id: string;
  heading: string;
  items: readonly RoleListItem[];
}

/**
 * The library's roles grouped by kind of job: each role's name (its card's one link) and a few of its own questions,
 * by name, under `highlightsLabel`; its summary is its page's lead. Each group is a section its id jumps to (the
 * hub's JumpNav).
 */
export function RoleList({ groups, highlightsLabel }: { groups: readonly RoleGroup[]; highlightsLabel: string }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className={styles.groupHeading}>
            {group.heading}
          </h2>
          <CardGrid as="ul" columns={3}>
            {group.items.map((item) => (
              <li key={item.key} className={group.items.length === 1 ? `${styles.role} ${styles.alone}` : styles.role}>
                <h3 className={styles.name}>
                  <SiteLink href={item.href}>{item.name}</SiteLink>
                </h3>
                <p className={styles.label}>{highlightsLabel}</p>
                <ul className={styles.highlights}>
                  {item.highlights.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </li>
            ))}
          </CardGrid>
        </section>
      ))}
    </div>
  );
}
