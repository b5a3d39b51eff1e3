import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { DemoGrid } from '@/components/DemoGrid/DemoGrid';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { demoPage } from '@/content/demo';
import { practicePromo } from '@/content/practice';
import { routes } from '@/content/routes';
import { demoGridLinks } from '@/lib/config';
import styles from './page.module.css';

export const metadata = pageMetadata('demo');

export default function DemoPage() {
  return (
    <>
      <PageHeader eyebrow={demoPage.eyebrow} title={demoPage.heading} lead={demoPage.lead} />
      <div className={styles.grid}>
        <DemoGrid links={demoGridLinks} contactHref={routes.contact.path} headingLevel={2} />
        <p className={styles.practice}>
          {practicePromo.text}
          <SiteLink href={practicePromo.link.href}>{practicePromo.link.label}</SiteLink>
          {practicePromo.after}
        </p>
      </div>
    </>
  );
}
