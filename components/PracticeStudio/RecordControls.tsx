import type { Ref } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import type { Phase } from './studioState';
import styles from './PracticeStudio.module.css';

/** Start recording; then Cancel, which turns into Stop in the same element when recording starts, so focus stays on it. */
export function RecordControls({
  ref,
  phase,
  labels,
  onRecord,
  onCancel,
  onStop,
}: {
  ref: Ref<HTMLButtonElement>;
  phase: Phase;
  labels: PracticeStudioCopy['step2'];
  onRecord: () => void;
  onCancel: () => void;
  onStop: () => void;
}) {
  const recording = phase === 'recording';
  return (
    <>
      {phase === 'live' ? (
        <button ref={ref} type="button" className={styles.record} onClick={onRecord}>
          <span className={styles.recordDot} aria-hidden="true" />
          {labels.start}
        </button>
      ) : null}
      {phase === 'countdown' || recording ? (
        <button ref={ref} type="button" className={recording ? styles.stop : styles.secondary} onClick={recording ? onStop : onCancel}>
          {recording ? labels.stop : labels.cancel}
        </button>
      ) : null}
    </>
  );
}
