import type { PracticeStudioCopy } from '@/content/practice';
import { formatDuration } from '@/lib/duration';
import { fill } from '@/lib/practice/fill';
import type { PracticeQuestion } from '@/lib/practice/question-link';
import { QuestionCard } from './QuestionCard';
import type { LibraryQuestion } from './useLibraryQuestion';
import styles from './PracticeStudio.module.css';

/**
 * The library question the page was opened with, where the sample question stands: its suggested think time and
 * recording limit, stated as the question's own page states them (lib/duration.ts), and the way back to its guide
 * (which leads on to its role).
 */
export function LibraryQuestionCard({ question, copy }: { question: PracticeQuestion; copy: PracticeStudioCopy['library'] }) {
  return (
    <QuestionCard label={fill(copy.label, { role: question.roleName })} text={question.text}>
      <p className={styles.libraryLimits}>
        {fill(copy.limits, { think: formatDuration(question.thinkSeconds), limit: formatDuration(question.answerSeconds) })}
      </p>
      <p className={styles.libraryLink}>
        <a href={question.guideHref}>{copy.guideLink}</a>
      </p>
      <p className={styles.libraryLink}>
        <a href={question.mockInterviewHref}>{fill(copy.mockInterviewLink, { role: question.roleName })}</a>
      </p>
    </QuestionCard>
  );
}

/** Above the studio: a note that the question asked for was not found, so the sample question is used instead. */
export function LibraryQuestionNote({ chosen, copy }: { chosen: LibraryQuestion; copy: PracticeStudioCopy['library'] }) {
  return (
    <p className={styles.libraryNote} role="status">
      {chosen.status === 'fallback' ? (
        <>
          {copy.fallback} <a href={copy.browse.href}>{copy.browse.label}</a>
        </>
      ) : null}
    </p>
  );
}
