import type { QuestionRole } from '../types';

export const role: QuestionRole = {
  slug: 'front-desk-receptionist',
  name: 'Front Desk Receptionist',
  audience: 'small-business-owners',
  summary: 'Interview questions for a front desk receptionist role, written for one-way video interviews.',
  questions: [
    {
      id: 'front-desk-receptionist-introduce-yourself',
      text: 'Introduce yourself and tell us why this role interests you.',
      competency: 'motivation',
      why: 'It shows how clearly you present yourself on camera.',
      strongAnswer: ['A short, structured introduction', 'A concrete reason for applying'],
      thinkSeconds: 30,
      answerSeconds: 90,
    },
  ],
};
