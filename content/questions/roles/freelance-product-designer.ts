import type { QuestionRole } from '../types';

export const role: QuestionRole = {
  slug: 'freelance-product-designer',
  name: 'Freelance Product Designer',
  audience: 'hiring-agencies',
  summary: 'Interview questions for a freelance product designer role, written for one-way video interviews.',
  questions: [
    {
      id: 'freelance-product-designer-introduce-yourself',
      text: 'Introduce yourself and tell us why this role interests you.',
      competency: 'motivation',
      why: 'It shows how clearly you present yourself on camera.',
      strongAnswer: ['A short, structured introduction', 'A concrete reason for applying'],
      thinkSeconds: 30,
      answerSeconds: 90,
    },
  ],
};
