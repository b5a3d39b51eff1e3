import Link from 'next/link';
import { config } from '@/lib/config';
import { copyrightLine, footerBlurb, footerColumns, footerLegalLabel, footerLegalLinks } from '@/content/site';
import { Logo } from '../Logo/Logo';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './SiteFooter.module.css';

/** Footer: blurb, the Evaluate, About and Product columns, legal links and the copyright line. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" prefetch={false} className={styles.logoLink} aria-label={`${config.productName} home`}>
            <Logo productName={config.productName} />
          </Link>
          <p className={styles.blurb}>{footerBlurb}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading.toLowerCase()}`} className={styles.column}>
            <h2 id={`footer-${column.heading.toLowerCase()}`} className={styles.heading}>
              {column.heading}
            </h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <SiteLink href={link.href} className={styles.link} newTab={link.newTab}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{copyrightLine}</p>
        <nav aria-label={footerLegalLabel}>
          <ul className={styles.legal}>
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.link}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
