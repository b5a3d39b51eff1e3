import type { CallToActionContent } from '@/content/types';
import { ButtonRow } from '../ButtonRow/ButtonRow';
import styles from './CtaBand.module.css';

interface CtaBandProps {
  /** Anchor id of the band; its heading gets `${id}-heading`. */
  id: string;
  content: CallToActionContent;
  level?: 2 | 3;
  /** 'narrow' matches a single reading column (the FAQ); 'wide' the full content width. */
  width?: 'wide' | 'narrow';
}

/** The closing call to action of a page: a heading, one sentence and the buttons. */
export function CtaBand({ id, content, level = 2, width = 'wide' }: CtaBandProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.band} aria-labelledby={headingId} data-cta-band="">
      <div className={`${styles.panel} ${width === 'narrow' ? styles.narrow : ''}`}>
        <Heading id={headingId} className={styles.heading}>
          {content.heading}
        </Heading>
        <p className={styles.text}>{content.text}</p>
        <ButtonRow actions={content.actions} note={content.note} />
      </div>
    </section>
  );
}
