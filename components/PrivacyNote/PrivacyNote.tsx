import { Icon } from '../Icon/Icon';
import styles from './PrivacyNote.module.css';

/** The green note on the pages that use the camera: nothing leaves the device. Its heading names the region. */
export function PrivacyNote({ heading, text }: { heading: string; text: string }) {
  return (
    <aside className={styles.privacy} aria-labelledby="privacy-heading">
      <Icon name="lock" size={28} className={styles.privacyIcon} />
      <div>
        <h2 id="privacy-heading" className={styles.privacyHeading}>
          {heading}
        </h2>
        <p className={styles.privacyText}>{text}</p>
      </div>
    </aside>
  );
}
