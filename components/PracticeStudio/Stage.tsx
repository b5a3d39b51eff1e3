import { useRef, type RefObject, type SyntheticEvent } from 'react';
import type { StageCopy } from '@/content/practice';
import { fill } from '@/lib/practice/fill';
import { formatClock } from '@/lib/practice/media';
import { devicesOn, type StudioState } from './studioState';
import { TakePlayback } from './TakePlayback';
import styles from './PracticeStudio.module.css';

/**
 * The dark screen: the mirrored camera preview with the countdown's large number or the recording pill over it, the
 * take's playback, or a placeholder. It takes the camera's own aspect ratio once a picture arrives, so nothing is
 * letterboxed. The overlays are seen, not announced: AnswerStep's status line says each state once.
 */
export function Stage({
  state,
  copy,
  limitSeconds,
  previewRef,
  onDuration,
  clockCountdown = false,
}: {
  state: StudioState;
  copy: StageCopy;
  /** The recording limit, the pill's total. */
  limitSeconds: number;
  previewRef: RefObject<HTMLVideoElement | null>;
  onDuration: (url: string, seconds: number) => void;
  /** Shows the countdown as a clock (a think time of 1:30) rather than a bare number (the studio's 3, 2, 1). */
  clockCountdown?: boolean;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const live = devicesOn(state.phase);
  // Set through the CSSOM, as the level meter is: a style attribute would need 'unsafe-inline' in the CSP.
  const fit = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { videoWidth, videoHeight } = event.currentTarget;
    if (videoWidth > 0 && videoHeight > 0) stageRef.current?.style.setProperty('--stage-aspect', `${videoWidth} / ${videoHeight}`);
  };
  return (
    <div ref={stageRef} className={styles.stage} role="group" aria-label={copy.stageLabel} data-live={live} data-phase={state.phase}>
      {/* title, not aria-label: a video without controls is not interactive, so a name belongs in its title. */}
      <video
        ref={previewRef}
        className={styles.preview}
        title={copy.previewLabel}
        muted
        playsInline
        hidden={!live}
        onLoadedMetadata={fit}
        onResize={fit}
      />
      {state.phase === 'review' ? (
        <TakePlayback key={state.take.url} url={state.take.url} label={copy.playbackLabel} onDuration={onDuration} onSize={fit} />
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
        <p className={styles.countdown} aria-hidden="true">
          <span className={styles.countdownCaption}>{copy.step2.countdownCaption}</span>
          {/* A clock ticks in place; the studio's 3, 2, 1 pops in anew each second (keyed). */}
          {clockCountdown ? (
            <span className={`${styles.count} ${styles.countClock}`}>{formatClock(state.count)}</span>
          ) : (
            <span key={state.count} className={styles.count}>
              {state.count}
            </span>
          )}
        </p>
      ) : null}
      {state.phase === 'recording' ? (
        <p className={styles.pill}>
          <span className={styles.recDot} aria-hidden="true" />
          <span>{copy.step2.recording}</span>
          <span className={styles.pillTime}>{fill(copy.step2.timer, { time: formatClock(state.elapsed), limit: formatClock(limitSeconds), left: formatClock(limitSeconds - state.elapsed) })}</span>
        </p>
      ) : null}
    </div>
  );
}
