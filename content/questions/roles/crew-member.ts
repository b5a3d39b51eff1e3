import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/crew-member/. */
export const role: RoleProfile = {
  slug: 'crew-member',
  name: 'Event Crew Member',
  group: 'freelance-and-crew',
  summary: 'Video interview questions for event and production crew: load-in and load-out, safety on site, last-minute changes and working under a crew chief.',
};
