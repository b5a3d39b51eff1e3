import { useId, type CSSProperties } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import type { MockQuestion } from '@/content/questions/mock-interview';
import { formatClock, fileExtension } from '@/lib/practice/media';
import { fill } from '@/lib/practice/fill';
import { TakePlayback } from '../PracticeStudio/TakePlayback';
import studio from '../PracticeStudio/PracticeStudio.module.css';
import { stepCoverage, type MockTake } from './interviewState';
import { ReviewChoices } from './ReviewChoices';
import styles from './MockInterview.module.css';

/**
 * One question in the review: the take played back, its length against the answer time and each step of the plan,
 * the guide's strong points and mistakes as a checklist, the rubric level the candidate gives it, the guide, and
 * the download. The ticks live in the page only, like the take.
 */
export function ReviewedTake({
  n,
  question,
  take,
  roleSlug,
  copy,
  onDuration,
}: {
  n: number;
  question: MockQuestion;
  take: MockTake | null;
  roleSlug: string;
  copy: MockInterviewCopy['review'];
  onDuration: (url: string, seconds: number) => void;
}) {
  const id = useId();
  const coverage = take ? stepCoverage(question.steps, take.seconds) : [];
  return (
    <article className={styles.reviewed} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.reviewedHeading}>
        {fill(copy.questionHeading, { n, text: question.text })}
      </h3>
      {take ? (
        <>
          <div className={styles.playback}>
            <TakePlayback url={take.url} label={fill(copy.playbackLabel, { n })} onDuration={onDuration} onSize={() => undefined} />
          </div>
          <p className={styles.length}>{fill(copy.length, { time: formatClock(take.seconds), limit: formatClock(question.answerSeconds) })}</p>
          <ol className={styles.coverage} aria-label={copy.lengthLabel}>
            {coverage.map(({ step, spent, status }) => (
              <li key={step.label} className={styles.covered} data-status={status} style={{ '--share': step.seconds, '--spent': spent / step.seconds } as CSSProperties}>
                <span className={styles.coveredBar} aria-hidden="true" />
                {status === 'whole'
                  ? fill(copy.stepWhole, { label: step.label })
                  : status === 'part'
                    ? fill(copy.stepPart, { label: step.label, spent: formatClock(spent), seconds: formatClock(step.seconds) })
                    : fill(copy.stepNone, { label: step.label })}
              </li>
            ))}
          </ol>
          <a className={studio.primary} href={take.url} download={`${fill(copy.downloadName, { role: roleSlug, n })}.${fileExtension(take.mimeType)}`}>
            {fill(copy.download, { n })}
          </a>
        </>
      ) : (
        <p className={studio.note}>{copy.notRecorded}</p>
      )}
      <ReviewChoices legend={copy.strongLegend} items={question.strongPoints.map((point) => ({ key: point, content: point }))} />
      <ReviewChoices legend={copy.mistakesLegend} items={question.mistakes.map((mistake) => ({ key: mistake, content: mistake }))} />
      <ReviewChoices
        legend={fill(copy.rubricLegend, { competency: question.competency })}
        name={`${id}-level`}
        items={question.rubric.map((level) => ({
          key: String(level.score),
          content: (
            <>
              <strong>{level.label}:</strong> {level.text}
            </>
          ),
        }))}
      />
      <p>
        <a href={question.guideHref}>{copy.guideLink}</a>
      </p>
    </article>
  );
}
