import type { heroVisual } from '@/content/home';
import { ProductWindow } from '../ProductWindow/ProductWindow';
import styles from './HeroVisual.module.css';

/**
 * Home's product picture: the reviewer's list of recordings with the candidate's view in front, answering a
 * question on camera. Drawn with HTML, CSS and an inline SVG (no image request, nothing for the LCP to wait for);
 * decorative like an image with empty alt, since the hero's words say what it shows.
 */
export function HeroVisual({ visual: { reviewer, candidate } }: { visual: typeof heroVisual }) {
  return (
    <div className={styles.stage} aria-hidden="true" data-testid="hero-visual">
      <ProductWindow preview={reviewer} className={styles.reviewer} />
      <div className={styles.candidate}>
        <div className={styles.camera}>
          <svg className={styles.person} viewBox="0 0 160 120" focusable="false">
            <circle cx="80" cy="50" r="22" />
            <path d="M34 120c4-27 22-42 46-42s42 15 46 42z" />
          </svg>
          <span className={styles.rec}>
            <span className={styles.recDot} />
            {candidate.status}
          </span>
          <span className={styles.elapsed}>{candidate.elapsed}</span>
        </div>
        <div className={styles.prompt}>
          <span className={styles.step}>{candidate.step}</span>
          <p className={styles.question}>{candidate.question}</p>
          <span className={styles.progress} />
        </div>
      </div>
    </div>
  );
}
