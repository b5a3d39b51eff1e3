import type { InterviewQuestion } from '@/content/questions/types';
import styles from './QuestionGuide.module.css';

interface QuestionGuideProps {
  question: Pick<InterviewQuestion, 'why' | 'strongAnswer'>;
  whyHeading: string;
  strongHeading: string;
}

/** A question page's body: why employers ask it, then the points of a strong video answer, side by side on wide screens. */
export function QuestionGuide({ question, whyHeading, strongHeading }: QuestionGuideProps) {
  return (
    <div className={styles.guide}>
      <section className={styles.block} aria-labelledby="why-heading">
        <h2 id="why-heading" className={styles.heading}>
          {whyHeading}
        </h2>
        <p className={styles.body}>{question.why}</p>
      </section>
      <section className={styles.block} aria-labelledby="strong-heading">
        <h2 id="strong-heading" className={styles.heading}>
          {strongHeading}
        </h2>
        <ul className={styles.points}>
          {question.strongAnswer.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
