import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { featuresPage } from '@/content/features';

export const metadata = pageMetadata('features');

export default function FeaturesPage() {
  return <PageHeader title={featuresPage.heading} />;
}
