import { pageMetadata } from '@/app/_seo/metadata';
import { LegalDocumentView } from '@/components/LegalDocumentView/LegalDocumentView';
import OneWayInterviewsText from '@/content/candidates/one-way-interviews.mdx';
import { oneWayInterviewsPage } from '@/content/oneWayInterviews';

export const metadata = pageMetadata('oneWayInterviews');

/** The format's rules, stated once: laid out as a document with contents, one section per rule. */
export default function OneWayInterviewsPage() {
  return (
    <LegalDocumentView document={oneWayInterviewsPage}>
      <OneWayInterviewsText />
    </LegalDocumentView>
  );
}
