import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/content-creator/. */
export const role: RoleProfile = {
  slug: 'content-creator',
  name: 'Content Creator',
  group: 'creators-and-performers',
  summary: 'Questions for content creators working with brands: pitching an idea on camera, knowing your audience, working to a brief and handling feedback.',
};
