import type { ReactNode, Ref } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import { fill } from '@/lib/practice/fill';
import { formatDuration } from '@/lib/duration';
import { RecordControls } from './RecordControls';
import { TakeReview } from './TakeReview';
import { announcement, type StudioState } from './studioState';
import styles from './PracticeStudio.module.css';

/**
 * Step 2: the recorder, one block that fits a screen (the question, the stage, the button under it), then the
 * take's review and the hint. The stage's overlays show the countdown and the time; the status line announces.
 */
export function AnswerStep({
  id,
  state,
  copy,
  question,
  stage,
  recorderRef,
  controlRef,
  resultRef,
  limitSeconds,
  sampleQuestion,
  onRecord,
  onCancel,
  onStop,
  onRetake,
}: {
  id: string;
  state: StudioState;
  copy: PracticeStudioCopy;
  /** The question answered (a QuestionCard), right above the stage. */
  question: ReactNode;
  /** The Stage. */
  stage: ReactNode;
  /** The question, stage and button: scrolled into view as a whole when the countdown starts. */
  recorderRef: Ref<HTMLDivElement>;
  controlRef: Ref<HTMLButtonElement>;
  resultRef: Ref<HTMLParagraphElement>;
  /** The recording limit: the sample question's, or the library question's answer length. */
  limitSeconds: number;
  /** The sample question is shown: the library is offered under the step. */
  sampleQuestion: boolean;
  onRecord: () => void;
  onCancel: () => void;
  onStop: () => void;
  onRetake: () => void;
}) {
  const { step2 } = copy;
  const waiting = state.phase === 'idle' || state.phase === 'failed' || state.phase === 'requesting';
  return (
    <section className={styles.step2} aria-labelledby={`${id}-step2`}>
      <h2 id={`${id}-step2`} className={styles.stepHeading}>
        {step2.heading}
      </h2>
      <div ref={recorderRef} className={styles.recorder}>
        {question}
        {stage}
        <div className={styles.controls}>
          <RecordControls ref={controlRef} phase={state.phase} labels={step2} onRecord={onRecord} onCancel={onCancel} onStop={onStop} />
          {waiting ? <p className={styles.needsDevices}>{step2.needsDevices}</p> : null}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {announcement(state, step2, copy.countdownSeconds)}
      </p>
      {state.phase === 'review' ? <TakeReview ref={resultRef} take={state.take} labels={step2} onRetake={onRetake} /> : null}
      {/* The hint states the limit as every page states a length; the stage's pill counts it as a clock. */}
      <p className={styles.hint}>{fill(step2.hint, { limit: formatDuration(limitSeconds) })}</p>
      {/* Last, so the keyboard goes from the check straight to the recording controls. */}
      {sampleQuestion ? (
        <p className={styles.questionPick}>
          {copy.library.pick.before}
          <a href={copy.library.pick.href}>{copy.library.pick.label}</a>
        </p>
      ) : null}
    </section>
  );
}
