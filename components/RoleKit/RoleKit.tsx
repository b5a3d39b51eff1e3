import { QuestionFacts } from '../QuestionFacts/QuestionFacts';
import { rolePage } from '@/content/questions/library';
import type { QuestionRole } from '@/content/questions/types';
import styles from './RoleKit.module.css';

const { kit } = rolePage;

/**
 * A role's questions as a sheet to print: the role's name, then for each question its number and text, its facts
 * (think time and answer length as the cards state them), its time plan and ruled lines for notes; a line at the top
 * and the bottom says where the sheet came from. In the page's HTML, shown only in print: on screen it is not
 * displayed (so not read, not announced) and the site search leaves it out. In print it replaces the page.
 */
export function RoleKit({ role }: { role: QuestionRole }) {
  const count = role.questions.length;
  const titleId = `${kit.id}-title`;
  return (
    <section id={kit.id} className={styles.kit} aria-labelledby={titleId} data-pagefind-ignore="">
      <p className={styles.source}>{kit.source(role)}</p>
      <p className={styles.eyebrow}>{kit.eyebrow}</p>
      <h2 id={titleId} className={styles.title}>
        {kit.title(role)}
      </h2>
      <p className={styles.intro}>{kit.intro(role)}</p>
      <ol className={styles.questions}>
        {role.questions.map((question, index) => (
          <li key={question.id} className={styles.question}>
            <p className={styles.number}>{kit.number(index + 1, count)}</p>
            <h3 className={styles.text}>{question.text}</h3>
            <QuestionFacts question={question} />
            <h4 className={styles.label}>{kit.timePlanLabel}</h4>
            <ul className={styles.steps}>
              {question.steps.map((step) => (
                <li key={step.label}>
                  <strong>{kit.stepLead(step)}</strong> {step.text}
                </li>
              ))}
            </ul>
            <div className={styles.notes}>
              <h4 className={styles.label}>{kit.notesLabel}</h4>
              {Array.from({ length: kit.noteLines }, (_, line) => (
                <div key={line} className={styles.line} aria-hidden="true" />
              ))}
            </div>
          </li>
        ))}
      </ol>
      <p className={`${styles.source} ${styles.closing}`}>{kit.closing(role)}</p>
    </section>
  );
}
