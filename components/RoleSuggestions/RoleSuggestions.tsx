import styles from './RoleSuggestions.module.css';

/** The section's heading id: one block a page. */
const headingId = 'role-suggestions';

interface SuggestedLink {
  label: string;
  href: string;
}

interface RoleSuggestionsProps {
  heading: string;
  lead: string;
  roles: readonly SuggestedLink[];
  all: SuggestedLink;
}

/**
 * A few role pages of the question library as a row of links, and one to the whole library. Plain anchors: /search
 * has its own headers (WebAssembly), so the page a visitor picks arrives as a document with its own.
 */
export function RoleSuggestions({ heading, lead, roles, all }: RoleSuggestionsProps) {
  return (
    <section className={styles.suggestions} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <ul className={styles.roles}>
        {roles.map((role) => (
          <li key={role.href}>
            <a href={role.href} className={styles.role}>
              {role.label}
            </a>
          </li>
        ))}
      </ul>
      <a href={all.href} className={styles.all}>
        {all.label}
      </a>
    </section>
  );
}
