/** Shapes of the copy in content/: pages map over these, tests read them. */

/** A run of text; `href` makes it a link (internal path, https URL or mailto:). */
export type Inline = string | { text: string; href: string };

/** A paragraph is a list of inline runs, joined without extra spaces. */
export type Paragraph = Inline[];

export type LegalBlock =
  | { kind: 'p'; text: Paragraph }
  | { kind: 'list'; items: Paragraph[] }
  | { kind: 'h3'; text: string };

export interface LegalSection {
  /** Anchor id, kebab-case, unique within the document. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** The page's h1. */
  title: string;
  /** Shown verbatim under the title, e.g. 'Last Updated Jan 10, 2024'. */
  lastUpdated: string;
  intro: Paragraph[];
  sections: LegalSection[];
}

/** A link shown as a button or text link in a call to action. */
export interface CtaLink {
  label: string;
  href: string;
}

/** A closing call-to-action band: heading, one line of text, a primary and an optional secondary link. */
export interface CallToAction {
  heading: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}
