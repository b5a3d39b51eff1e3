import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { DemoGrid } from '@/components/DemoGrid/DemoGrid';
import { demoPage } from '@/content/demo';
import { routes } from '@/content/routes';
import styles from './page.module.css';

export const metadata = pageMetadata('demo');

export default function DemoPage() {
  return (
    <>
      <PageHeader title={demoPage.heading} lead={demoPage.lead} />
      <div className={styles.grid}>
        <DemoGrid contactHref={routes.contact.path} headingLevel={2} />
      </div>
    </>
  );
}
