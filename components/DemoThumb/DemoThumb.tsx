import styles from './DemoThumb.module.css';

/** Six poster colourways, chosen by the card's position: no image to fetch, nothing from outside. */
const TONES = 6;

/**
 * A demo card's poster: a video frame drawn in CSS and one small inline SVG (a candidate on camera, a play
 * button) and a recording light. Decorative: the card's heading names the interview.
 */
export function DemoThumb({ index }: { index: number }) {
  return (
    <span className={styles.thumb} data-tone={index % TONES} aria-hidden="true">
      <svg className={styles.art} viewBox="0 0 160 90" preserveAspectRatio="xMidYMax meet" focusable="false">
        <circle cx="80" cy="36" r="15" />
        <path d="M46 90c2-20 16-31 34-31s32 11 34 31z" />
        <circle className={styles.play} cx="128" cy="68" r="12" />
        <path className={styles.playIcon} d="M124.5 62v12l9.5-6z" />
      </svg>
    </span>
  );
}
