import type { SyntheticEvent } from 'react';
import styles from './PracticeStudio.module.css';

/**
 * The recorded answer from its blob URL. MediaRecorder's WebM has no duration in its header, so the video reports
 * Infinity until it has read to the end: seeking far past the end makes it find the real length, then back to the start.
 */
export function TakePlayback({
  url,
  label,
  onDuration,
  onSize,
}: {
  url: string;
  label: string;
  onDuration: (url: string, seconds: number) => void;
  /** The picture's size is known or changed: the stage takes its aspect ratio. */
  onSize: (event: SyntheticEvent<HTMLVideoElement>) => void;
}) {
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    onSize(event);
    const video = event.currentTarget;
    if (Number.isFinite(video.duration)) return;
    const onDurationChange = () => {
      if (!Number.isFinite(video.duration)) return;
      video.removeEventListener('durationchange', onDurationChange);
      video.currentTime = 0;
      onDuration(video.currentSrc, video.duration);
    };
    video.addEventListener('durationchange', onDurationChange);
    video.currentTime = Number.MAX_SAFE_INTEGER;
  };
  return (
    <video
      className={styles.playback}
      aria-label={label}
      src={url}
      controls
      playsInline
      preload="metadata"
      onLoadedMetadata={onLoadedMetadata}
      onResize={onSize}
    />
  );
}
