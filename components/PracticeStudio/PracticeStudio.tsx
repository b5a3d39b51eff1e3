'use client';

import { useEffect, useId, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import type { PracticeStudioCopy } from '@/content/practice';
import { AnswerStep } from './AnswerStep';
import { CheckStep } from './CheckStep';
import { LibraryQuestionCard, LibraryQuestionNote } from './LibraryQuestionView';
import { QuestionCard } from './QuestionCard';
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
 * `?q=<id>`, it shows that library question where the sample question stands and uses its answer length as the limit.
 * Step 2 holds the recorder (question, stage, button) as one block no taller than a screen, scrolled into view when
 * the countdown starts, so the visitor sees themselves, the question, the time and Stop together.
 */
/** `notice`: the page's privacy note, placed in the studio's grid (first on a phone, under step 1 on wide screens). */
export function PracticeStudio({ copy, notice }: { copy: PracticeStudioCopy; notice: ReactNode }) {
  const [state, dispatch] = useReducer(studioReducer, initialStudioState);
  const chosen = useLibraryQuestion();
  const question = chosen.status === 'chosen' ? chosen.question : null;
  const limitSeconds = question ? question.answerSeconds : copy.limitSeconds;
  const media = useMediaDevices(dispatch, copy.step1, state.phase === 'live');
  const { devices, start: startDevices, release: releaseDevices } = media;
  const { countdown, cancel: cancelCountdown, stop, discard, release: releaseRecorder } = useRecorder(dispatch, media, {
    countdownSeconds: copy.countdownSeconds,
    limitSeconds,
  });
  const ids = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const recorderRef = useRef<HTMLDivElement>(null);
  const shownRef = useRef(state);

  // Focus follows the flow when the pressed button goes away, so keyboard users never land on <body>.
  // A layout effect moves it in the same task as the commit that removed the button: a passive effect can run
  // a task later, after a key press already reached the new controls, and would then pull focus back from them.
  useLayoutEffect(() => {
    const from = shownRef.current;
    const target = focusAfter(from, state);
    shownRef.current = state;
    if (target) {
      const element = { status: statusRef, failure: failureRef, control: controlRef, result: resultRef }[target].current;
      (element ?? statusRef.current)?.focus();
    }
    // The countdown brings the whole recorder on screen (the page's scroll-padding keeps it clear of the top bar;
    // its scroll-behavior makes it instant under reduced motion). 'nearest': no move when it is in view already.
    if (state.phase === 'countdown' && from.phase !== 'countdown') recorderRef.current?.scrollIntoView({ block: 'nearest' });
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

  const cancel = () => {
    cancelCountdown();
    dispatch({ type: 'cancel' });
  };

  const retake = () => {
    discard();
    // The devices turned off when the answer ended: the same ones again, then straight into the countdown.
    void startDevices({ camera: devices.cameraId, microphone: devices.microphoneId }).then((granted) => {
      if (granted) countdown();
    });
  };

  return (
    <div className={styles.studio}>
      <LibraryQuestionNote chosen={chosen} copy={copy.library} />
      <div className={styles.notice}>{notice}</div>
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
        onStart={() => void startDevices()}
        onTurnOff={() => {
          releaseDevices();
          dispatch({ type: 'turnOff' });
        }}
        onChoose={(kind, deviceId) => void startDevices({ camera: devices.cameraId, microphone: devices.microphoneId, [kind]: deviceId })}
      />
      <AnswerStep
        id={ids}
        state={state}
        copy={copy}
        question={
          question ? (
            <LibraryQuestionCard question={question} copy={copy.library} />
          ) : (
            <QuestionCard label={copy.step2.questionLabel} text={copy.step2.question} />
          )
        }
        stage={
          <Stage
            state={state}
            copy={copy}
            limitSeconds={limitSeconds}
            previewRef={media.previewRef}
            onDuration={(url, seconds) => dispatch({ type: 'duration', url, seconds })}
          />
        }
        recorderRef={recorderRef}
        controlRef={controlRef}
        resultRef={resultRef}
        limitSeconds={limitSeconds}
        sampleQuestion={!question}
        onRecord={() => countdown()}
        onCancel={cancel}
        onStop={stop}
        onRetake={retake}
      />
    </div>
  );
}
