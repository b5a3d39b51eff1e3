import { guideSections, type GuideSection, type GuideSectionKey } from '../content/questions/guide-file';

/** Sentences shorter than this may repeat ("Thank you."); longer ones are a guide's own. */
export const minSentenceWords = 5;

/** A sentence as compared: lower case, one space, curly quotes straight, no trailing punctuation. */
export const normaliseSentence = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'*(–-]+|[\s"'*).!?:;,–-]+$/g, '')
    .trim();

/** Splits text into sentences at . ! ? or a line break. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])["”’)]?\s+|\n+/)
    .map(normaliseSentence)
    .filter((sentence) => sentence.split(' ').length >= minSentenceWords);
}

/** Every sentence of a guide's seven sections (not its frontmatter), normalised. */
export function guideSentences(sections: Record<GuideSectionKey, GuideSection>): string[] {
  return guideSections.flatMap((section) => splitSentences(sections[section.key].text));
}
