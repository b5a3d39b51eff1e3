import { useId, useState } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import { fill } from '@/lib/practice/fill';
import type { PlanStep } from './interviewState';
import styles from './MockInterview.module.css';

/**
 * The guide's time plan beside the timer. While recording, the step for the elapsed time is highlighted (and
 * aria-current), the one after it marked as up next, and a polite status line says each new step once, never the
 * seconds. During the think time the whole plan shows, nothing highlighted. The candidate can hide it; hidden, it
 * says nothing either.
 */
export function PlanPanel({ steps, current, copy }: { steps: readonly PlanStep[]; current: number | null; copy: MockInterviewCopy['run']['plan'] }) {
  const [shown, setShown] = useState(true);
  const id = useId();
  const step = current === null ? undefined : steps[current];
  return (
    <section className={styles.plan} aria-labelledby={`${id}-heading`}>
      <div className={styles.planTop}>
        <h2 id={`${id}-heading`} className={styles.planHeading}>
          {copy.heading}
        </h2>
        <button type="button" className={styles.planToggle} aria-expanded={shown} aria-controls={`${id}-steps`} onClick={() => setShown(!shown)}>
          {shown ? copy.hide : copy.show}
        </button>
      </div>
      <ol id={`${id}-steps`} className={styles.steps} hidden={!shown}>
        {steps.map((each, index) => (
          <li
            key={each.label}
            className={styles.step}
            aria-current={index === current ? 'step' : undefined}
            data-next={current !== null && index === current + 1 ? '' : undefined}
          >
            {index === current ? <span className={styles.stepBadge}>{copy.now}</span> : null}
            {current !== null && index === current + 1 ? <span className={styles.stepBadge}>{copy.next}</span> : null}
            <strong>{each.label}:</strong> {each.text}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {shown && step ? fill(copy.stepAnnouncement, { label: step.label, text: step.text }) : ''}
      </p>
    </section>
  );
}
