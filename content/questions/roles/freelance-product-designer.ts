import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/freelance-product-designer/. */
export const role: RoleProfile = {
  slug: 'freelance-product-designer',
  name: 'Freelance Product Designer',
  group: 'freelance-and-crew',
  summary: 'Video interview questions for freelance product designers: a portfolio walkthrough, a design critique, scoping work and collaborating remotely.',
};
