import type { Ref } from 'react';
import { QuestionCard } from '../PracticeStudio/QuestionCard';
import styles from './MockInterview.module.css';

/** The question being asked and where it stands in the interview; focused when a question starts, so it is read first. */
export function RunHeader({ progress, text, questionRef }: { progress: string; text: string; questionRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={questionRef} tabIndex={-1} className={styles.runHeader}>
      <QuestionCard label={progress} text={text} />
    </div>
  );
}
