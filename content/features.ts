import { config } from '../lib/config';
import { routes } from './routes';
import type { CallToActionContent, IconName } from './types';
import { noCreditCardNote, plans } from './pricing';
import { trialLengthAdjective } from './plans';
import { screeningTimeSavedLabel } from './claims';
import { questionLimits } from '../lib/practice/question-link';

const [trialPlan] = plans;

/** One headline number under the page header. */
export interface FeatureStat {
  value: string;
  label: string;
}

/** A row of the mock product panel beside a feature. */
export interface FeaturePreviewRow {
  icon: IconName;
  text: string;
}

/** The mock product panel beside a feature (components/ProductWindow). */
export interface FeaturePreview {
  title: string;
  status: string;
  rows: readonly FeaturePreviewRow[];
}

/** A feature told in full: heading, story, key points and a small product preview. */
export interface FeatureSpotlight {
  /** Anchor id, kebab-case. */
  id: string;
  icon: IconName;
  eyebrow: string;
  heading: string;
  body: string;
  points: string[];
  /** A link under the points, to where the feature continues on this site. */
  link?: { label: string; href: string };
  preview: FeaturePreview;
}

export interface CallbackStep {
  title: string;
  text: string;
}

const product = config.productName;

export const featuresPage = {
  eyebrow: 'Features',
  heading: 'Everything You Need to Screen Candidates on Video',
  lead: `${product} takes the first round off your calendar. Publish a job, let AI write the questions, collect video answers and book callbacks with the people worth meeting. Teams save ${screeningTimeSavedLabel} of the time they used to spend on screening.`,
} as const;

export const featureStats: readonly FeatureStat[] = [
  { value: screeningTimeSavedLabel, label: 'less time spent on first‑round screening' },
  { value: '0', label: 'accounts or apps candidates need to install' },
  { value: '3', label: 'ways to meet: phone, in person or video call' },
];

export const featureSpotlights: readonly FeatureSpotlight[] = [
  {
    id: 'job-board',
    icon: 'board',
    eyebrow: 'Publish',
    heading: 'A Public Job Board With Global Reach',
    body: `Every job you create gets its own listing on the ${product} job board, open to candidates anywhere in the world. Shape the application form around the role so you collect exactly what you need, and close the job when the seat is filled: it comes off the board straight away.`,
    points: [
      'Customised application forms for every job',
      'Reach candidates in any country and time zone',
      'Close a job and it disappears from the board',
    ],
    preview: {
      title: 'Store Manager, Downtown',
      status: 'Published',
      rows: [
        { icon: 'globe', text: 'Visible to candidates worldwide' },
        { icon: 'list', text: 'Application form: 6 custom fields' },
        { icon: 'users', text: '48 applicants this week' },
      ],
    },
  },
  {
    id: 'ai-questions',
    icon: 'sparkles',
    eyebrow: 'Prepare',
    heading: 'AI‑Generated Questions Based on the Job',
    body: `Add the job title, description and requirements, and ${product} drafts interview questions that test for them: a tricky customer for a sales associate, a debugging story for an engineer, a scripted line for an audition. Edit, reorder or add your own before anything is sent.`,
    points: [
      'Questions drawn from the description and requirements',
      'Fully editable before a candidate sees them',
      'The same questions for everyone, so comparisons are fair',
      `Think time of up to ${questionLimits.think.max / 60} minutes and answers of up to ${questionLimits.answer.max / 60} minutes per question`,
    ],
    link: { label: 'Browse sample interview questions by role', href: routes.questions.path },
    preview: {
      title: 'Interview questions',
      status: 'AI draft',
      rows: [
        { icon: 'sparkles', text: 'Tell us about a shift that went wrong and how you fixed it.' },
        { icon: 'sparkles', text: 'How would you train a new starter in their first week?' },
        { icon: 'sparkles', text: 'What would you change about our store on day one?' },
      ],
    },
  },
  {
    id: 'ai-interviews',
    icon: 'video',
    eyebrow: 'Interview',
    heading: 'AI Interviews Candidates Take in Their Own Time',
    body: 'Candidates open the interview in their browser and answer each question on video whenever it suits them: before a shift, after class or from the other side of the world. No scheduling back-and-forth, no missed calls and nothing to install.',
    points: [
      'Video answers recorded right in the browser',
      'Candidates choose when they take it',
      'Any modern browser with a camera and microphone',
    ],
    preview: {
      title: 'Question 2 of 4',
      status: 'Recording',
      rows: [
        { icon: 'video', text: 'Camera and microphone ready' },
        { icon: 'clock', text: 'Answer whenever it suits you' },
        { icon: 'check', text: 'Question 1 answered' },
      ],
    },
  },
  {
    id: 'review',
    icon: 'eye',
    eyebrow: 'Review',
    heading: 'Review Every Recording in One Scrollable View',
    body: 'All the answers to a job land in a single scrollable view, candidate by candidate and question by question. Watch when it suits you, compare people on the same questions and decide who moves on without sitting through a single live first‑round call.',
    points: [
      'Every answer to a job in one place',
      'Compare candidates question by question',
      'Review from anywhere, at any time of day',
    ],
    preview: {
      title: 'Store Manager, Downtown',
      status: '12 to review',
      rows: [
        { icon: 'play', text: 'Maya R.: 4 answers, 7 min' },
        { icon: 'play', text: 'Daniel O.: 4 answers, 6 min' },
        { icon: 'play', text: 'Priya S.: 4 answers, 8 min' },
      ],
    },
  },
  {
    id: 'callbacks',
    icon: 'calendar',
    eyebrow: 'Meet',
    heading: 'Callback Meetings on Your Terms',
    body: `When someone stands out, invite them to a callback by phone, in person or on a virtual meeting service. Set the weekday time slots you can offer and a sliding validity period, and ${product} e‑mails the candidate a calendar link. They pick a slot that works, and the meeting is booked.`,
    points: [
      'Phone, in‑person or virtual meeting service',
      'Weekday time slots that you control',
      'A sliding validity period keeps the calendar current',
    ],
    preview: {
      title: 'Callback with Maya R.',
      status: 'Booked',
      rows: [
        { icon: 'calendar', text: 'Tuesday, 10:30 to 11:00' },
        { icon: 'phone', text: 'Phone call' },
        { icon: 'mail', text: 'Calendar link sent by e‑mail' },
      ],
    },
  },
];

export const callbackSection = {
  id: 'callback-scheduling',
  eyebrow: 'Callback scheduling',
  heading: 'From “Great Answer” to a Booked Meeting in Three Steps',
  lead: 'No more e‑mail ping‑pong to find a time. You share your availability once; candidates do the rest.',
} as const;

export const callbackSteps: readonly CallbackStep[] = [
  {
    title: 'Set Your Availability',
    text: 'Choose the weekday time slots you can offer and a sliding validity period, such as the next two weeks, so open slots always move forward with the calendar.',
  },
  {
    title: 'Send the Calendar Link',
    text: `${product} e‑mails each shortlisted candidate a link to your calendar, with the meeting type already set: phone, in person or a virtual meeting service.`,
  },
  {
    title: 'The Candidate Picks a Slot',
    text: 'They choose the time that suits them best and the callback is booked. You simply turn up and meet the person behind the video.',
  },
];

export const featuresCta: CallToActionContent = {
  heading: `Give Your Team Back ${screeningTimeSavedLabel} of Its Screening Time`,
  text: `Start a free ${trialLengthAdjective} trial with ${trialPlan.interviews.count} interviews included. ${noCreditCardNote}.`,
  actions: [{ label: 'Start Free Trial', href: config.links.trial }, { label: 'Demo Interviews', href: routes.demo.path }],
};

/** One feature's product panel by its id; an unknown id stops the build. */
export function featurePreview(id: string): FeaturePreview {
  const feature = featureSpotlights.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`No feature with id "${id}" in content/features.ts`);
  return feature.preview;
}
