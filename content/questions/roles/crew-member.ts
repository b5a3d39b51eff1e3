import type { QuestionRole } from '../types';

export const role: QuestionRole = {
  slug: 'crew-member',
  name: 'Crew Member',
  audience: 'small-business-owners',
  summary: 'Interview questions for a crew member role, written for one-way video interviews.',
  questions: [
    {
      id: 'crew-member-introduce-yourself',
      text: 'Introduce yourself and tell us why this role interests you.',
      competency: 'motivation',
      why: 'It shows how clearly you present yourself on camera.',
      strongAnswer: ['A short, structured introduction', 'A concrete reason for applying'],
      thinkSeconds: 30,
      answerSeconds: 90,
    },
  ],
};
