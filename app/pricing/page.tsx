import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Section } from '@/components/Section/Section';
import { PlanCards } from '@/components/PlanCards/PlanCards';
import { PlanComparison } from '@/components/PlanComparison/PlanComparison';
import { FaqAccordion } from '@/components/FaqAccordion/FaqAccordion';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ButtonRow } from '@/components/ButtonRow/ButtonRow';
import { comparisonRows, plans, pricingPage } from '@/content/pricing';
import { savingsLink } from '@/content/savings';
import { softwareApplicationJsonLd } from '@/app/_seo/structured-data';

export const metadata = pageMetadata('pricing');

export default function PricingPage() {
  const { comparison, faq } = pricingPage;
  return (
    <>
      {/* The calculator's entry sits in the header; a CSS module of this page's own would split the shared
          stylesheet and leave other pages preloading a chunk they never use. */}
      {/* The lead sits under the plans, so names and prices open the page (in the first screen on a phone). */}
      <PageHeader eyebrow={pricingPage.eyebrow} title={pricingPage.heading} compact>
        <ButtonRow actions={[savingsLink]} note={savingsLink.pricingText} />
      </PageHeader>
      <Section id="plans">
        <PlanCards plans={plans} headingLevel={2} note={pricingPage.lead} />
      </Section>
      <Section id="compare" tone="subtle" heading={comparison.heading} lead={comparison.lead}>
        <PlanComparison
          plans={plans}
          rows={comparisonRows}
          caption={comparison.caption}
          featureColumnLabel={comparison.featureColumn}
          includedLabel={comparison.included}
          notIncludedLabel={comparison.notIncluded}
        />
      </Section>
      <Section id="pricing-questions" heading={faq.heading}>
        <FaqAccordion items={faq.items} />
      </Section>
      <CtaBand id="get-started" content={pricingPage.closing} />
      <JsonLd data={softwareApplicationJsonLd()} />
    </>
  );
}
