import type { Ref } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import { fill } from '@/lib/practice/fill';
import { formatDuration } from '@/lib/duration';
import { fileExtension } from '@/lib/practice/media';
import type { Take } from './studioState';
import styles from './PracticeStudio.module.css';

/** The recorded answer's length, its download and Retake; the summary line takes focus when the answer is ready. */
export function TakeReview({
  ref,
  take,
  labels,
  onRetake,
}: {
  ref: Ref<HTMLParagraphElement>;
  take: Take;
  labels: PracticeStudioCopy['step2'];
  onRetake: () => void;
}) {
  return (
    <>
      <p ref={ref} tabIndex={-1} className={styles.result}>
        {fill(labels.recorded, { time: formatDuration(take.seconds) })}
      </p>
      <div className={styles.actions}>
        <a className={styles.primary} href={take.url} download={`${labels.downloadName}.${fileExtension(take.mimeType)}`}>
          {labels.download}
        </a>
        <button type="button" className={styles.secondary} onClick={onRetake}>
          {labels.retake}
        </button>
      </div>
      <p className={styles.note}>{labels.localOnly}</p>
    </>
  );
}
