/**
 * Every performance budget in one place: the byte budgets `npm test` enforces (e2e/budget.spec.ts) and the bench
 * reports (perf/bench.ts), and the bench's ratio budget against the floor.
 * Bytes are brotli 11, each file compressed on its own, as a browser downloads them.
 */
import { routeEntries, type BudgetClass, type RouteKey } from '../content/routes';

export const KB = 1024;

/** HTML of any route. */
export const htmlBudget = 30 * KB;

/**
 * JavaScript above the floor (a bare Next.js page) on a load without scrolling, per budget class of a route in
 * content/routes.ts: the interactive pages get more, text pages almost nothing.
 */
export const jsBudgetByClass: Record<BudgetClass, number> = {
  text: 6 * KB,
  // A text page plus one form-sized client leaf: the contact form, the savings calculator.
  form: 10 * KB,
  // The practice studio: camera, meter, recorder.
  practice: 12 * KB,
  // The practice studio's recorder and device check, plus a whole interview's flow, its plan and its review: 15.4 KB
  // above the floor when it was added (/practice 11.4 KB).
  interview: 16 * KB,
  // SWR, the demo grid and typed.js; the demo list and its schema wait until the grid nears the viewport. The links to
  // /practice that load a new document took Home from 16,307 to 16,400 B; dropping the web-vitals loader from builds
  // without a vitals URL (next.config.mjs) took 165 B off every page, so Home was back under 16 KB. The header's
  // library entry, current on the pages under it (NavLink's `section`), added 33 B and the not-found notice's lazy
  // wrapper 47 B to every route (the global not-found's client leaves are in every route's client manifest), which
  // took Home past 16 KB: 16.5 KB leaves room for those and nothing else.
  home: 16.5 * KB,
  // SWR and the demo grid, plus the list's zod/v4/core schema chunk, fetched with the list on load.
  demo: 20 * KB,
  // The search box alone: the index and its WebAssembly reader are fetched when the visitor searches, never on load.
  search: 10 * KB,
};

/** Each route's budget, from its class. An unknown path renders Home and has Home's budget. */
export const jsBudgets = Object.fromEntries(
  routeEntries.map(([key, route]) => [key, jsBudgetByClass[route.budget]]),
) as Record<RouteKey, number>;

/**
 * The most of the site's CSS (every stylesheet any page links, raw) one route may block its first paint on: each page
 * links the CSS Modules its own components import (next.config.mjs, Turbopack's graph CSS chunking). Home, the
 * largest, links 60 %; before, every route but the legal pages linked one sheet of every component: 82 %.
 */
export const blockingCssShareLimit = 2 / 3;

/** A route's median LCP and time to interactive, as a multiple of the floor's, under real throttling. */
export const realUserTolerance = 1.1;


/**
 * Main-thread work in a page's first 5 s after the load event, with no input, on a 412×823 phone: Chromium's own
 * counts of style recalculations and layouts from navigation to the end of that window (perf/main-thread.ts,
 * checked per route by e2e/main-thread.spec.ts). Counts do not change with the machine's speed; durations do, so
 * they are printed, never budgeted. A bare Next.js page (the floor) counts 3 and 2. Home types its line (about one
 * restyle a letter) and starts its demo list when idle; every other page settles after it has painted.
 * An unknown path renders Home and has Home's limits.
 */
export interface MainThreadBudget {
  styleRecalcs: number;
  layouts: number;
}

export const mainThreadWindowMs = 5_000;

export const mainThreadBudgetByClass: Record<BudgetClass, MainThreadBudget> = {
  text: { styleRecalcs: 10, layouts: 10 },
  form: { styleRecalcs: 10, layouts: 10 },
  practice: { styleRecalcs: 10, layouts: 10 },
  interview: { styleRecalcs: 10, layouts: 10 },
  home: { styleRecalcs: 60, layouts: 60 },
  demo: { styleRecalcs: 10, layouts: 10 },
  search: { styleRecalcs: 10, layouts: 10 },
};

export const mainThreadBudgets = Object.fromEntries(
  routeEntries.map(([key, route]) => [key, mainThreadBudgetByClass[route.budget]]),
) as Record<RouteKey, MainThreadBudget>;
