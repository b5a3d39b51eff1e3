import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { pricingPage } from '@/content/pricing';

export const metadata = pageMetadata('pricing');

export default function PricingPage() {
  return <PageHeader title={pricingPage.heading} />;
}
