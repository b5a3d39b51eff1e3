import type { Ref } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import type { MockQuestion } from '@/content/questions/mock-interview';
import studio from '../PracticeStudio/PracticeStudio.module.css';
import type { InterviewState } from './interviewState';
import { plural } from './plural';
import { ReviewedTake } from './ReviewedTake';
import styles from './MockInterview.module.css';

/** After the last question, or End Interview: how it went, then every question asked with its take. */
export function InterviewReview({
  state,
  questions,
  roleSlug,
  copy,
  headingRef,
  onDuration,
  onRestart,
}: {
  state: InterviewState;
  questions: readonly MockQuestion[];
  roleSlug: string;
  copy: MockInterviewCopy['review'];
  headingRef: Ref<HTMLHeadingElement>;
  onDuration: (url: string, seconds: number) => void;
  onRestart: () => void;
}) {
  const answered = state.takes.filter(Boolean).length;
  const retakes = state.retakesUsed.reduce((sum, used) => sum + used, 0);
  return (
    <section className={styles.review} aria-labelledby="review-heading">
      <h2 id="review-heading" ref={headingRef} tabIndex={-1} className={studio.stepHeading}>
        {copy.heading}
      </h2>
      <p className={styles.reviewSummary}>
        {plural(copy.summary, state.plan.length, { answered, total: state.plan.length })} {plural(copy.retakesUsed, retakes)}
      </p>
      <p className={styles.localOnly}>{copy.localOnly}</p>
      {state.plan.map((index, slot) => (
        <ReviewedTake key={slot} n={slot + 1} question={questions[index]!} take={state.takes[slot] ?? null} roleSlug={roleSlug} copy={copy} onDuration={onDuration} />
      ))}
      <div className={styles.restart}>
        <button type="button" className={studio.secondary} onClick={onRestart} aria-describedby="restart-note">
          {copy.restart}
        </button>
        <p id="restart-note" className={studio.note}>
          {copy.restartNote}
        </p>
      </div>
    </section>
  );
}
