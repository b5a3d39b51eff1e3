import type { FeatureSpotlight } from '@/content/features';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import { ProductWindow } from '../ProductWindow/ProductWindow';
import styles from './FeatureSpotlightList.module.css';

/** One band per feature: the story and key points beside a small product preview, alternating sides. */
export function FeatureSpotlightList({ features }: { features: readonly FeatureSpotlight[] }) {
  return (
    <div className={styles.list}>
      {features.map((feature) => (
        <section key={feature.id} id={feature.id} className={styles.band} aria-labelledby={`${feature.id}-heading`}>
          <div className={styles.row}>
            <div className={styles.copy}>
              <p className={styles.eyebrow}>
                <span className={styles.eyebrowIcon}>
                  <Icon name={feature.icon} size={18} />
                </span>
                {feature.eyebrow}
              </p>
              <h2 id={`${feature.id}-heading`} className={styles.heading}>
                {feature.heading}
              </h2>
              <p className={styles.body}>{feature.body}</p>
              <ul className={styles.points}>
                {feature.points.map((point) => (
                  <li key={point} className={styles.point}>
                    <Icon name="check" size={20} className={styles.check} />
                    {point}
                  </li>
                ))}
              </ul>
              {feature.link ? (
                <p className={styles.more}>
                  <SiteLink href={feature.link.href}>{feature.link.label}</SiteLink>
                </p>
              ) : null}
            </div>
            {/* An illustration of the product with sample data: decorative, like an image with empty alt. */}
            <div className={styles.visual} aria-hidden="true">
              <ProductWindow preview={feature.preview} />
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
