import type { Ref } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import type { MockQuestion } from '@/content/questions/mock-interview';
import { formatDuration } from '@/lib/duration';
import { fill } from '@/lib/practice/fill';
import studio from '../PracticeStudio/PracticeStudio.module.css';
import styles from './MockInterview.module.css';

/**
 * Step 1: the role's questions as checkboxes, at most `max` ticked (the rest are disabled once the limit is reached,
 * and the count says why), a random pick, and the retake allowance.
 */
export function QuestionPicker({
  id,
  questions,
  plan,
  max,
  retakes,
  retakeChoices,
  copy,
  note,
  headingRef,
  onToggle,
  onRandom,
  onRetakes,
}: {
  id: string;
  questions: readonly MockQuestion[];
  plan: readonly number[];
  max: number;
  retakes: number;
  retakeChoices: readonly number[];
  copy: MockInterviewCopy['setup'];
  /** What became of the questions the address named, if it named any. */
  note: string;
  /** Focused when a restart brings the candidate back here. */
  headingRef: Ref<HTMLHeadingElement>;
  onToggle: (index: number) => void;
  onRandom: () => void;
  onRetakes: (count: number) => void;
}) {
  const full = plan.length >= max;
  return (
    <section className={studio.step1} aria-labelledby={`${id}-choose`}>
      <h2 ref={headingRef} id={`${id}-choose`} className={studio.stepHeading} tabIndex={-1}>
        {copy.heading}
      </h2>
      <p className={studio.text}>{copy.intro}</p>
      {note ? (
        <p className={styles.addressNote} role="status">
          {note}
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.legend}</legend>
        <ol className={styles.choices}>
          {questions.map((question, index) => {
            const checked = plan.includes(index);
            return (
              <li key={question.id}>
                <label className={styles.choice}>
                  <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => onToggle(index)} />
                  <span>
                    <span className={styles.choiceText}>{question.text}</span>
                    <span className={styles.choiceTimes}>
                      {fill(copy.times, { think: formatDuration(question.thinkSeconds), answer: formatDuration(question.answerSeconds) })}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ol>
      </fieldset>
      <p className={styles.count} aria-live="polite">
        {fill(copy.count, { n: plan.length, max })}
        {full ? ` ${copy.full}` : ''}
      </p>
      <button type="button" className={studio.secondary} onClick={onRandom}>
        {copy.random}
      </button>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.retakesLegend}</legend>
        <div className={styles.retakes}>
          {retakeChoices.map((count) => (
            <label key={count} className={styles.retake}>
              <input type="radio" name={`${id}-retakes`} value={count} checked={retakes === count} onChange={() => onRetakes(count)} />
              {copy.retakeLabels[count as keyof typeof copy.retakeLabels]}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
