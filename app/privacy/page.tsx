import { pageMetadata } from '@/app/_seo/metadata';
import { LegalDocumentView } from '@/components/LegalDocumentView/LegalDocumentView';
import { privacyPolicy } from '@/content/legal/documents';
import PrivacyPolicy from '@/content/legal/privacy.mdx';

export const metadata = pageMetadata('privacy');

export default function PrivacyPage() {
  return (
    <LegalDocumentView document={privacyPolicy}>
      <PrivacyPolicy />
    </LegalDocumentView>
  );
}
