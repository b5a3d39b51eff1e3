import styles from './Logo.module.css';

interface LogoProps {
  productName: string;
}

/** The mark (a play button inside a speech frame) and the product name as text. */
export function Logo({ productName }: LogoProps) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="8" className={styles.frame} />
        <path d="M13 10.5v11l9-5.5z" className={styles.play} />
      </svg>
      <span className={styles.name}>{productName}</span>
    </span>
  );
}
