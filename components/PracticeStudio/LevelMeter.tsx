import type { Ref } from 'react';
import styles from './PracticeStudio.module.css';

/** The microphone meter (useMediaDevices writes its level through `ref` each frame, without a render) and whether we heard you. */
export function LevelMeter({
  ref,
  label,
  heard,
  heardText,
  silentText,
}: {
  ref: Ref<HTMLDivElement>;
  label: string;
  heard: boolean;
  heardText: string;
  silentText: string;
}) {
  return (
    <>
      <div
        ref={ref}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={0}
        aria-valuetext="0%"
        className={styles.meter}
      >
        <div className={styles.meterFill} />
      </div>
      <p className={styles.meterText}>{heard ? heardText : silentText}</p>
    </>
  );
}
