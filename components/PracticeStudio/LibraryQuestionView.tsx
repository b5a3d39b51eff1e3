import type { PracticeStudioCopy } from '@/content/practice';
import { fill } from '@/lib/practice/fill';
import { formatClock } from '@/lib/practice/media';
import type { LibraryQuestion } from './useLibraryQuestion';
import styles from './PracticeStudio.module.css';

/**
 * Above the stage: the library question the page was opened with, its suggested think time and recording limit,
 * or a note that it was not found and the sample question below is used instead.
 */
export function LibraryQuestionView({ chosen, copy }: { chosen: LibraryQuestion; copy: PracticeStudioCopy['library'] }) {
  return (
    <>
      {chosen.status === 'chosen' ? (
        <figure className={`${styles.question} ${styles.libraryQuestion}`}>
          <figcaption className={styles.questionLabel}>{fill(copy.label, { role: chosen.question.roleName })}</figcaption>
          <blockquote className={styles.questionText}>
            <p>{chosen.question.text}</p>
          </blockquote>
          <p className={styles.libraryLimits}>
            {fill(copy.limits, { think: formatClock(chosen.question.thinkSeconds), limit: formatClock(chosen.question.answerSeconds) })}{' '}
            <a href={chosen.question.roleHref}>{fill(copy.roleLink, { role: chosen.question.roleName })}</a>
          </p>
        </figure>
      ) : null}
      <p className={styles.libraryNote} role="status">
        {chosen.status === 'fallback' ? (
          <>
            {copy.fallback} <a href={copy.browse.href}>{copy.browse.label}</a>
          </>
        ) : null}
      </p>
    </>
  );
}
