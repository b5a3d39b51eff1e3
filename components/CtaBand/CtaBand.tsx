import type { CallToAction } from '@/content/types';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import styles from './CtaBand.module.css';

interface CtaBandProps {
  /** Section id; the heading gets `${id}-heading`. */
  id: string;
  cta: CallToAction;
  /** 'narrow' matches a single reading column (the FAQ); 'wide' the full content width. */
  width?: 'wide' | 'narrow';
}

/** The closing call to action of a page: heading, one line, a primary and an optional secondary button. */
export function CtaBand({ id, cta, width = 'wide' }: CtaBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.band} aria-labelledby={headingId}>
      <div className={`${styles.panel} ${width === 'narrow' ? styles.narrow : ''}`}>
        <h2 id={headingId} className={styles.heading}>
          {cta.heading}
        </h2>
        <p className={styles.text}>{cta.text}</p>
        <div className={styles.actions}>
          <ButtonLink href={cta.primary.href} size="lg">
            {cta.primary.label}
          </ButtonLink>
          {cta.secondary ? (
            <ButtonLink href={cta.secondary.href} variant="secondary" size="lg">
              {cta.secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
