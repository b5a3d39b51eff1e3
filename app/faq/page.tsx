import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { faqPage } from '@/content/faq';

export const metadata = pageMetadata('faq');

export default function FaqPage() {
  return <PageHeader title={faqPage.heading} />;
}
