import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/campus-job/. */
export const role: RoleProfile = {
  slug: 'campus-job',
  name: 'Student Campus Job',
  group: 'students-and-volunteers',
  summary: 'Questions for student campus jobs in the library, the café or at campus events: service, teamwork, reliability and fitting shifts around study.',
};
