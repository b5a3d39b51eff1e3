import { SiteLink } from '../SiteLink/SiteLink';
import styles from './RecordingRules.module.css';

interface RecordingRulesProps {
  heading: string;
  /** How this question runs: its think time, its answer timer, who watches, retakes. */
  text: string;
  /** The format's rules, stated once (/one-way-interviews). */
  link: { label: string; href: string };
}

/**
 * A question page's note on how the question is recorded in a one-way interview, linked to the format's rules: its
 * heading as the guide's, on the column's edge, and its text in a panel.
 */
export function RecordingRules({ heading, text, link }: RecordingRulesProps) {
  return (
    <section aria-labelledby="guide-format">
      <h2 id="guide-format" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.rules}>
        <p className={styles.text}>{text}</p>
        <p className={styles.text}>
          <SiteLink href={link.href}>{link.label}</SiteLink>
        </p>
      </div>
    </section>
  );
}
