import { config } from '../lib/config';
import { routes } from './routes';

export const homeHero = {
  heading: 'Evaluate Candidates With AI Powered Interviews',
  /** The typed word list, in order (SPEC.md §2). */
  typedPhrases: [
    'Job Candidates',
    'Sales Associates',
    'Support Specialists',
    'Actors & Performers',
    'Coaches & Tutors',
    'Content Creators',
  ],
  typedPrefix: 'Screen',
  lead: `Send AI-generated questions, let people answer on video in their own time, and review every recording in one scrollable view. ${config.productName} handles the first round so you can meet the right people.`,
  primaryCta: { label: 'Demo Interviews', href: routes.demo.path },
  secondaryCta: { label: 'Sign Up For Free', href: config.links.signUp },
  note: 'No credit card required',
} as const;
