import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/coach/. */
export const role: RoleProfile = {
  slug: 'coach',
  name: 'Coach',
  group: 'teaching-and-coaching',
  summary: 'Questions for sports, fitness and life coaches: teaching a technique on camera, setting goals, keeping clients motivated and knowing your limits.',
};
