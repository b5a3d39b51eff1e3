import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/brand-ambassador/. */
export const role: RoleProfile = {
  slug: 'brand-ambassador',
  name: 'Brand Ambassador',
  group: 'creators-and-performers',
  summary: 'Questions for brand ambassadors and influencers who represent a brand: presenting a product on camera, audience fit, public replies and reporting.',
};
