import { config } from '../lib/config';
import { contactPage } from './contact';
import { noCreditCardNote } from './pricing';
import { routes } from './routes';
import type { CallToActionContent, Fact, FeatureItem, LinkAction, ProcessStep } from './types';
import { screeningTimeSavedLabel } from './claims';

/** Every 'Sign up for Free' button on the Company page opens the app's trial sign-up. */
const signUpForFree: LinkAction = { label: 'Sign up for Free', href: config.links.trial };

const story: readonly string[] = [
  `${config.productName} began with a calendar full of fifteen‑minute phone screens. Our founders were running a small services business in New Jersey with no HR department, and every opening meant a week of first‑round calls: the same handful of questions asked dozens of times, squeezed between customers, with candidates who missed their slot or who were clearly not a fit within the first minute.`,
  'So we tried something simpler. Candidates answered those first questions on video whenever it suited them, and the hiring manager watched the answers in one sitting that evening. The first version was little more than a job page, a list of questions and a record button, yet it gave us back most of our week. Recruiters, coaches and casting teams who saw it asked for the same thing, and the public job board, AI‑generated questions and callback scheduling followed.',
  `Today ${config.productName} is built and supported from ${contactPage.location}, for small business owners, hiring agencies running campus drives and brands reviewing creators in bulk. Teams using it save ${screeningTimeSavedLabel} of their screening time, and every candidate gets a fair hearing instead of a missed phone call.`,
];

const facts: readonly Fact[] = [
  { label: 'Headquarters', value: contactPage.location },
  { label: 'Screening time saved', value: screeningTimeSavedLabel },
  { label: 'Built for', value: 'Small businesses, hiring agencies and brands' },
  { label: 'Candidates answer', value: 'At their own time, from anywhere' },
];

const steps: readonly ProcessStep[] = [
  {
    title: 'Create a Job',
    text: 'Add the title, the description and the requirements. It takes about as long as writing a job ad.',
  },
  {
    title: 'Publish It to the Job Board',
    text: 'The opening goes live on the public job board with your own application form, so candidates anywhere can find it and apply.',
  },
  {
    title: 'Get AI‑Generated Questions',
    text: `${config.productName} drafts evaluation questions from the job itself. Keep them, edit them or add your own.`,
  },
  {
    title: 'Candidates Record Their Answers',
    text: 'Applicants answer on video at their own time, in their own time zone, without booking a call with anyone.',
  },
  {
    title: 'Review the Recordings',
    text: 'Scroll through every answer in one view, replay the moments that matter and shortlist the strongest candidates.',
  },
  {
    title: 'Schedule Callback Meetings',
    text: 'Set weekday time slots and a validity period, e‑mail a calendar link, and shortlisted candidates pick a slot for a phone, in‑person or virtual meeting.',
  },
];

const features: readonly FeatureItem[] = [
  {
    icon: 'globe',
    title: 'Global Talent',
    text: 'Your openings reach candidates wherever they live, and they interview in their own time zone without a single scheduling e‑mail.',
  },
  {
    icon: 'sparkles',
    title: 'AI-Powered Questions',
    text: 'Get relevant screening questions generated from your job description and requirements, ready to send or to fine-tune.',
  },
  {
    icon: 'board',
    title: 'Job Board',
    text: 'Publish openings with customised application forms, then close a job to take it off the board the moment it is filled.',
  },
  {
    icon: 'calendar',
    title: 'Callback Meetings',
    text: 'Offer weekday time slots through a calendar link; shortlisted candidates book a phone, in‑person or virtual meeting themselves.',
  },
];

export const companyPage = {
  heading: 'About Us',
  storyHeading: 'The Story Behind Our Platform',
  howHeading: 'How AI Video Interview Works?',
  ctaLabel: signUpForFree.label,
  eyebrow: 'Our mission',
  lead: `${config.productName} gives small teams a fast, fair first round: candidates answer on video when it suits them, and you review every answer when it suits you.`,
  headerActions: [signUpForFree, { label: 'Demo Interviews', href: routes.demo.path }],
  headerNote: noCreditCardNote,
  storyEyebrow: 'Our story',
  story,
  factsLabel: 'At a glance',
  facts,
  howEyebrow: 'The process',
  howLead: 'Six steps from an open role to a booked callback, so your time goes to the candidates worth meeting.',
  steps,
  featuresEyebrow: 'What you get',
  featuresHeading: 'Built for Hiring Without the Phone Tag',
  featuresLead: 'Everything a small team needs to run a first round that candidates can take from anywhere.',
  features,
  closing: {
    heading: 'Ready to Hear From Your Next Hire?',
    text: 'Create your first job in a few minutes and see how candidates answer on video.',
    actions: [signUpForFree],
    note: noCreditCardNote,
  } satisfies CallToActionContent,
} as const;
