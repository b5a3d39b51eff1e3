import Link from 'next/link';
import { config } from '@/lib/config';
import { needsDocumentLoad, routes } from '@/content/routes';
import { searchEntryLabel } from '@/content/search';
import {
  headerActions,
  headerCandidateLink,
  headerLibraryLink,
  headerNav,
  menuButtonLabel,
  primaryNavLabel,
  shortLabelParts,
  type CandidateNavLink,
} from '@/content/site';
import type { IconName } from '@/content/types';
import { Icon } from '../Icon/Icon';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { NavLink } from '../NavLink/NavLink';
import styles from './SiteHeader.module.css';

/** A candidates' entry: inline, its short word alone shows; the whole label stays its accessible name. */
function CandidateLink({ link, icon, section = false }: { link: CandidateNavLink; icon: IconName; section?: boolean }) {
  const { before, short, after } = shortLabelParts(link);
  return (
    <NavLink href={link.href} className={styles.candidateLink} documentLoad={needsDocumentLoad(link.href)} section={section}>
      <Icon name={icon} size={18} />
      <span>
        {before ? <span className={styles.labelRest}>{before}</span> : null}
        {short}
        {after ? <span className={styles.labelRest}>{after}</span> : null}
      </span>
    </NavLink>
  );
}

/**
 * Fixed header: logo, the four menu entries, two smaller links for candidates (the question library and the
 * practice studio), the search entry (a magnifier when inline), Sign In and Sign Up. On narrow screens MobileMenu
 * folds them away.
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
          <div className={styles.candidates}>
            <CandidateLink link={headerLibraryLink} icon="list" section />
            {/* /practice has its own Permissions-Policy (camera, microphone): needsDocumentLoad makes it a document load. */}
            <CandidateLink link={headerCandidateLink} icon="mic" />
          </div>
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
