import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useCasesPage } from '@/content/usecases';

export const metadata = pageMetadata('usecases');

export default function UseCasesPage() {
  return <PageHeader title={useCasesPage.heading} />;
}
