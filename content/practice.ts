import { config } from '../lib/config';
import type { MediaFailure } from '../lib/practice/media';
import { routes } from './routes';
import type { CallToActionContent, FeatureItem } from './types';

/** Copy of /practice: the candidate's device check and practice answer. */

const product = config.productName;

export const practicePage = {
  eyebrow: 'For candidates',
  heading: 'Test Your Setup Before the Interview',
  lead: `Check your camera and microphone, then record a practice answer to an interview question, the way interviews on ${product} work. It takes two minutes.`,
  privacy: {
    heading: 'Nothing Leaves Your Device',
    text: 'Your picture, your sound and your practice answer stay in this browser tab. This page uploads nothing and saves nothing: nobody but you sees or hears it, and the recording is gone when you leave, unless you download it.',
  },
  noScript: 'Checking your camera and microphone needs JavaScript. Turn it on in your browser settings and reload this page.',
} as const;

/**
 * Everything the recorder (components/PracticeStudio) shows. Passed to it as props, so none of this is
 * in its JavaScript; `{time}` and `{limit}` are filled in with lengths in words (lib/duration.ts: "42 seconds"), except
 * in the running timer, which counts as a clock (0:42 / 1:00).
 */
export const practiceStudio = {
  stageLabel: 'Camera and recording',
  stagePlaceholder: 'Your camera picture appears here once you start the check.',
  previewLabel: 'Camera preview',
  playbackLabel: 'Your practice answer',
  step1: {
    heading: 'Step 1: Check Your Camera and Microphone',
    intro: 'Your browser will ask to use your camera and microphone. Nothing turns on until you press the button, and you can turn both off again at any time.',
    start: 'Check Camera and Mic',
    requesting: 'Waiting for your permission…',
    ready: 'Your camera and microphone are working.',
    supported: 'Your browser can record video.',
    cameraLabel: 'Camera',
    microphoneLabel: 'Microphone',
    unnamedCamera: 'Camera {n}',
    unnamedMicrophone: 'Microphone {n}',
    meterLabel: 'Microphone level',
    meterValue: '{level}%',
    heard: 'We can hear you.',
    silent: 'No sound yet: say something, or check that your microphone is not muted.',
    stop: 'Turn Off Camera and Microphone',
    off: 'Your camera and microphone are off.',
    offAfterRecording: 'Your camera and microphone turned off when the recording ended. Retake turns them on again.',
  },
  step2: {
    heading: 'Step 2: Record a Practice Answer',
    questionLabel: 'Sample question',
    question:
      'Tell us about a time you solved a difficult problem at work, in your studies or in a project. What did you do, and what was the result?',
    hint: 'Take a moment to think, then answer as you would in a real interview. Recording starts after a 3-second countdown and stops by itself after {limit}.',
    needsDevices: 'Check your camera and microphone in step 1 first.',
    start: 'Start Recording',
    /** Announced once when the countdown starts (`{time}`: its length in words); the stage shows the seconds. */
    countdown: 'Recording starts in {time}',
    /** Over the countdown's large number on the stage. */
    countdownCaption: 'Recording in',
    cancel: 'Cancel',
    /** Announced once when recording starts, and the word on the stage's recording pill. */
    recording: 'Recording',
    /** The pill's clock: elapsed and total. */
    timer: '{time} / {limit}',
    stop: 'Stop Recording',
    recorded: 'Your answer is {time} long. Play it back, download it or record it again.',
    download: 'Download My Answer',
    downloadName: 'practice-answer',
    retake: 'Retake',
    localOnly: 'The recording exists only in this tab. Downloading saves a copy on your device; nothing is uploaded.',
  },
  /** A library question opened with /practice?q=<id>; `{role}`, `{think}` and `{limit}` are filled in. */
  library: {
    label: '{role} interview question',
    limits: 'Suggested think time {think}; recording stops after {limit}.',
    /** Back to the question's own page, its guide: where a visitor from the library came from, and the way on to its role. */
    guideLink: 'How to answer this question',
    /** Its role's mock interview, with this question among those asked. */
    mockInterviewLink: 'Practise a full {role} interview',
    fallback: 'Sorry, we could not find that question, so here is our sample question instead.',
    browse: { label: 'Browse the interview questions', href: routes.questions.path },
    /** Under the sample question: the library, whose questions open this page with one of theirs. */
    pick: { before: 'Want a question for your role? ', label: 'Pick one from our interview questions', href: routes.questions.path },
  },
  /** Seconds of countdown before recording starts. */
  countdownSeconds: 3,
  /** The recording limit, in seconds. */
  limitSeconds: 60,
  retry: 'Try Again',
  failures: {
    denied: {
      title: 'Camera or microphone blocked',
      text: 'Your browser did not allow this page to use the camera or microphone. Allow both for this site (look for the camera icon in the address bar or the site settings), then try again.',
    },
    noDevice: {
      title: 'No camera or microphone found',
      text: 'We could not find a camera and a microphone. Connect or switch them on, check that they are not turned off in your system settings, then try again.',
    },
    busy: {
      title: 'Camera or microphone in use',
      text: 'Another app or browser tab may be using your camera or microphone. Close it, then try again.',
    },
    unsupported: {
      title: 'This browser cannot record video',
      text: 'Open this page in a recent version of Chrome, Edge, Firefox or Safari to check your setup and record a practice answer.',
    },
    insecure: {
      title: 'This page needs a secure connection',
      text: 'Browsers only allow the camera and microphone on pages opened over https. Open this page at its https:// address and try again.',
    },
    interrupted: {
      title: 'Camera or microphone disconnected',
      text: 'The camera or microphone stopped while in use. Check the connection, then try again.',
    },
    unknown: {
      title: 'The camera or microphone did not start',
      text: 'Something went wrong while starting them. Try again, or reload the page.',
    },
  } satisfies Record<MediaFailure, { title: string; text: string }>,
} as const;

export type PracticeStudioCopy = typeof practiceStudio;

/** Copy of the same shape with other words: the mock interview gives the studio's pieces its own. */
type Reworded<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends number ? number : Reworded<T[K]> };
/** What the device check (CheckStep) shows. */
export type DeviceCheckCopy = Reworded<Pick<PracticeStudioCopy, 'step1' | 'failures' | 'retry'>>;
/** What the stage (Stage) shows; `step2.timer` may use `{time}`, `{limit}` and `{left}`. */
export type StageCopy = Reworded<Pick<PracticeStudioCopy, 'stageLabel' | 'stagePlaceholder' | 'previewLabel' | 'playbackLabel'>> & {
  step2: Reworded<Pick<PracticeStudioCopy['step2'], 'countdownCaption' | 'recording' | 'timer'>>;
};

export const practiceTips = {
  id: 'tips',
  heading: 'Tips for a Good Recording',
  lead: 'Small changes make a big difference to how you come across on video.',
  items: [
    {
      icon: 'sun',
      title: 'Light',
      text: 'Face a window or a lamp so the light falls on your face. A bright window behind you turns you into a silhouette.',
    },
    {
      icon: 'mic',
      title: 'Sound',
      text: 'Pick a quiet room, close the door and silence your phone. Earbuds or a headset with a microphone cut echo and background noise.',
    },
    {
      icon: 'frame',
      title: 'Framing',
      text: 'Put the camera at eye level, about an arm’s length away, with your head and shoulders in the picture. Look at the lens when you speak.',
    },
  ] satisfies FeatureItem[],
} as const;

export const practiceExpectations = {
  id: 'what-to-expect',
  heading: 'What to Expect in a Real Interview',
  lead: `Interviews on ${product} work like this practice, with the employer's questions.`,
  /** After the lead: the format's rules, stated once. */
  rulesLink: { label: 'How one-way video interviews work, rule by rule', href: routes.oneWayInterviews.path },
  items: [
    {
      icon: 'list',
      title: 'Questions',
      text: 'The employer sets the questions for the job. You see one question at a time and can read it before you start recording.',
    },
    {
      icon: 'clock',
      title: 'Time Limits',
      text: 'Each question has a think time, then an answer time of at most 3 minutes, each with a countdown. Recording starts when the think time ends and stops at the limit. You choose when to take the interview, before its deadline.',
    },
    {
      icon: 'video',
      title: 'Retakes',
      text: 'Whether you can record an answer again depends on the interview. It tells you before you start, so practise here as often as you like.',
    },
  ] satisfies FeatureItem[],
} as const;

export const practiceCta: CallToActionContent = {
  heading: 'See a Real Interview',
  text: 'Open a demo interview to go through the questions and the recording flow exactly as a candidate does, or read the answers to common candidate questions.',
  actions: [
    { label: 'Demo Interviews', href: routes.demo.path },
    { label: 'Candidate FAQ', href: `${routes.faq.path}#candidates` },
  ],
};

/** The secondary entry in the header and the link other pages use to send candidates here. */
export const practiceLink = { label: 'Practice Interview', href: routes.practice.path } as const;
/** The words of `practiceLink.label` a medium-width header shows (the rest stays in the accessible name). */
export const practiceLinkShort = 'Practice';

/** The Demo page's pointer for candidates, under the grid. */
export const practicePromo = {
  text: 'Preparing for an interview yourself? ',
  link: { label: 'Test your camera and microphone and record a practice answer', href: routes.practice.path },
  after: ': it stays on your device.',
} as const;
