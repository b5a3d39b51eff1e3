/**
 * Copy of /search and of the header's search entry. Import-free: components/SiteSearch, a client leaf, imports
 * `searchBox` directly, so only these strings ship with it.
 */

export const searchPage = {
  heading: 'Search the Site',
  lead: 'Find a feature, a price, or a section of our privacy policy, terms and cookies policy. Every page is listed below, and every interview question on its role’s page.',
  pagesHeading: 'Browse the Site',
} as const;

/** The header's magnifier link: its accessible name. */
export const searchEntryLabel = 'Search';

/** The search box and its results (components/SiteSearch). */
export const searchBox = {
  label: 'Search the site',
  /** Shown instead of the box where no script runs it. */
  noScript: 'Searching needs JavaScript. The site’s pages are listed below.',
  placeholder: 'For example: retention, callback, trial',
  submit: 'Search',
  searching: 'Searching…',
  failed: 'Search could not load. The site’s pages are listed below.',
  resultsLabel: 'Search results',
  /** How many pages match, said by the status line (a live region). */
  status: (count: number, query: string) =>
    count === 0 ? `No pages match “${query}”.` : `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”.`,
  /** Under a search's results while more match than are shown. */
  shown: (shown: number, total: number) => `Showing ${shown} of ${total} pages.`,
  /** The button that lists the next batch of matching pages. */
  more: (n: number) => `Show ${n} more ${n === 1 ? 'result' : 'results'}`,
  /** Accessible name of a result's list of matching sections. */
  sectionsLabel: (title: string) => `Matching sections of ${title}`,
  /** Above a question page's result: the role that asks it. */
  questionKind: (role: string) => `${role} · Question`,
} as const;

/**
 * Under the box while nothing is searched, and after a search that found nothing: a few role pages of the question
 * library (content/searchSuggestions.ts picks them), so the page never ends on one bare sentence.
 */
export const searchSuggestionsCopy = {
  heading: 'Interview Questions by Role',
  lead: 'Not sure what to search for? Start from a role: its questions, why employers ask them and what a strong answer shows.',
  all: (roles: number) => `All ${roles} roles`,
} as const;
