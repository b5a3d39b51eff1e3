import styles from './JumpNav.module.css';

export interface JumpLink {
  /** The anchor on this page, without '#'. */
  id: string;
  label: string;
}

interface JumpNavProps {
  /** Names the navigation landmark for screen readers. */
  label: string;
  links: readonly JumpLink[];
  /** On a phone, two columns of tiles instead of a centred run of pills: long labels (the library's kinds of job) in a few rows. */
  tiles?: boolean;
}

/** A row of chips linking to the sections of the current page. */
export function JumpNav({ label, links, tiles = false }: JumpNavProps) {
  return (
    <nav aria-label={label} className={tiles ? `${styles.nav} ${styles.tiles}` : styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className={styles.link}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
