import { skipLinkLabel } from '@/content/site';
import styles from './SkipLink.module.css';

/** First focusable element on every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      {skipLinkLabel}
    </a>
  );
}
