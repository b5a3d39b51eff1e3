/**
 * Read by screen readers after a link that opens a new tab. A module of its own, without imports, so the
 * demo grid (a client component) can use it without bundling the site's navigation and route list.
 */
export const newTabHint = '(opens in a new tab)';
