import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { contactPage } from '@/content/contact';

export const metadata = pageMetadata('contact');

export default function ContactPage() {
  return <PageHeader title={contactPage.heading} />;
}
