import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { companyPage } from '@/content/company';

export const metadata = pageMetadata('company');

export default function CompanyPage() {
  return <PageHeader title={companyPage.heading} />;
}
