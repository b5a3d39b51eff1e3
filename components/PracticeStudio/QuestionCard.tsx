import type { ReactNode } from 'react';
import styles from './PracticeStudio.module.css';

/** The question being answered, right above the stage: its label (the figure's name), its text, and what follows it. */
export function QuestionCard({ label, text, children }: { label: string; text: string; children?: ReactNode }) {
  return (
    <figure className={styles.question}>
      <figcaption className={styles.questionLabel}>{label}</figcaption>
      <blockquote className={styles.questionText}>
        <p>{text}</p>
      </blockquote>
      {children}
    </figure>
  );
}
