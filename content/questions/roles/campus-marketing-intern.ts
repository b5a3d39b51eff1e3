import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/campus-marketing-intern/. */
export const role: RoleProfile = {
  slug: 'campus-marketing-intern',
  name: 'Campus Marketing Intern',
  group: 'students-and-volunteers',
  summary: 'Video interview questions for campus marketing interns: a project you are proud of, a one-minute event pitch and how you would reach students.',
};
