import type { PracticeStudioCopy } from '@/content/practice';
import { formatDuration } from '@/lib/duration';
import { fill } from '@/lib/practice/fill';
import type { LibraryQuestion } from './useLibraryQuestion';
import styles from './PracticeStudio.module.css';

/**
 * Above the stage: the library question the page was opened with, its suggested think time and recording limit,
 * the way back to its guide (which leads on to its role), or a note that it was not found and the sample question below is used
 * instead. Lengths are stated as the question's own page states them (lib/duration.ts).
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
            {fill(copy.limits, { think: formatDuration(chosen.question.thinkSeconds), limit: formatDuration(chosen.question.answerSeconds) })}
          </p>
          <p className={styles.libraryLink}>
            <a href={chosen.question.guideHref}>{copy.guideLink}</a>
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
