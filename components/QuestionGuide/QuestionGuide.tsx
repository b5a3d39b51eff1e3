import { GuideProse } from '../GuideProse/GuideProse';
import type { GuideSectionKey, InterviewQuestion } from '@/content/questions/types';
import styles from './QuestionGuide.module.css';

interface QuestionGuideProps {
  question: Pick<InterviewQuestion, 'guide'>;
  /** Each section's heading, in the order the guide is read (content/questions/library.ts). */
  headings: readonly { key: GuideSectionKey; heading: string }[];
  /** A line under the example answer's heading: how long it runs when spoken. */
  exampleNote: string;
}

/**
 * A question page's guide, one section per heading: why employers ask it, what a strong answer shows, a time plan,
 * an example answer (set apart as speech), mistakes, a likely follow-up and a camera tip. Prose is the guide file's.
 */
export function QuestionGuide({ question, headings, exampleNote }: QuestionGuideProps) {
  return (
    <div className={styles.guide}>
      {headings.map(({ key, heading }) => (
        <section key={key} className={`${styles.block} ${styles[key] ?? ''}`} aria-labelledby={`guide-${key}`}>
          <h2 id={`guide-${key}`} className={styles.heading}>
            {heading}
          </h2>
          {key === 'example' ? <p className={styles.note}>{exampleNote}</p> : null}
          <div className={styles.prose}>
            <GuideProse nodes={question.guide[key].nodes} />
          </div>
        </section>
      ))}
    </div>
  );
}
