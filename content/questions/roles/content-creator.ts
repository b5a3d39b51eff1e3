import type { RoleProfile } from '../types';

/** The role; its questions are the guides in content/questions/guides/content-creator/. */
export const role: RoleProfile = {
  slug: 'content-creator',
  name: 'Content Creator',
  audience: 'brands-and-creators',
  summary: 'Questions for content creators working with brands: pitching an idea on camera, knowing your audience, working to a brief and handling feedback.',
};
