import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/online-tutor/. */
export const role: RoleProfile = {
  slug: 'online-tutor',
  name: 'Online Tutor',
  group: 'teaching-and-coaching',
  summary: 'Questions for online tutors, such as math tutors: explaining an idea on camera, keeping remote students engaged and keeping parents informed.',
};
