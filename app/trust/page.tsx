import { pageMetadata } from '@/app/_seo/metadata';
import { LegalDocumentView } from '@/components/LegalDocumentView/LegalDocumentView';
import TrustText from '@/content/legal/trust.mdx';
import { trustPage } from '@/content/trust';

export const metadata = pageMetadata('trust');

/** Laid out like the legal pages it summarises: contents, then one section per question a reviewer asks. */
export default function TrustPage() {
  return (
    <LegalDocumentView document={trustPage}>
      <TrustText />
    </LegalDocumentView>
  );
}
