import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/customer-support-specialist/. */
export const role: RoleProfile = {
  slug: 'customer-support-specialist',
  name: 'Customer Support Specialist',
  group: 'retail-and-service',
  summary: 'Video interview questions for customer support specialists: frustrated customers, clear explanations, busy queues and problems you can’t answer yet.',
};
