import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/actor-performer/. */
export const role: RoleProfile = {
  slug: 'actor-performer',
  name: 'Actor and Performer',
  group: 'creators-and-performers',
  summary: 'Self-tape style audition questions for actors and performers: a slate, scripted and improvised takes, taking direction and working to a brief.',
};
