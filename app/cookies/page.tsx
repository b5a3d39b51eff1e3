import { pageMetadata } from '@/app/_seo/metadata';
import { LegalDocumentView } from '@/components/LegalDocumentView/LegalDocumentView';
import { cookiesPolicy } from '@/content/legal/cookies';

export const metadata = pageMetadata('cookies');

export default function CookiesPage() {
  return <LegalDocumentView document={cookiesPolicy} />;
}
