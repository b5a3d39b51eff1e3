import type { ReactNode } from 'react';
import { GuideProse } from '../GuideProse/GuideProse';
import type { GuideSectionKey, InterviewQuestion } from '@/content/questions/types';
import styles from './QuestionGuide.module.css';

interface QuestionGuideProps {
  question: Pick<InterviewQuestion, 'guide'>;
  /** Each section's heading, in the order the guide is read (content/questions/library.ts). */
  headings: readonly { key: GuideSectionKey; heading: string }[];
  /** Lines the page adds to the guide's own words: under the example answer, and before the follow-up. */
  notes: {
    /** Under the example answer's heading: how long it runs when spoken. */
    example: string;
    /** After the example answer: its figures are illustrations. */
    figures: string;
    /** Before the follow-up: nobody asks it on the recording. */
    followUp: string;
    /** Before the sentence that answers the follow-up in advance. */
    followUpSentence: string;
  };
  /** Blocks of the page's own placed after a section: the rubric and the recording rules after "strong". */
  after?: Partial<Record<GuideSectionKey, ReactNode>>;
}

/**
 * A question page's guide, one section per heading: why employers ask it, what a strong answer shows, a time plan,
 * an example answer (set apart as speech), a weaker answer and why it scores lower, a route without the experience,
 * mistakes, the follow-up answered in advance and a camera tip. Prose is the guide file's.
 */
export function QuestionGuide({ question, headings, notes, after = {} }: QuestionGuideProps) {
  return (
    <div className={styles.guide}>
      {headings.map(({ key, heading }) => (
        <GuidePart key={key} id={key} heading={heading} after={after[key]}>
          <SectionBody sectionKey={key} nodes={question.guide[key].nodes} notes={notes} />
        </GuidePart>
      ))}
    </div>
  );
}

function GuidePart({ id, heading, after, children }: { id: GuideSectionKey; heading: string; after: ReactNode; children: ReactNode }) {
  return (
    <>
      <section className={`${styles.block} ${styles[id] ?? ''}`} aria-labelledby={`guide-${id}`}>
        <h2 id={`guide-${id}`} className={styles.heading}>
          {heading}
        </h2>
        {children}
      </section>
      {after}
    </>
  );
}

type Nodes = InterviewQuestion['guide'][GuideSectionKey]['nodes'];

/** A section's prose, with the page's own lines where the section needs them. */
function SectionBody({ sectionKey, nodes, notes }: { sectionKey: GuideSectionKey; nodes: Nodes; notes: QuestionGuideProps['notes'] }) {
  if (sectionKey === 'example') {
    return (
      <>
        <p className={styles.note}>{notes.example}</p>
        <div className={`${styles.prose} ${styles.speech}`}>
          <GuideProse nodes={nodes} />
        </div>
        <p className={styles.caveat}>{notes.figures}</p>
      </>
    );
  }
  if (sectionKey === 'weaker') {
    // The answer itself is speech, set apart in a muted frame; the lines after it say why it scores lower.
    const [answer, ...why] = nodes;
    return (
      <>
        <div className={`${styles.prose} ${styles.weakerSpeech}`}>
          <GuideProse nodes={answer ? [answer] : []} />
        </div>
        <div className={styles.prose}>
          <GuideProse nodes={why} />
        </div>
      </>
    );
  }
  if (sectionKey === 'followUp') {
    const [question, sentence, ...where] = nodes;
    return (
      <div className={styles.prose}>
        <p className={styles.lead}>{notes.followUp}</p>
        <GuideProse nodes={question ? [question] : []} />
        <p className={styles.label}>{notes.followUpSentence}</p>
        <div className={styles.sentence}>
          <GuideProse nodes={sentence ? [sentence] : []} />
        </div>
        <GuideProse nodes={where} />
      </div>
    );
  }
  return (
    <div className={styles.prose}>
      <GuideProse nodes={nodes} />
    </div>
  );
}
