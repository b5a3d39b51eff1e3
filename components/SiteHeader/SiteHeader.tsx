import Link from 'next/link';
import { config } from '@/lib/config';
import { needsDocumentLoad, routes } from '@/content/routes';
import { searchEntryLabel } from '@/content/search';
import { headerActions, headerCandidateLink, headerNav, menuButtonLabel, primaryNavLabel } from '@/content/site';
import { Icon } from '../Icon/Icon';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { NavLink } from '../NavLink/NavLink';
import styles from './SiteHeader.module.css';

/**
 * Fixed header: logo, the four menu entries, a smaller link for candidates, the search entry (a magnifier when
 * inline), Sign In and Sign Up. On narrow screens MobileMenu folds them away.
 */
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
                  <NavLink href={item.href} className={styles.navLink} documentLoad={needsDocumentLoad(item.href)}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* /practice has its own Permissions-Policy (camera, microphone): it must arrive as a document. */}
          <NavLink href={headerCandidateLink.href} className={styles.candidateLink} documentLoad={needsDocumentLoad(headerCandidateLink.href)}>
            <Icon name="mic" size={18} />
            <span>
              {headerCandidateLink.short}
              <span className={styles.candidateLinkRest}>{headerCandidateLink.label.slice(headerCandidateLink.short.length)}</span>
            </span>
          </NavLink>
          {/* A plain link, so /search always loads as a document with its own policy (WebAssembly for the index). */}
          <a href={routes.search.path} className={styles.searchLink}>
            <Icon name="search" size={18} />
            <span className={styles.searchLabel}>{searchEntryLabel}</span>
          </a>
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
