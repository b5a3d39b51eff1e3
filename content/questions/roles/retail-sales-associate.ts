import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/retail-sales-associate/. */
export const role: RoleProfile = {
  slug: 'retail-sales-associate',
  name: 'Retail Sales Associate',
  group: 'retail-and-service',
  summary: 'Video interview questions for retail sales associates: greeting customers, selling without pressure, busy sales floors and turning complaints around.',
};
