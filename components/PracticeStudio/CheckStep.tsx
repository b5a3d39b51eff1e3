import type { Ref } from 'react';
import type { DeviceCheckCopy } from '@/content/practice';
import { DeviceField } from './DeviceField';
import { FailureNotice } from './FailureNotice';
import { LevelMeter } from './LevelMeter';
import { devicesOn, type StudioState } from './studioState';
import type { Devices } from './useMediaDevices';
import styles from './PracticeStudio.module.css';

/** Step 1: turn the camera and microphone on, see what passed (devices, level) or why it failed, turn them off. */
export function CheckStep({
  id,
  state,
  copy,
  devices,
  heard,
  meterRef,
  statusRef,
  failureRef,
  controlRef,
  onStart,
  onTurnOff,
  onChoose,
}: {
  id: string;
  state: StudioState;
  copy: DeviceCheckCopy;
  devices: Devices;
  heard: boolean;
  meterRef: Ref<HTMLDivElement>;
  statusRef: Ref<HTMLParagraphElement>;
  failureRef: Ref<HTMLDivElement>;
  controlRef: Ref<HTMLButtonElement>;
  onStart: () => void;
  onTurnOff: () => void;
  onChoose: (kind: 'camera' | 'microphone', deviceId: string) => void;
}) {
  const { step1 } = copy;
  const { phase } = state;
  const live = devicesOn(phase);
  const start =
    phase === 'idle' ? (
      <button ref={controlRef} type="button" className={styles.primary} onClick={onStart}>
        {step1.start}
      </button>
    ) : null;
  const status = phase === 'requesting' ? step1.requesting : live ? step1.ready : phase === 'review' ? step1.offAfterRecording : '';
  return (
    <section className={styles.step1} aria-labelledby={`${id}-step1`}>
      <h2 id={`${id}-step1`} className={styles.stepHeading}>
        {step1.heading}
      </h2>
      {live ? null : <p className={styles.text}>{step1.intro}</p>}
      <p ref={statusRef} tabIndex={-1} className={styles.status} role="status">
        {status}
      </p>
      {state.phase === 'failed' ? <FailureNotice ref={failureRef} {...copy.failures[state.failure]} /> : null}
      {live ? (
        <>
          <ul className={styles.checks}>
            <li>{step1.supported}</li>
            <li>
              <DeviceField
                id={`${id}-camera`}
                label={step1.cameraLabel}
                options={devices.cameras}
                value={devices.cameraId}
                disabled={phase !== 'live'}
                onChoose={(deviceId) => onChoose('camera', deviceId)}
              />
            </li>
            <li>
              <DeviceField
                id={`${id}-microphone`}
                label={step1.microphoneLabel}
                options={devices.microphones}
                value={devices.microphoneId}
                disabled={phase !== 'live'}
                onChoose={(deviceId) => onChoose('microphone', deviceId)}
              />
              <LevelMeter ref={meterRef} label={step1.meterLabel} heard={heard} heardText={step1.heard} silentText={step1.silent} />
            </li>
          </ul>
          {phase === 'live' ? (
            <button type="button" className={styles.secondary} onClick={onTurnOff}>
              {step1.stop}
            </button>
          ) : null}
        </>
      ) : null}
      {start}
      {phase === 'failed' ? (
        <button type="button" className={styles.primary} onClick={onStart}>
          {copy.retry}
        </button>
      ) : null}
    </section>
  );
}
