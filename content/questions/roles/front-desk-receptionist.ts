import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/front-desk-receptionist/. */
export const role: RoleProfile = {
  slug: 'front-desk-receptionist',
  name: 'Front Desk Receptionist',
  group: 'retail-and-service',
  summary: 'Questions for front desk receptionists: greeting visitors, phones and bookings, upset customers, privacy and staying calm at a busy desk.',
};
