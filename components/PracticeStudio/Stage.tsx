import type { RefObject } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import { formatClock } from '@/lib/practice/media';
import { devicesOn, type StudioState } from './studioState';
import { TakePlayback } from './TakePlayback';
import styles from './PracticeStudio.module.css';

/** The dark screen: the mirrored camera preview with the countdown or REC badge over it, the take's playback, or a placeholder. */
export function Stage({
  state,
  copy,
  previewRef,
  onDuration,
}: {
  state: StudioState;
  copy: PracticeStudioCopy;
  previewRef: RefObject<HTMLVideoElement | null>;
  onDuration: (url: string, seconds: number) => void;
}) {
  const live = devicesOn(state.phase);
  return (
    <div className={styles.stage} role="group" aria-label={copy.stageLabel} data-live={live} data-phase={state.phase}>
      {/* title, not aria-label: a video without controls is not interactive, so a name belongs in its title. */}
      <video ref={previewRef} className={styles.preview} title={copy.previewLabel} muted playsInline hidden={!live} />
      {state.phase === 'review' ? (
        <TakePlayback key={state.take.url} url={state.take.url} label={copy.playbackLabel} onDuration={onDuration} />
      ) : null}
      {live || state.phase === 'review' ? null : (
        <p className={styles.placeholder}>
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
            <path d="M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
          {copy.stagePlaceholder}
        </p>
      )}
      {state.phase === 'countdown' ? (
        <span key={state.count} className={styles.count} aria-hidden="true">
          {state.count}
        </span>
      ) : null}
      {state.phase === 'recording' ? (
        <span className={styles.rec} aria-hidden="true">
          <span className={styles.recDot} />
          {formatClock(state.elapsed)}
        </span>
      ) : null}
    </div>
  );
}
