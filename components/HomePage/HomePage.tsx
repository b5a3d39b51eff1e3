import { homeHero } from '@/content/home';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import styles from './HomePage.module.css';

/** The Home page, also rendered for unknown paths (app/not-found.tsx → out/404.html). */
export function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={styles.heroInner}>
          <h1 id="hero-heading" className={styles.heroHeading}>
            {homeHero.heading}
          </h1>
          <p className={styles.heroLead}>{homeHero.lead}</p>
          <div className={styles.heroActions}>
            <ButtonLink href={homeHero.primaryCta.href} size="lg">
              {homeHero.primaryCta.label}
            </ButtonLink>
            <ButtonLink href={homeHero.secondaryCta.href} variant="secondary" size="lg">
              {homeHero.secondaryCta.label}
            </ButtonLink>
          </div>
          <p className={styles.heroNote}>{homeHero.note}</p>
        </div>
      </section>
    </>
  );
}
