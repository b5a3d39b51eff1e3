import { pageMetadata } from '@/app/_seo/metadata';
import { LegalDocumentView } from '@/components/LegalDocumentView/LegalDocumentView';
import { termsOfUse } from '@/content/legal/documents';
import TermsOfUse from '@/content/legal/terms.mdx';

export const metadata = pageMetadata('terms');

export default function TermsPage() {
  return (
    <LegalDocumentView document={termsOfUse}>
      <TermsOfUse />
    </LegalDocumentView>
  );
}
