import { questionRoleBySlug, questionRoles } from './questions';
import { questionRoleKey, routes } from './routes';
import { searchSuggestionsCopy } from './search';

/**
 * The role pages /search suggests (app/search/page.tsx renders them; components/SiteSearch shows them while nothing
 * is searched or nothing matched): broad roles first, one from each kind of work the library covers. A slug that
 * is no role stops the build.
 */
const suggestedSlugs = ['job-candidate', 'retail-sales-associate', 'customer-support-specialist', 'campus-job', 'content-creator', 'actor-performer'] as const;

export const searchSuggestions = {
  ...searchSuggestionsCopy,
  roles: suggestedSlugs.map((slug) => {
    const role = questionRoleBySlug(slug);
    if (!role) throw new Error(`content/searchSuggestions.ts suggests “${slug}”, which is no role of content/questions/roles/`);
    return { label: role.name, href: routes[questionRoleKey(slug)]!.path };
  }),
  all: { label: searchSuggestionsCopy.all(questionRoles.length), href: routes.questions.path },
};
