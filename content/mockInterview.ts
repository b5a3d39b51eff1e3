import type { MediaFailure } from '../lib/practice/media';
import { practicePage, practiceStudio } from './practice';
import { routes } from './routes';

/**
 * Copy of a role's mock interview (/questions/<role>/mock-interview): several of the role's questions in a row, each
 * with its think time, then an answer timer that stops at zero, a retake allowance, and a review of every take.
 * Passed to components/MockInterview as props. `{name}` slots are filled in (lib/practice/fill.ts); lengths in words
 * ("45 seconds", lib/duration.ts), running clocks as m:ss.
 */

/** How many questions one mock interview asks at most, and how many it starts with. */
export const questionsPerInterview = 5;
/** The retake allowances a candidate can choose before starting, and the one chosen at first. */
export const retakeChoices = [0, 1, 2] as const;
export const defaultRetakes = 1;

export const mockInterviewPage = {
  eyebrow: 'Mock interview',
  lead: (role: string) =>
    `Rehearse a whole one-way video interview for a ${role} job: up to ${questionsPerInterview} questions in a row, each with its think time, then an answer timer that stops at zero. Afterwards, watch each take back and check it against its guide.`,
  privacy: {
    heading: practicePage.privacy.heading,
    text: 'Your picture, your sound and your answers stay in this browser tab. This page uploads nothing and saves nothing: nobody but you sees or hears them, and the recordings are gone when you leave, unless you download them.',
  },
  noScript: 'The mock interview needs JavaScript to use your camera and microphone. Turn it on in your browser settings and reload this page.',
  /** The breadcrumb's last crumb. */
  crumb: 'Mock Interview',
  rules: {
    id: 'how-it-works',
    heading: 'How This Mock Interview Works',
    items: [
      {
        icon: 'clock',
        title: 'Think, Then Answer',
        text: 'Each question shows with its think time counting down. Recording starts when it reaches zero, or sooner if you press Start Recording Now, and stops when the answer time runs out.',
      },
      {
        icon: 'video',
        title: 'Retakes',
        text: 'Choose how many retakes each question allows before you start. A retake replaces the answer you recorded before.',
      },
      {
        icon: 'list',
        title: 'Your Plan on Screen',
        text: 'While you record, the guide’s time plan runs beside the timer: what to say now and what comes next. Hide it if you would rather answer without it.',
      },
    ],
    rulesLink: { before: 'Real interviews follow the same rules: ', label: 'how one-way video interviews work', href: routes.oneWayInterviews.path },
  },
} as const;

/** Everything the interview (components/MockInterview) shows, as props. */
export const mockInterview = {
  /** The device check is the practice studio's own, under this step's heading. */
  check: { ...practiceStudio, step1: { ...practiceStudio.step1, heading: 'Step 2: Check Your Camera and Microphone' } },
  setup: {
    heading: 'Step 1: Choose Your Questions',
    intro: `Pick up to ${questionsPerInterview} of this role’s questions. They are asked in the order listed.`,
    legend: 'Questions to answer',
    times: 'Think {think}, answer {answer}',
    random: `Pick ${questionsPerInterview} at Random`,
    count: '{n} of {max} questions chosen.',
    full: `You have chosen ${questionsPerInterview}: untick one to choose another.`,
    retakesLegend: 'Retakes per question',
    retakeLabels: { 0: 'None', 1: 'One', 2: 'Two' } satisfies Record<(typeof retakeChoices)[number], string>,
    startHeading: 'Step 3: Start the Interview',
    summary: '{questions}, about {minutes} in all, {retakes}.',
    questionsCount: { one: '1 question', other: '{n} questions' },
    minutes: { one: '1 minute', other: '{n} minutes' },
    retakesSummary: { 0: 'no retakes', 1: 'one retake per question', 2: 'two retakes per question' } satisfies Record<
      (typeof retakeChoices)[number],
      string
    >,
    start: 'Start the Interview',
    needsQuestions: 'Choose at least one question in step 1.',
    needsDevices: 'Check your camera and microphone in step 2 first.',
    /** The address named questions (`?q=`): what became of the ones it could not use. */
    unknownIds: { one: 'One question in the link is not among this role’s questions, so it was left out.', other: '{n} questions in the link are not among this role’s questions, so they were left out.' },
    noneKnown: 'None of the questions in the link are among this role’s questions, so the first five are chosen instead.',
    tooMany: `A mock interview asks at most ${questionsPerInterview} questions, so the first ${questionsPerInterview} in the link are chosen.`,
  },
  run: {
    regionLabel: 'Interview',
    progress: 'Question {n} of {total}',
    thinkCaption: 'Think time',
    /** Announced once when a question's think time starts. */
    thinkAnnouncement: 'Question {n} of {total}. Think time: {time}.',
    /** Announced once when recording starts. */
    answerAnnouncement: 'Recording. You have {time}.',
    recording: 'Recording',
    timer: '{left} left',
    startNow: 'Start Recording Now',
    stop: 'Stop Recording',
    next: 'Next Question',
    toReview: 'Finish and Review',
    retake: 'Retake',
    retakesLeft: { 0: 'No retakes left for this question.', one: '1 retake left for this question.', other: '{n} retakes left for this question.' },
    end: 'End Interview',
    answered: 'Answer {n} recorded: {time} of {limit}.',
    cutHidden: 'You left this tab, so recording stopped there. The answer up to that point is kept.',
    pausedHidden: {
      title: 'Paused while you were away',
      text: 'You left this tab during the think time, so the interview paused. Resume to start this question’s think time again.',
    },
    resume: 'Resume',
    /** After a device failure: what was kept. */
    keptTakes: { 0: 'No answer had been recorded yet.', one: 'The answer you recorded before is kept.', other: 'The {n} answers you recorded before are kept.' },
    lostAnswer: 'The answer in progress could not be saved: try this question again.',
    plan: {
      heading: 'Your Plan',
      hide: 'Hide Plan',
      show: 'Show Plan',
      now: 'Now',
      next: 'Up next',
      /** Announced politely when the plan moves on: the step as the guide writes it. */
      stepAnnouncement: '{label}: {text}',
    },
  },
  review: {
    heading: 'Your Review',
    summary: { one: 'You answered {answered} of 1 question', other: 'You answered {answered} of {total} questions' },
    retakesUsed: { 0: 'with no retakes.', one: 'with 1 retake.', other: 'with {n} retakes.' },
    localOnly:
      'These recordings exist only in this tab: nothing was uploaded. Download the ones you want to keep before you leave; closing or reloading the tab deletes them.',
    questionHeading: 'Question {n}: {text}',
    playbackLabel: 'Your answer to question {n}',
    notRecorded: 'No answer was recorded for this question.',
    length: 'Your answer: {time} of {limit}.',
    lengthLabel: 'Time used, step by step',
    stepWhole: '{label}: covered',
    stepPart: '{label}: {spent} of {seconds}',
    stepNone: '{label}: not reached',
    strongLegend: 'What a strong answer shows: tick what yours did',
    mistakesLegend: 'Mistakes to avoid: tick the ones you avoided',
    rubricLegend: 'How would a reviewer score it for {competency}?',
    guideLink: 'Read the full guide to this question',
    download: 'Download Answer {n}',
    downloadName: 'mock-interview-{role}-question-{n}',
    restart: 'Start Another Interview',
    restartNote: 'Starting again deletes these recordings unless you downloaded them.',
  },
  failures: practiceStudio.failures satisfies Record<MediaFailure, { title: string; text: string }>,
  retry: practiceStudio.retry,
} as const;

export type MockInterviewCopy = typeof mockInterview;

/** The role page's and /practice's way in: "Practise a full <role> interview". */
export const mockInterviewLink = {
  /** The role page's button: short enough for one line on a phone; its accessible name adds the role. */
  button: 'Practise a Full Interview',
  buttonName: (role: string) => `Practise a Full Interview for ${role}`,
  text: (role: string) => `Practise a full ${role} interview`,
  /** On a role page, beside the button. */
  roleLead: `Rehearse a whole one-way interview with up to ${questionsPerInterview} of these questions, timed as the real thing, then watch your answers back.`,
  /** On /practice, above the roles' links. */
  practiceHeading: 'Rehearse a Whole Interview',
  practiceLead: 'Answer several of a role’s questions in a row, timed as a real one-way interview, then watch each take back.',
} as const;
