'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import type { MockInterviewCopy } from '@/content/mockInterview';
import type { MockQuestion } from '@/content/questions/mock-interview';
import { fill } from '@/lib/practice/fill';
import { formatDuration } from '@/lib/duration';
import { CheckStep } from '../PracticeStudio/CheckStep';
import { Stage } from '../PracticeStudio/Stage';
import { initialStudioState, studioReducer, type DeviceEvent, type RecorderEvent } from '../PracticeStudio/studioState';
import { useMediaDevices } from '../PracticeStudio/useMediaDevices';
import { useRecorder } from '../PracticeStudio/useRecorder';
import { InterviewReview } from './InterviewReview';
import {
  initialInterviewState,
  interviewFocusAfter,
  interviewReducer,
  randomPlan,
  stageState,
  stepIndexAt,
  type InterviewState,
} from './interviewState';
import { PlanPanel } from './PlanPanel';
import { plural } from './plural';
import { QuestionPicker } from './QuestionPicker';
import { RunControls } from './RunControls';
import { RunHeader } from './RunHeader';
import { StartPanel } from './StartPanel';
import { useAddressPlan, type AddressPlan } from './useAddressPlan';
import styles from './MockInterview.module.css';

/**
 * A whole one-way interview for one role, rehearsed: the candidate picks up to five of its questions and a retake
 * allowance, checks the camera and microphone (the practice studio's check), then answers each question as the
 * product runs it: the think time counts down, recording starts at zero and stops when the answer time runs out, the
 * guide's time plan runs beside the timer. The review plays every take back beside its guide's checklist. The flow is
 * interviewState's reducer; the studio's hooks do the browser work (the devices stay on from question to question).
 * Nothing leaves the tab; every track, the AudioContext and each take's blob URL are released on leaving.
 */
export function MockInterview({
  role,
  questions,
  copy,
  maxQuestions,
  retakeChoices,
  defaultRetakes,
  notice,
}: {
  role: { name: string; slug: string };
  questions: readonly MockQuestion[];
  copy: MockInterviewCopy;
  maxQuestions: number;
  retakeChoices: readonly number[];
  defaultRetakes: number;
  /** The page's privacy note, shown above step 1. */
  notice: ReactNode;
}) {
  const [devicesState, devicesDispatch] = useReducer(studioReducer, initialStudioState);
  const [state, dispatch] = useReducer(
    interviewReducer,
    { thinkSeconds: questions.map((question) => question.thinkSeconds), maxQuestions, retakes: defaultRetakes },
    initialInterviewState,
  );
  const { step } = state;
  const stateRef = useRef<InterviewState>(state);
  // Device events drive the check's own state; a failure also pauses the interview.
  const deviceEvents = useCallback((event: DeviceEvent) => {
    devicesDispatch(event);
    if (event.type === 'fail') dispatch(event);
  }, []);
  const recorderEvents = useCallback((event: RecorderEvent) => dispatch(event), []);
  const media = useMediaDevices(deviceEvents, copy.check.step1, devicesState.phase === 'live' && step.phase === 'setup');
  const { devices, start: startDevices, release: releaseDevices } = media;
  const recorder = useRecorder(recorderEvents, media, { countdownSeconds: 0, limitSeconds: 0 }, { releaseAfterTake: false });
  const { release: releaseRecorder, discard } = recorder;
  const [addressNote, setAddressNote] = useState('');
  const ids = useId();
  const questionRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const setupRef = useRef<HTMLHeadingElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const checkStatusRef = useRef<HTMLParagraphElement>(null);
  const checkFailureRef = useRef<HTMLDivElement>(null);
  const checkControlRef = useRef<HTMLButtonElement>(null);
  const runRef = useRef<HTMLDivElement>(null);
  const shownDevicesRef = useRef(devicesState);

  const onAddressPlan = useCallback(
    (found: AddressPlan) => {
      if (!found) return;
      const { plan, problem } = found;
      if (plan.length > 0) dispatch({ type: 'choose', plan });
      const notes = [
        plan.length === 0 ? copy.setup.noneKnown : problem.unknown > 0 ? plural(copy.setup.unknownIds, problem.unknown) : '',
        problem.tooMany ? copy.setup.tooMany : '',
      ];
      setAddressNote(notes.filter(Boolean).join(' '));
    },
    [copy.setup],
  );
  useAddressPlan(
    questions.map((question) => question.id),
    maxQuestions,
    onAddressPlan,
  );

  // Focus follows the flow when the pressed button goes away (layout effect: before the next key press lands).
  useLayoutEffect(() => {
    const from = stateRef.current.step;
    stateRef.current = state;
    const target = interviewFocusAfter(from, state.step);
    if (target) ({ question: questionRef, result: resultRef, notice: noticeRef, review: reviewRef, setup: setupRef })[target].current?.focus();
    // A new question brings the question and the stage to the top of the screen (under the top bar: scroll-padding).
    if (state.step.phase === 'think' && from.phase !== 'think') runRef.current?.scrollIntoView({ block: 'start' });
  }, [state]);

  // The device check's focus, as the studio moves it: the status line when asked and granted, the failure, Start.
  useLayoutEffect(() => {
    const from = shownDevicesRef.current;
    shownDevicesRef.current = devicesState;
    if (from === devicesState || stateRef.current.step.phase !== 'setup') return;
    if (devicesState.phase === 'failed') checkFailureRef.current?.focus();
    else if (devicesState.phase === 'requesting') checkStatusRef.current?.focus();
    else if (devicesState.phase === 'live' && from.phase === 'requesting') checkStatusRef.current?.focus();
    else if (devicesState.phase === 'idle') checkControlRef.current?.focus();
  }, [devicesState]);

  // A take replaced by a retake, or every take on a restart: its blob URL is freed as soon as the state lets go of it.
  const keptUrlsRef = useRef(new Set<string>());
  useEffect(() => {
    const kept = new Set(state.takes.flatMap((take) => (take ? [take.url] : [])));
    for (const url of keptUrlsRef.current) if (!kept.has(url)) discard(url);
    keptUrlsRef.current = kept;
  }, [state.takes, discard]);

  // The review needs no camera: everything turns off when it opens.
  useEffect(() => {
    if (step.phase !== 'review') return;
    releaseDevices();
    devicesDispatch({ type: 'reset' });
  }, [step.phase, releaseDevices]);

  const askQuestion = (slot: number) => {
    const question = questions[stateRef.current.plan[slot]!];
    if (question) recorder.countdown({ countdownSeconds: question.thinkSeconds, limitSeconds: question.answerSeconds });
  };

  // Leaving the tab mid-question: a think time pauses, a recording stops and is kept. pagehide releases everything.
  useEffect(() => {
    const onVisibility = () => {
      if (!document.hidden) return;
      const current = stateRef.current.step;
      if (current.phase === 'think') recorder.cancel();
      dispatch({ type: 'hide' });
      if (current.phase === 'answer') recorder.stop();
    };
    const onPageHide = () => {
      releaseRecorder();
      releaseDevices();
      dispatch({ type: 'reset' });
      devicesDispatch({ type: 'reset' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [recorder, releaseDevices, releaseRecorder]);

  /** A step that may start a question's think time: the reducer says which, and the recorder counts it down. */
  const run = (type: 'begin' | 'next' | 'retake' | 'resume') => {
    const next = interviewReducer(stateRef.current, { type });
    dispatch({ type });
    if (next.step.phase === 'think') askQuestion(next.step.slot);
  };

  const end = () => {
    if (stateRef.current.step.phase === 'think') recorder.cancel();
    dispatch({ type: 'finish' });
    if (stateRef.current.step.phase === 'answer') recorder.stop();
  };

  const resume = () => {
    const current = stateRef.current.step;
    if (current.phase !== 'paused') return;
    if (current.reason === 'hidden') return run('resume');
    void startDevices({ camera: devices.cameraId, microphone: devices.microphoneId }).then((granted) => {
      if (granted) run('resume');
    });
  };

  const onDuration = (url: string, seconds: number) => dispatch({ type: 'duration', url, seconds });
  const setup = step.phase === 'setup';
  const live = devicesState.phase === 'live';
  const slot = 'slot' in step ? step.slot : 0;
  const question = questions[state.plan[slot] ?? 0]!;
  const chosenSeconds = state.plan.reduce((sum, index) => sum + questions[index]!.thinkSeconds + questions[index]!.answerSeconds, 0);
  const stageCopy = { ...copy.check, step2: { countdownCaption: copy.run.thinkCaption, recording: copy.run.recording, timer: copy.run.timer } };
  // One sentence per step, never a changing number: the think time's stays the same while its seconds run down.
  const status =
    step.phase === 'think'
      ? fill(copy.run.thinkAnnouncement, { n: slot + 1, total: state.plan.length, time: formatDuration(question.thinkSeconds) })
      : step.phase === 'answer'
        ? fill(copy.run.answerAnnouncement, { time: formatDuration(question.answerSeconds) })
        : '';

  return (
    <div className={styles.interview} data-phase={step.phase}>
      {setup ? notice : null}
      {setup ? (
        <div className={styles.setupTop}>
          <QuestionPicker
            id={ids}
            questions={questions}
            plan={state.plan}
            max={maxQuestions}
            retakes={state.retakes}
            retakeChoices={retakeChoices}
            copy={copy.setup}
            note={addressNote}
            headingRef={setupRef}
            onToggle={(index) => dispatch({ type: 'toggle', index })}
            onRandom={() => dispatch({ type: 'choose', plan: randomPlan(questions.length, maxQuestions, Math.random) })}
            onRetakes={(count) => dispatch({ type: 'retakes', count })}
          />
          <CheckStep
            id={`${ids}-check`}
            state={devicesState}
            copy={copy.check}
            devices={devices}
            heard={media.heard}
            meterRef={media.meterRef}
            statusRef={checkStatusRef}
            failureRef={checkFailureRef}
            controlRef={checkControlRef}
            onStart={() => void startDevices()}
            onTurnOff={() => {
              releaseDevices();
              devicesDispatch({ type: 'turnOff' });
            }}
            onChoose={(kind, deviceId) => void startDevices({ camera: devices.cameraId, microphone: devices.microphoneId, [kind]: deviceId })}
          />
        </div>
      ) : step.phase === 'review' ? null : (
        <div ref={runRef} className={styles.runTop} role="group" aria-label={copy.run.regionLabel}>
          <RunHeader progress={fill(copy.run.progress, { n: slot + 1, total: state.plan.length })} text={question.text} questionRef={questionRef} />
        </div>
      )}
      {/* One stage for the whole interview, in the same place of the tree: its preview keeps the camera's stream. */}
      <div className={styles.stageSlot} hidden={step.phase === 'review'}>
        <Stage
          state={stageState(step, devicesState)}
          copy={stageCopy}
          limitSeconds={question.answerSeconds}
          previewRef={media.previewRef}
          onDuration={onDuration}
          clockCountdown
        />
      </div>
      {setup ? (
        <StartPanel
          id={ids}
          copy={copy.setup}
          questions={state.plan.length}
          seconds={chosenSeconds}
          retakes={state.retakes}
          ready={live}
          startRef={startRef}
          onStart={() => run('begin')}
        />
      ) : step.phase === 'review' ? (
        <InterviewReview
          state={state}
          questions={questions}
          roleSlug={role.slug}
          copy={copy.review}
          headingRef={reviewRef}
          onDuration={onDuration}
          onRestart={() => dispatch({ type: 'restart' })}
        />
      ) : (
        <div className={styles.runControls}>
          <RunControls
            step={step}
            copy={copy.run}
            failures={copy.failures}
            retry={copy.retry}
            slots={state.plan.length}
            take={state.takes[slot] ?? null}
            answerSeconds={question.answerSeconds}
            retakesLeft={Math.max(0, state.retakes - (state.retakesUsed[slot] ?? 0))}
            keptTakes={state.takes.filter(Boolean).length}
            controlRef={controlRef}
            resultRef={resultRef}
            noticeRef={noticeRef}
            onStartNow={recorder.startNow}
            onStop={recorder.stop}
            onNext={() => run('next')}
            onRetake={() => run('retake')}
            onResume={resume}
            onEnd={end}
          />
        </div>
      )}
      {setup || step.phase === 'review' ? null : (
        <div className={styles.runPlan}>
          <PlanPanel steps={question.steps} current={step.phase === 'answer' ? stepIndexAt(question.steps, step.elapsed) : null} copy={copy.run.plan} />
        </div>
      )}
      <p className="visually-hidden" role="status" data-testid="interview-status">
        {status}
      </p>
    </div>
  );
}
