import type { RoleGroupId } from './types';

/**
 * The hub's groups: kinds of job as a candidate names their own ("I work in retail", "I'm a student"), not the
 * buyers of /usecases. Each role names its group (content/questions/roles/); the hub lists the groups in this order.
 */
export interface RoleGroupProfile {
  id: RoleGroupId;
  heading: string;
}

export const roleGroupProfiles: readonly RoleGroupProfile[] = [
  { id: 'any-job', heading: 'Any Job' },
  { id: 'retail-and-service', heading: 'Retail and Customer Service' },
  { id: 'students-and-volunteers', heading: 'Students, Interns and Volunteers' },
  { id: 'creators-and-performers', heading: 'Creators and Performers' },
  { id: 'teaching-and-coaching', heading: 'Teaching and Coaching' },
  { id: 'freelance-and-crew', heading: 'Freelance and Crew Work' },
];
