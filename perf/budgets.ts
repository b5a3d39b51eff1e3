/**
 * Every performance budget in one place: the byte budgets `npm test` enforces (e2e/budget.spec.ts) and the bench
 * reports (perf/bench.ts), and the bench's ratio budgets against the floor and each route's no-JS twin.
 * Bytes are brotli 11, each file compressed on its own, as a browser downloads them.
 */
import type { RouteKey } from '../content/routes';

export const KB = 1024;

/** HTML of any route. */
export const htmlBudget = 30 * KB;

/**
 * JavaScript above the floor (a bare Next.js page) on a load without scrolling: the interactive pages get more,
 * text pages almost nothing. An unknown path renders Home and has Home's budget.
 */
export const jsBudgets: Record<RouteKey, number> = {
  // SWR, the demo grid and typed.js; the demo list and its schema wait until the grid nears the viewport.
  home: 16 * KB,
  // SWR and the demo grid, plus the list's zod/v4/core schema chunk (6.2 KB), fetched with the list on load.
  demo: 20 * KB,
  contact: 10 * KB,
  features: 6 * KB,
  pricing: 6 * KB,
  company: 6 * KB,
  usecases: 6 * KB,
  privacy: 6 * KB,
  terms: 6 * KB,
  cookies: 6 * KB,
  faq: 6 * KB,
  // A text page plus the savings calculator's client leaf (+4 KB).
  savings: 10 * KB,
  trust: 6 * KB,
  practice: 12 * KB,
};

/** A route's median LCP and time to interactive, as a multiple of the floor's, under real throttling. */
export const realUserTolerance = 1.1;

