import type { Ref } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import { formatClock } from '@/lib/practice/media';
import { fill } from '@/lib/practice/fill';
import { FailureNotice } from '../PracticeStudio/FailureNotice';
import studio from '../PracticeStudio/PracticeStudio.module.css';
import type { InterviewStep, MockTake } from './interviewState';
import { plural } from './plural';
import styles from './MockInterview.module.css';

/**
 * The buttons under the stage for each step of a question: Start Recording Now during the think time, which turns
 * into Stop Recording in the same element when recording starts (focus stays on it); after an answer, the next
 * question or the review and a retake while any is left; a pause's reason and the way on. End Interview throughout.
 */
export function RunControls({
  step,
  copy,
  failures,
  retry,
  slots,
  take,
  answerSeconds,
  retakesLeft,
  keptTakes,
  controlRef,
  resultRef,
  noticeRef,
  onStartNow,
  onStop,
  onNext,
  onRetake,
  onResume,
  onEnd,
}: {
  step: Exclude<InterviewStep, { phase: 'setup' | 'review' }>;
  copy: MockInterviewCopy['run'];
  failures: MockInterviewCopy['failures'];
  retry: string;
  slots: number;
  /** The take of the step's slot, if one is kept. */
  take: MockTake | null;
  answerSeconds: number;
  retakesLeft: number;
  /** Takes kept so far, for a pause's message. */
  keptTakes: number;
  controlRef: Ref<HTMLButtonElement>;
  resultRef: Ref<HTMLParagraphElement>;
  noticeRef: Ref<HTMLDivElement>;
  onStartNow: () => void;
  onStop: () => void;
  onNext: () => void;
  onRetake: () => void;
  onResume: () => void;
  onEnd: () => void;
}) {
  const last = step.slot + 1 >= slots;
  const end = (
    <button type="button" className={studio.secondary} onClick={onEnd}>
      {copy.end}
    </button>
  );
  if (step.phase === 'think' || step.phase === 'answer') {
    const recording = step.phase === 'answer';
    return (
      <div className={styles.runActions}>
        <button
          ref={controlRef}
          type="button"
          className={recording ? studio.stop : studio.record}
          disabled={recording && step.ending !== null}
          onClick={recording ? onStop : onStartNow}
        >
          {recording ? null : <span className={studio.recordDot} aria-hidden="true" />}
          {recording ? copy.stop : copy.startNow}
        </button>
        {end}
      </div>
    );
  }
  if (step.phase === 'answered') {
    return (
      <div className={styles.answered}>
        <p ref={resultRef} tabIndex={-1} className={studio.result}>
          {fill(copy.answered, { n: step.slot + 1, time: formatClock(take?.seconds ?? 0), limit: formatClock(answerSeconds) })}
          {take?.cut ? ` ${copy.cutHidden}` : ''}
        </p>
        <p className={studio.note}>{plural(copy.retakesLeft, retakesLeft)}</p>
        <div className={studio.actions}>
          <button type="button" className={studio.primary} onClick={last ? onEnd : onNext}>
            {last ? copy.toReview : copy.next}
          </button>
          {retakesLeft > 0 ? (
            <button type="button" className={studio.secondary} onClick={onRetake}>
              {copy.retake}
            </button>
          ) : null}
          {last ? null : end}
        </div>
      </div>
    );
  }
  const { reason } = step;
  const hidden = reason === 'hidden';
  const notice = reason === 'hidden' ? copy.pausedHidden : failures[reason];
  return (
    <div className={styles.answered}>
      <FailureNotice ref={noticeRef} title={notice.title} text={notice.text} />
      {hidden ? null : (
        <p className={studio.note}>
          {plural(copy.keptTakes, keptTakes)}
          {step.resumeTo === 'think' ? ` ${copy.lostAnswer}` : ''}
        </p>
      )}
      <div className={studio.actions}>
        <button type="button" className={studio.primary} onClick={onResume}>
          {hidden ? copy.resume : retry}
        </button>
        {end}
      </div>
    </div>
  );
}
