import type { FeaturePreview } from '@/content/features';
import { Icon } from '../Icon/Icon';
import styles from './ProductWindow.module.css';

interface ProductWindowProps {
  preview: FeaturePreview;
  className?: string;
}

/**
 * A stylised app window with sample data: title bar, status pill and a few rows. Decorative, like an image with
 * empty alt: the caller hides it from assistive technology (the text beside it says what it shows).
 */
export function ProductWindow({ preview, className }: ProductWindowProps) {
  return (
    <div className={className ? `${styles.window} ${className}` : styles.window}>
      <div className={styles.windowBar}>
        <span className={styles.dots} />
        <span className={styles.windowTitle}>{preview.title}</span>
        <span className={styles.status}>{preview.status}</span>
      </div>
      <ul className={styles.rows}>
        {preview.rows.map((row) => (
          <li key={row.text} className={styles.previewRow}>
            <span className={styles.rowIcon}>
              <Icon name={row.icon} size={18} />
            </span>
            <span>{row.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
