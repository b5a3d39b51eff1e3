import { pageMetadata } from '@/app/_seo/metadata';
import { LegalDocumentView } from '@/components/LegalDocumentView/LegalDocumentView';
import { cookiesPolicy } from '@/content/legal/documents';
import CookiesPolicy from '@/content/legal/cookies.mdx';

export const metadata = pageMetadata('cookies');

export default function CookiesPage() {
  return (
    <LegalDocumentView document={cookiesPolicy}>
      <CookiesPolicy />
    </LegalDocumentView>
  );
}
