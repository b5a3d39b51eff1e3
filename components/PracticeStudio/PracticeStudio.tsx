'use client';

import { useEffect, useId, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import { AnswerStep } from './AnswerStep';
import { CheckStep } from './CheckStep';
import { LibraryQuestionView } from './LibraryQuestionView';
import { Stage } from './Stage';
import { focusAfter, initialStudioState, studioReducer } from './studioState';
import { useLibraryQuestion } from './useLibraryQuestion';
import { useMediaDevices } from './useMediaDevices';
import { useRecorder } from './useRecorder';
import styles from './PracticeStudio.module.css';

/**
 * The candidate's practice recorder (/practice only): asks for the camera and microphone when the visitor
 * presses a button, shows the preview and a live level meter, lets them pick devices, records one answer
 * after a countdown, up to the limit, and plays it back from a blob URL. Nothing is sent anywhere. Every
 * track, the AudioContext and the blob URL are released when recording ends, on leaving and on pagehide.
 * The flow is studioState's reducer; the hooks do the browser work; the views only render a state. Opened with
 * `?q=<id>`, it shows that library question above the stage and uses its answer length as the recording limit.
 */
/** `notice`: the page's privacy note, placed in the studio's grid (under the stage on wide screens). */
export function PracticeStudio({ copy, notice }: { copy: PracticeStudioCopy; notice: ReactNode }) {
  const [state, dispatch] = useReducer(studioReducer, initialStudioState);
  const chosen = useLibraryQuestion();
  const question = chosen.status === 'chosen' ? chosen.question : null;
  const limitSeconds = question ? question.answerSeconds : copy.limitSeconds;
  const media = useMediaDevices(dispatch, copy.step1, state.phase === 'live');
  const { devices, start: startDevices, release: releaseDevices } = media;
  const { countdown, cancel, stop, discard, release: releaseRecorder } = useRecorder(dispatch, media, {
    countdownSeconds: copy.countdownSeconds,
    limitSeconds,
  });
  const ids = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const shownRef = useRef(state);

  // Focus follows the flow when the pressed button goes away, so keyboard users never land on <body>.
  // A layout effect moves it in the same task as the commit that removed the button: a passive effect can run
  // a task later, after a key press already reached the new controls, and would then pull focus back from them.
  useLayoutEffect(() => {
    const target = focusAfter(shownRef.current, state);
    shownRef.current = state;
    if (!target) return;
    const element = { status: statusRef, failure: failureRef, control: controlRef, result: resultRef }[target].current;
    (element ?? statusRef.current)?.focus();
  }, [state]);

  // pagehide (a closed tab, or the back-forward cache) releases everything; unmounting does too, in each hook.
  useEffect(() => {
    const onPageHide = () => {
      releaseRecorder();
      releaseDevices();
      dispatch({ type: 'reset' });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [releaseDevices, releaseRecorder]);

  const retake = () => {
    discard();
    // The devices turned off when the answer ended: the same ones again, then straight into the countdown.
    void startDevices({ camera: devices.cameraId, microphone: devices.microphoneId }).then((granted) => {
      if (granted) countdown();
    });
  };

  return (
    // data-question: the page's header condenses around a library question (app/practice/page.module.css).
    <div className={styles.studio} data-question={question ? 'library' : undefined}>
      <div className={styles.notice}>{notice}</div>
      <LibraryQuestionView chosen={chosen} copy={copy.library} />
      <CheckStep
        id={ids}
        state={state}
        copy={copy}
        devices={devices}
        heard={media.heard}
        meterRef={media.meterRef}
        statusRef={statusRef}
        failureRef={failureRef}
        controlRef={controlRef}
        startFirst={question !== null}
        onStart={() => void startDevices()}
        onTurnOff={() => {
          releaseDevices();
          dispatch({ type: 'turnOff' });
        }}
        onChoose={(kind, deviceId) => void startDevices({ camera: devices.cameraId, microphone: devices.microphoneId, [kind]: deviceId })}
      />
      <Stage
        state={state}
        copy={copy}
        previewRef={media.previewRef}
        onDuration={(url, seconds) => dispatch({ type: 'duration', url, seconds })}
      />
      <AnswerStep
        id={ids}
        state={state}
        copy={copy}
        controlRef={controlRef}
        resultRef={resultRef}
        limitSeconds={limitSeconds}
        showsQuestion={!question}
        onRecord={countdown}
        onCancel={cancel}
        onStop={stop}
        onRetake={retake}
      />
    </div>
  );
}
