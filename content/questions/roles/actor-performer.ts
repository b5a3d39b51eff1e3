import type { QuestionRole } from '../types';

export const role: QuestionRole = {
  slug: 'actor-performer',
  name: 'Actor / Performer',
  audience: 'brands-and-creators',
  summary: 'Interview questions for a actor / performer role, written for one-way video interviews.',
  questions: [
    {
      id: 'actor-performer-introduce-yourself',
      text: 'Introduce yourself and tell us why this role interests you.',
      competency: 'motivation',
      why: 'It shows how clearly you present yourself on camera.',
      strongAnswer: ['A short, structured introduction', 'A concrete reason for applying'],
      thinkSeconds: 30,
      answerSeconds: 90,
    },
  ],
};
