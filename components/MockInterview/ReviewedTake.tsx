import { useId, type CSSProperties } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import type { MockQuestion } from '@/content/questions/mock-interview';
import { formatClock, fileExtension } from '@/lib/practice/media';
import { fill } from '@/lib/practice/fill';
import { TakePlayback } from '../PracticeStudio/TakePlayback';
import studio from '../PracticeStudio/PracticeStudio.module.css';
import { stepCoverage, type MockTake } from './interviewState';
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.strongLegend}</legend>
        <ul className={styles.checklist}>
          {question.strongPoints.map((point) => (
            <li key={point}>
              <label className={styles.choice}>
                <input type="checkbox" />
                <span>{point}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.mistakesLegend}</legend>
        <ul className={styles.checklist}>
          {question.mistakes.map((mistake) => (
            <li key={mistake}>
              <label className={styles.choice}>
                <input type="checkbox" />
                <span>{mistake}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{fill(copy.rubricLegend, { competency: question.competency })}</legend>
        <ul className={styles.checklist}>
          {question.rubric.map((level) => (
            <li key={level.score}>
              <label className={styles.choice}>
                <input type="radio" name={`${id}-level`} value={level.score} />
                <span>
                  <strong>{level.label}:</strong> {level.text}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p>
        <a href={question.guideHref}>{copy.guideLink}</a>
      </p>
    </article>
  );
}
