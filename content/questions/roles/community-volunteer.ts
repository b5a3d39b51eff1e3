import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/community-volunteer/. */
export const role: RoleProfile = {
  slug: 'community-volunteer',
  name: 'Community Volunteer',
  group: 'students-and-volunteers',
  summary: 'Video interview questions for community volunteers: why you want to help, welcoming first-time visitors, reliability and working in a team.',
};
