import type { QuestionRole } from '../types';

export const role: QuestionRole = {
  slug: 'customer-support-specialist',
  name: 'Customer Support Specialist',
  audience: 'hiring-agencies',
  summary: 'Interview questions for a customer support specialist role, written for one-way video interviews.',
  questions: [
    {
      id: 'customer-support-specialist-introduce-yourself',
      text: 'Introduce yourself and tell us why this role interests you.',
      competency: 'motivation',
      why: 'It shows how clearly you present yourself on camera.',
      strongAnswer: ['A short, structured introduction', 'A concrete reason for applying'],
      thinkSeconds: 30,
      answerSeconds: 90,
    },
  ],
};
