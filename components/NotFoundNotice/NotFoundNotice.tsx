import { notFoundNotice } from '@/content/notFound';
import { LazyNotFoundLine } from './LazyNotFoundLine';
import styles from './NotFoundNotice.module.css';

/**
 * The one line above Home's content on an unknown path: a plain note, first in <main>, so the skip link and a
 * screen reader reach it before the hero. Not a live region: it is there when the page loads (nothing changes to
 * announce), and the library link it gains right after is no news to interrupt with.
 */
export function NotFoundNotice() {
  return (
    <div className={styles.band}>
      <p className={styles.notice}>
        <span className={styles.mark} aria-hidden="true">
          {notFoundNotice.mark}
        </span>
        <span>
          <LazyNotFoundLine generic={notFoundNotice.generic} libraryPrefix={notFoundNotice.libraryPrefix} library={notFoundNotice.library} mockInterview={notFoundNotice.mockInterview} />
        </span>
      </p>
    </div>
  );
}
