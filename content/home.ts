import { config } from '../lib/config';
import { routes } from './routes';
import { noCreditCardNote } from './pricing';
import { trialPlan } from './plans';
import { featurePreview, featureStats, type FeatureStat } from './features';
import { screeningTimeSavedLabel } from './claims';

/** The typed line under the hero heading (docs/requirements.md, "Pages"). */
export const typedHero = {
  prefix: 'Screen',
  phrases: [
    'Job Candidates',
    'Sales Associates',
    'Support Specialists',
    'Actors & Performers',
    'Coaches & Tutors',
    'Content Creators',
  ],
  timing: { startDelay: 100, typeSpeed: 160, backDelay: 5000 },
  pauseLabel: 'Pause',
  playLabel: 'Play',
  listLabel: 'the rotating list of roles',
} as const;

export const homeHero = {
  heading: 'Evaluate Candidates With AI Powered Interviews',
  lead: `Send AI‑generated questions, let people answer on video in their own time, and review every recording in one scrollable view. ${config.productName} handles the first round so you can meet the right people.`,
  primaryCta: { label: 'Demo Interviews', href: routes.demo.path },
  secondaryCta: { label: 'Sign Up For Free', href: config.links.signUp },
  note: noCreditCardNote,
} as const;

/**
 * The product picture under the hero (components/HeroVisual), drawn from the same sample data as /features'
 * panels: the reviewer's list of recordings, and the candidate answering a question on video.
 */
export const heroVisual = {
  reviewer: featurePreview('review'),
  candidate: {
    step: featurePreview('ai-interviews').title,
    status: featurePreview('ai-interviews').status,
    question: featurePreview('ai-questions').rows[1]!.text,
    /** Elapsed time on the mock recording. */
    elapsed: '0:42',
  },
} as const;

/**
 * The strip of facts under the hero: only what the content already states (the screening claim, /features'
 * figures, the trial plan). No customer names, logos or quotes: there are none to show.
 */
export const proofStrip: { heading: string; stats: readonly FeatureStat[] } = {
  /** Read by screen readers only: the strip's figures speak for themselves on screen. */
  heading: `${config.productName} at a Glance`,
  stats: [
    featureStats[0]!,
    { value: `${trialPlan.durationDays} days`, label: `free trial with ${trialPlan.interviews.count} interviews` },
    ...featureStats.slice(1),
  ],
};

export const howItWorks = {
  eyebrow: 'From job post to callback',
  /** The requirements name the section. */
  heading: 'How It Works',
  lead: `Publish a job, let ${config.productName} ask the questions, and spend your time only on the people worth a conversation.`,
  claimFigure: screeningTimeSavedLabel,
  claimText: 'less time spent on screening',
  claimDetail:
    'Teams replace first‑round phone calls with recorded answers they can review in minutes, whenever it suits them.',
  /** Labels of the flow illustration, in order. */
  flow: ['Create a job', 'Publish to the board', 'Candidates record', 'Review videos', 'Book a callback'],
  flowTitle: 'The interview flow',
  flowDescription:
    'Five steps from left to right: create a job, publish it to the job board, candidates record video answers, you review the videos, and you book a callback with the best candidates.',
} as const;

export const homeDemos = {
  eyebrow: 'Live Demos',
  heading: 'See an Interview From the Candidate’s Side',
  lead: 'Each demo opens the real interview player in a new tab. No sign‑up needed.',
  /** Home shows the first few; /demo shows them all. */
  limit: 6,
  allLabel: 'See All Demo Interviews',
} as const;

export interface HomeFeature {
  icon: 'briefcase' | 'board' | 'sparkles' | 'video' | 'calendar' | 'users';
  title: string;
  text: string;
}

export const homeFeatures = {
  eyebrow: 'Features',
  heading: 'Everything the First Round Needs',
  /** The six required feature cards, titles word for word. */
  cards: [
    {
      icon: 'briefcase',
      title: 'Create a Job',
      text: 'Describe the role, its requirements and what a great answer looks like. Customise the application form in minutes.',
    },
    {
      icon: 'board',
      title: 'Publish to the Job Board',
      text: 'One click puts the job on a public job board with global reach, ready to share on your site and social channels.',
    },
    {
      icon: 'sparkles',
      title: 'AI Interviews',
      text: 'AI writes evaluation questions from the job itself. Candidates answer on video whenever it suits them, on any device.',
    },
    {
      icon: 'video',
      title: 'Review Interview Videos',
      text: 'Watch every answer in one scrollable view, compare candidates side by side and share recordings with your team.',
    },
    {
      icon: 'calendar',
      title: 'Schedule Callback Meetings',
      text: 'Invite the best people to a phone call, an in‑person meeting or a video call on the meeting service you already use.',
    },
    {
      icon: 'users',
      title: 'Meet the Right Candidates',
      text: 'Spend your interview hours only on people who already showed you they fit the role.',
    },
  ] satisfies HomeFeature[],
} as const;

export const callbackMeetings = {
  eyebrow: 'Callback Meetings',
  heading: 'Book the Next Conversation Without the Back-and-Forth',
  lead: 'Phone, in person or a virtual meeting service: you choose how to meet, candidates choose when.',
  steps: [
    {
      title: 'Set Your Availability',
      text: 'Pick the weekday time slots that suit you and a sliding validity period, so the calendar never offers a day you can’t make.',
    },
    {
      title: 'Send the Calendar to Candidates',
      text: 'Shortlisted candidates get your calendar link by e‑mail, with the meeting type and everything they need to prepare.',
    },
    {
      title: 'The Candidate Picks a Slot',
      text: 'They book the time that works for them and it lands in your schedule. No e‑mail ping‑pong, no double bookings.',
    },
  ],
} as const;

export const jobBoard = {
  eyebrow: 'Job Board',
  heading: 'Your Jobs, on a Public Board, for as Long as You Need Them',
  lead: 'Every job gets its own page with a customised application form that candidates anywhere in the world can find.',
  steps: [
    {
      title: 'Create the Job',
      text: 'Write the title, description and requirements, and choose the questions candidates will answer on video.',
    },
    {
      title: 'Publish It',
      text: 'Put the job on the public job board. Applicants fill in your form and go straight to their video interview.',
    },
    {
      title: 'Close It',
      text: 'Filled the role? Close the job and it is removed from the board. The recordings stay with you for review.',
    },
  ],
} as const;

export const homePricing = {
  eyebrow: 'Pricing',
  heading: 'Start Free, Upgrade When You Hire at Scale',
  allLabel: 'Compare Plans',
} as const;

export const homeFaq = {
  eyebrow: 'FAQ',
  heading: 'Questions Teams Ask Before They Start',
  allLabel: 'Read All FAQs',
} as const;

export const closingCta = {
  heading: 'Your Next Great Hire Is One Video Away',
  text: `Create your first job in minutes and see how ${config.productName} changes your first round.`,
  primary: { label: 'Start Free Trial', href: config.links.trial },
  secondary: { label: 'Contact Us', href: routes.contact.path },
  note: noCreditCardNote,
} as const;
