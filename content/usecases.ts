import { config } from '../lib/config';
import { routes } from './routes';
import type { CallToActionContent, IconName } from './types';
import { noCreditCardNote, plans } from './pricing';

const [trialPlan] = plans;

/** A kind of team that uses the product. */
export interface Audience {
  id: string;
  icon: IconName;
  title: string;
  text: string;
}

/** A situation the product handles, with a short concrete scenario. */
export interface UseCase {
  /** Anchor id, kebab-case and stable: other pages link to /usecases#<id>. */
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  scenario: string;
  outcomes: string[];
}

const product = config.productName;

export const useCasesPage = {
  eyebrow: 'Use cases',
  heading: 'One Platform for Every Kind of Evaluation',
  lead: `If you have to meet a lot of people before you choose a few, ${product} was built for you. Here is who relies on it, and the situations it handles best.`,
} as const;

export const audienceSection = {
  id: 'who-its-for',
  eyebrow: 'Who it’s for',
  heading: 'Built for Teams That Evaluate People at Scale',
  lead: 'Three kinds of teams get the most out of asynchronous video interviews.',
  /** Under the cards: the question library, whose hub lists roles by kind of job. */
  questionsLink: { label: 'Browse interview questions for the roles these teams hire', href: routes.questions.path },
} as const;

export const audiences: readonly Audience[] = [
  {
    id: 'small-business-owners',
    icon: 'store',
    title: 'Small Business Owners',
    text: `No HR department? Post the job, let ${product} run the first round, and spend one evening on the best answers instead of a week of phone calls.`,
  },
  {
    id: 'hiring-agencies',
    icon: 'briefcase',
    title: 'Hiring Agencies',
    text: 'Run high-volume processes such as campus recruitment without adding recruiters: screen hundreds of applicants in parallel and build shortlists backed by video.',
  },
  {
    id: 'brands-and-creators',
    icon: 'megaphone',
    title: 'Brands Working With Creators',
    text: 'Evaluate influencers and content creators in bulk. See how each one presents on camera before you commit budget to a campaign.',
  },
];

export const useCaseSection = {
  id: 'use-cases',
  eyebrow: 'Scenarios',
  heading: `Six Ways Teams Use ${product}`,
  lead: 'Each one starts the same way: a job, a few questions and candidates answering on video in their own time.',
  navLabel: 'Use cases on this page',
  scenarioLabel: 'In practice',
} as const;

export const useCases: readonly UseCase[] = [
  {
    id: 'initial-screenings',
    icon: 'video',
    title: 'Initial Screenings',
    summary: 'Replace the first‑round phone screen with a short set of video questions that every applicant answers.',
    scenario:
      'A dental practice receives 60 applications for a receptionist role. Instead of booking 60 calls, the practice manager sends four questions, watches the answers over two evenings and invites six people in for a callback.',
    outcomes: [
      'The same questions for every applicant',
      'No calls to schedule for the first round',
      'Callbacks booked from the same place',
    ],
  },
  {
    id: 'freelancer-hiring',
    icon: 'globe',
    title: 'Freelancer Hiring',
    summary: 'Vet freelancers in other cities and time zones before you sign a contract.',
    scenario:
      'A startup needs a freelance product designer for a three-month project. Applicants from four countries record a portfolio walkthrough and a short design critique; the founders review them asynchronously and book two video calls.',
    outcomes: [
      'Hear how they explain their own work',
      'No time-zone juggling in the first round',
      'Callbacks on a virtual meeting service',
    ],
  },
  {
    id: 'video-auditions',
    icon: 'clapper',
    title: 'Video Auditions',
    summary: 'Collect self-tapes for castings, with the same prompts for every performer.',
    scenario:
      'A casting team for a 30‑second commercial asks each performer for a short introduction, one scripted line and one improvised reaction. The director scrolls through every take in one view and calls back the top ten.',
    outcomes: [
      'Scripted and improvised prompts side by side',
      'Performers record when they are ready',
      'Every take in one scrollable view',
    ],
  },
  {
    id: 'internship-evaluation',
    icon: 'graduation',
    title: 'Internship Evaluation',
    summary: 'Give students a fair, flexible way to show who they are beyond their résumé.',
    scenario:
      'A marketing agency opens ten summer internships. Students answer three questions between lectures, including a one‑minute pitch for a campus event, and the team shortlists on what it hears rather than on grades alone.',
    outcomes: [
      'Students answer between classes',
      'Communication and attitude, not just grades',
      'One consistent process for every applicant',
    ],
  },
  {
    id: 'volunteer-evaluation',
    icon: 'heart',
    title: 'Volunteer Evaluation',
    summary: 'Welcome volunteers quickly while still making sure each one is the right fit.',
    scenario:
      'A food bank recruits weekend volunteers every spring. Applicants record why they want to help and how they would greet a first‑time visitor; the coordinator reviews them on Monday morning and books short phone callbacks.',
    outcomes: [
      'Light enough for unpaid roles',
      'Motivation and availability checked up front',
      'Phone callbacks in the coordinator’s free slots',
    ],
  },
  {
    id: 'campus-jobs',
    icon: 'users',
    title: 'Campus Jobs',
    summary: 'Run campus recruitment drives at scale, for employers and for the agencies that serve them.',
    scenario:
      'A hiring agency runs a campus drive for a retail chain across five universities. Hundreds of students apply through the job board and answer the same questions on video, and the recruiters shortlist from one view instead of travelling to every campus.',
    outcomes: [
      'Hundreds of applicants, one process',
      'No travel for the first round',
      'Callbacks booked straight from the shortlist',
    ],
  },
];

export const useCasesCta: CallToActionContent = {
  heading: 'Put Your Next Evaluation on Video',
  text: `Try ${product} free for ${trialPlan.durationDays} days with ${trialPlan.interviews.count} interviews included. ${noCreditCardNote}.`,
  actions: [{ label: 'Start Free Trial', href: config.links.trial }, { label: 'Contact Us', href: routes.contact.path }],
};
