import type { LegalOutline } from './types';

/**
 * /one-way-interviews: the one-way interview format's rules, stated once (think time, the answer timer, retakes, a
 * dropped connection, who watches and when). The text is content/candidates/one-way-interviews.mdx; every question
 * page and /practice link here. tests/legal-outline.test.ts holds this outline to the MDX.
 */
export const oneWayInterviewsPage: LegalOutline = {
  title: 'How One-Way Video Interviews Work',
  lastUpdated: 'For candidates: the rules of the format, before you press record',
  sections: [
    { id: 'before-you-start', heading: 'Before You Start' },
    { id: 'think-time', heading: 'Think Time' },
    { id: 'answer-timer', heading: 'The Answer Timer' },
    { id: 'retakes', heading: 'Retakes' },
    { id: 'connection-drops', heading: 'If the Connection Drops' },
    { id: 'who-watches', heading: 'Who Watches, and When' },
    { id: 'practise-first', heading: 'Practise First' },
  ],
};

