import type { Ref } from 'react';
import styles from './PracticeStudio.module.css';

/** Why the camera and microphone could not be used, and what to do; focusable, so focus can land on it. */
export function FailureNotice({ ref, title, text }: { ref: Ref<HTMLDivElement>; title: string; text: string }) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.failure} role="alert">
      <p className={styles.failureTitle}>{title}</p>
      <p>{text}</p>
    </div>
  );
}
