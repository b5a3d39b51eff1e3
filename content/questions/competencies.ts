import type { CompetencyId } from './types';

/** A competency as the hub's filter and each question's label show it. */
export interface Competency {
  id: CompetencyId;
  label: string;
  /** One line under the filter heading when the competency is selected. */
  description: string;
}

/** In the order the hub's filter lists them. */
export const competencies: readonly Competency[] = [
  {
    id: 'communication',
    label: 'Communication',
    description: 'Explaining ideas clearly and concisely to the person on the other side of the camera.',
  },
  {
    id: 'problem-solving',
    label: 'Problem Solving',
    description: 'Working through an unfamiliar situation and explaining the reasoning behind a choice.',
  },
  {
    id: 'customer-focus',
    label: 'Customer Focus',
    description: 'Understanding what customers, clients or audiences need and acting on it.',
  },
  {
    id: 'teamwork',
    label: 'Teamwork',
    description: 'Working with others, sharing credit and handling disagreement constructively.',
  },
  {
    id: 'motivation',
    label: 'Motivation',
    description: 'Why the candidate wants this role and what keeps them going when it gets hard.',
  },
  {
    id: 'adaptability',
    label: 'Adaptability',
    description: 'Coping with change, pressure and feedback without losing quality.',
  },
  {
    id: 'role-skills',
    label: 'Role Skills',
    description: 'The practical know-how the specific role needs from day one.',
  },
];

const byId = new Map(competencies.map((competency) => [competency.id, competency]));

/** The competency with this id; every CompetencyId has one. */
export function competencyById(id: CompetencyId): Competency {
  const competency = byId.get(id);
  if (!competency) throw new Error(`Unknown competency: ${id}`);
  return competency;
}
