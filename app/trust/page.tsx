import { pageMetadata } from '@/app/_seo/metadata';
import { LegalBlocks, LegalDocumentView } from '@/components/LegalDocumentView/LegalDocumentView';
import { trustPage } from '@/content/trust';

export const metadata = pageMetadata('trust');

/** Laid out like the legal pages it summarises: contents, then one section per question a reviewer asks. */
export default function TrustPage() {
  return (
    <LegalDocumentView document={trustPage}>
      <LegalBlocks document={trustPage} />
    </LegalDocumentView>
  );
}
