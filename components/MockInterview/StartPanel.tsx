import type { Ref } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import { fill } from '@/lib/practice/fill';
import studio from '../PracticeStudio/PracticeStudio.module.css';
import { plural } from './plural';
import styles from './MockInterview.module.css';

/** Step 3: what the interview will be (questions, time, retakes) and the button that starts it once the devices work. */
export function StartPanel({
  id,
  copy,
  questions,
  seconds,
  retakes,
  ready,
  startRef,
  onStart,
}: {
  id: string;
  copy: MockInterviewCopy['setup'];
  questions: number;
  /** Every chosen question's think and answer time, added up. */
  seconds: number;
  retakes: number;
  /** The camera and microphone are on. */
  ready: boolean;
  startRef: Ref<HTMLButtonElement>;
  onStart: () => void;
}) {
  const summary = fill(copy.summary, {
    questions: plural(copy.questionsCount, questions),
    minutes: plural(copy.minutes, Math.max(1, Math.round(seconds / 60))),
    retakes: copy.retakesSummary[retakes as keyof typeof copy.retakesSummary] ?? '',
  });
  const waiting = questions === 0 ? copy.needsQuestions : ready ? '' : copy.needsDevices;
  return (
    <section className={`${studio.step2} ${styles.start}`} aria-labelledby={`${id}-start`}>
      <h2 id={`${id}-start`} className={studio.stepHeading}>
        {copy.startHeading}
      </h2>
      {questions > 0 ? <p>{summary}</p> : null}
      {waiting ? <p className={studio.needsDevices}>{waiting}</p> : null}
      {ready && questions > 0 ? (
        <button ref={startRef} type="button" className={studio.record} onClick={onStart}>
          <span className={studio.recordDot} aria-hidden="true" />
          {copy.start}
        </button>
      ) : null}
    </section>
  );
}
