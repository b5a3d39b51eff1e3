import type { Ref } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import { fill } from '@/lib/practice/fill';
import { formatDuration } from '@/lib/duration';
import { formatClock } from '@/lib/practice/media';
import { RecordControls } from './RecordControls';
import { TakeReview } from './TakeReview';
import type { StudioState } from './studioState';
import styles from './PracticeStudio.module.css';

/** Step 2: the sample question (unless a library question is shown above the stage), the countdown and timer, the recording controls, then the take's review. */
export function AnswerStep({
  id,
  state,
  copy,
  controlRef,
  resultRef,
  limitSeconds,
  showsQuestion,
  onRecord,
  onCancel,
  onStop,
  onRetake,
}: {
  id: string;
  state: StudioState;
  copy: PracticeStudioCopy;
  controlRef: Ref<HTMLButtonElement>;
  resultRef: Ref<HTMLParagraphElement>;
  /** The recording limit: the sample question's, or the library question's answer length. */
  limitSeconds: number;
  /** False when a library question is shown above the stage instead of the sample one. */
  showsQuestion: boolean;
  onRecord: () => void;
  onCancel: () => void;
  onStop: () => void;
  onRetake: () => void;
}) {
  const { step2 } = copy;
  // The hint states the limit as every page states a length; the running timer counts it as a clock.
  const limit = formatClock(limitSeconds);
  return (
    <section className={styles.step2} aria-labelledby={`${id}-step2`}>
      <h2 id={`${id}-step2`} className={styles.stepHeading}>
        {step2.heading}
      </h2>
      {showsQuestion ? (
        <figure className={styles.question}>
          <figcaption className={styles.questionLabel}>{step2.questionLabel}</figcaption>
          <blockquote className={styles.questionText}>
            <p>{step2.question}</p>
          </blockquote>
        </figure>
      ) : null}
      <p className={styles.text}>{fill(step2.hint, { limit: formatDuration(limitSeconds) })}</p>
      <p className={styles.status} role="status">
        {state.phase === 'countdown' ? fill(step2.countdown, { n: state.count }) : state.phase === 'recording' ? step2.recording : ''}
      </p>
      {state.phase === 'recording' ? (
        <p className={styles.timer}>{fill(step2.timer, { time: formatClock(state.elapsed), limit })}</p>
      ) : null}
      <RecordControls ref={controlRef} phase={state.phase} labels={step2} onRecord={onRecord} onCancel={onCancel} onStop={onStop} />
      {state.phase === 'review' ? <TakeReview ref={resultRef} take={state.take} labels={step2} onRetake={onRetake} /> : null}
      {state.phase === 'idle' || state.phase === 'failed' ? <p className={styles.note}>{step2.needsDevices}</p> : null}
      {/* Last, so the keyboard goes from the check straight to the recording controls. */}
      {showsQuestion ? (
        <p className={styles.questionPick}>
          {copy.library.pick.before}
          <a href={copy.library.pick.href}>{copy.library.pick.label}</a>
        </p>
      ) : null}
    </section>
  );
}
