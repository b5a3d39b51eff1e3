import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { demoPage } from '@/content/demo';

export const metadata = pageMetadata('demo');

export default function DemoPage() {
  return <PageHeader title={demoPage.heading} />;
}
