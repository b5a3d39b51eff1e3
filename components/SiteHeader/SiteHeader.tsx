import Link from 'next/link';
import { config } from '@/lib/config';
import { headerActions, headerNav, menuButtonLabel, primaryNavLabel } from '@/content/site';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './SiteHeader.module.css';

/** Fixed header: logo, the four menu entries, Sign Up and Sign In. On narrow screens MobileMenu folds them away. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" prefetch={false} className={styles.logoLink} aria-label={`${config.productName} home`}>
          <Logo productName={config.productName} />
        </Link>
        <MobileMenu label={menuButtonLabel}>
          <nav aria-label={primaryNavLabel} className={styles.nav}>
            <ul className={styles.navList}>
              {headerNav.map((item) => (
                <li key={item.href}>
                  <SiteLink href={item.href} className={styles.navLink}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <a href={headerActions.signIn.href} className={styles.signIn}>
              {headerActions.signIn.label}
            </a>
            <a href={headerActions.signUp.href} className={styles.signUp}>
              {headerActions.signUp.label}
            </a>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
