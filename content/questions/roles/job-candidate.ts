import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/job-candidate/. */
export const role: RoleProfile = {
  slug: 'job-candidate',
  name: 'Job Candidate',
  group: 'any-job',
  summary: 'General first-round questions for any role, written for one-way video interviews: why employers ask each one and what a strong answer shows.',
};
