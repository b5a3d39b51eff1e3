import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { RichText } from '@/components/RichText/RichText';
import { FaqGroups } from '@/components/FaqGroups/FaqGroups';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { faqCta, faqGroups, faqPage } from '@/content/faq';
import { faqPageJsonLd } from '@/app/_seo/structured-data';

export const metadata = pageMetadata('faq');

export default function FaqPage() {
  return (
    <>
      <PageHeader eyebrow={faqPage.eyebrow} title={faqPage.heading} lead={<RichText text={faqPage.lead} />} />
      <FaqGroups groups={faqGroups} navLabel={faqPage.navLabel} />
      <CtaBand id="faq-cta" content={faqCta} width="narrow" />
      <JsonLd data={faqPageJsonLd()} />
    </>
  );
}
