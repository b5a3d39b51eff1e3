import type { heroVisual } from '@/content/home';
import { ProductWindow } from '../ProductWindow/ProductWindow';
import styles from './HeroVisual.module.css';

/**
 * Home's product picture: the reviewer's list of recordings with the candidate's view in front, answering a
 * question on camera. Drawn with HTML, CSS and an inline SVG (no image request, nothing for the LCP to wait for);
 * decorative like an image with empty alt, since the hero's words say what it shows.
 *
 * The candidate's view comes first in the HTML as on the screen (first on phones, in front from 768 px): a browser
 * paints a page whose HTML is still arriving, and a view parsed after the list it stands above pushed that list down
 * as it grew (a layout shift the suite caught on a loaded machine).
 */
export function HeroVisual({ visual: { reviewer, candidate } }: { visual: typeof heroVisual }) {
  return (
    <div className={styles.stage} aria-hidden="true" data-testid="hero-visual">
      <div className={styles.candidate}>
        <div className={styles.camera}>
          {/* A drawn candidate in a home office: a window, a plant, someone mid-answer. */}
          <svg className={styles.person} viewBox="0 0 160 100" preserveAspectRatio="xMidYMax slice" focusable="false">
            <rect x="12" y="12" width="38" height="44" rx="3" fill="#3b3f80" fillOpacity=".7" />
            <path d="M31 12v44M12 33h38" stroke="#1c1d45" strokeWidth="2.5" />
            <path d="M118 78h22l-3 22h-16z" fill="#b4235a" />
            <path d="M129 78c-9-7-12-19-6-25 3 8 5 15 6 25zm0 0c3-10 10-17 16-16-2 7-8 13-16 16zm0 0c-6-3-12-4-17-1 4 3 10 4 17 1z" fill="#34d399" fillOpacity=".8" />
            <path d="M38 100c2-19 18-29 42-29s40 10 42 29z" fill="#6366f1" />
            <path d="M69 72l11 13 11-13z" fill="#eef0ff" />
            <rect x="73" y="56" width="14" height="18" rx="6" fill="#d99a7b" />
            <ellipse cx="80" cy="44" rx="15" ry="18" fill="#f0bd9c" />
            {/* Hair and both eyes: one colour, one path (the drawing's elements stay few: Home's first render counts each). */}
            <path
              d="M64 46c-3-17 5-28 17-28 13 0 20 10 17 27-2-8-9-14-18-14-8 0-13 6-16 15zM72.8 46a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0zM83.8 46a1.7 1.7 0 1 0 3.4 0 1.7 1.7 0 1 0-3.4 0z"
              fill="#2b1d1a"
            />
            <path d="M75 53q5 4 10 0" fill="none" stroke="#8a4b3a" strokeWidth="1.6" strokeLinecap="round" />
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
      <ProductWindow preview={reviewer} className={styles.reviewer} />
    </div>
  );
}
