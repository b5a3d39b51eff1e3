/** Shapes of the copy in content/: pages map over these, tests read them. */

/** A run of text; `href` makes it a link (internal path, https URL or mailto:). */
export type Inline = string | { text: string; href: string };

/** A paragraph is a list of inline runs, joined without extra spaces. */
export type Paragraph = Inline[];

/** The icons components/Icon draws: content names one per card, step or use case. */
export type IconName =
  | 'briefcase'
  | 'globe'
  | 'sparkles'
  | 'video'
  | 'play'
  | 'calendar'
  | 'users'
  | 'check'
  | 'clock'
  | 'chat'
  | 'phone'
  | 'mail'
  | 'mapPin'
  | 'send'
  | 'shield'
  | 'star'
  | 'store'
  | 'graduation'
  | 'megaphone'
  | 'heart'
  | 'clapper'
  | 'lock'
  | 'list'
  | 'x'
  | 'arrowRight'
  | 'eye'
  | 'target'
  | 'rocket'
  | 'board'
  | 'sun'
  | 'printer'
  | 'search'
  | 'mic'
  | 'frame';

/** A section as the table of contents lists it. */
export interface LegalOutlineSection {
  /** Anchor id, kebab-case, unique within the document. */
  id: string;
  heading: string;
}

/** What a legal page shows around its text: the title, the date line and the table of contents. */
export interface LegalOutline {
  /** The page's h1. */
  title: string;
  /** Shown verbatim under the title, e.g. 'Last Updated Jan 10, 2024'. */
  lastUpdated: string;
  sections: readonly LegalOutlineSection[];
}

/** A link shown as a button: label and destination. */
export interface LinkAction {
  label: string;
  href: string;
}

export type PlanId = 'trial' | 'enterprise';

/**
 * One price plan: machine-readable facts (for logic and JSON-LD offers) beside the strings shown for them.
 * tests/pricing-plans.test.ts checks that each display string agrees with its machine field.
 */
export interface Plan {
  id: PlanId;
  name: string;
  /** One line under the name: who the plan is for. */
  summary: string;
  priceUsd: number;
  pricePeriod: 'month';
  /** `priceUsd` as shown, e.g. '$99'. */
  priceLabel: string;
  /** `pricePeriod` as shown, e.g. 'per month'. */
  periodLabel: string;
  /** Shown beside a paid price, e.g. 'plus applicable tax'. */
  taxNote?: string;
  /** Length of a time-limited plan, in days. */
  durationDays?: number;
  /** How long the plan runs, as shown: mentions `durationDays` when set. */
  termLabel: string;
  interviews: { count: number; per: 'trial' | 'month' };
  /** `interviews` as shown, e.g. '100 interviews per month'. */
  interviewsLabel: string;
  /** Included features as shown; also the comparison table's feature rows. */
  features: readonly string[];
  cta: LinkAction;
  /** Shown under the call to action, e.g. 'No credit card required'. */
  ctaNote?: string;
  /** The recommended plan: set apart by its border, shadow and `badge` text, never by colour alone. */
  highlighted?: boolean;
  badge?: string;
}

/** A row of the plan comparison table: `true`/`false` for an included feature, text otherwise. */
export interface ComparisonRow {
  label: string;
  values: Record<PlanId, string | boolean>;
}

/** One question and its answer; `id` is the anchor (kebab-case, unique across all groups). */
export interface FaqItem {
  id: string;
  question: string;
  /** One or more paragraphs; runs with `href` render as links. */
  answer: Paragraph[];
}

/** A topic of the FAQ page: an h2 and its questions. */
export interface FaqGroup {
  id: string;
  heading: string;
  items: FaqItem[];
}

/** A closing band: heading, one sentence, a primary and an optional secondary action, a small note. */
export interface CallToActionContent {
  heading: string;
  text: string;
  actions: readonly LinkAction[];
  note?: string;
}

/** A card of a feature grid. */
export interface FeatureItem {
  icon: IconName;
  title: string;
  text: string;
}

/** One step of a numbered process. */
export interface ProcessStep {
  title: string;
  text: string;
}

/** A short labelled fact, e.g. { label: 'Headquarters', value: 'New Jersey, United States' }. */
export interface Fact {
  label: string;
  value: string;
}
