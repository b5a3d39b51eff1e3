import type { CallToActionContent } from '@/content/types';
import { ButtonRow } from '../ButtonRow/ButtonRow';
import styles from './CtaBand.module.css';

interface CtaBandProps {
  /** Anchor id of the band; its heading gets `${id}-heading`. */
  id: string;
  content: CallToActionContent;
  level?: 2 | 3;
}

/** The closing call to action of a page: a heading, one sentence and the buttons. */
export function CtaBand({ id, content, level = 2 }: CtaBandProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.band} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <Heading id={headingId} className={styles.heading}>
          {content.heading}
        </Heading>
        <p className={styles.text}>{content.text}</p>
        <ButtonRow actions={content.actions} note={content.note} />
      </div>
    </section>
  );
}
