import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Section } from '@/components/Section/Section';
import { PlanCards } from '@/components/PlanCards/PlanCards';
import { PlanComparison } from '@/components/PlanComparison/PlanComparison';
import { FaqAccordion } from '@/components/FaqAccordion/FaqAccordion';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { comparisonRows, plans, pricingPage } from '@/content/pricing';
import { savingsLink } from '@/content/savings';
import { softwareApplicationJsonLd } from '@/lib/structured-data';
import styles from './page.module.css';

export const metadata = pageMetadata('pricing');

export default function PricingPage() {
  const { comparison, faq } = pricingPage;
  return (
    <>
      <PageHeader eyebrow={pricingPage.eyebrow} title={pricingPage.heading} lead={pricingPage.lead} />
      <Section id="plans">
        <PlanCards plans={plans} headingLevel={2} label={pricingPage.plansLabel} />
        <div className={styles.savings}>
          <p className={styles.savingsText}>{savingsLink.pricingText}</p>
          <ButtonLink href={savingsLink.href} variant="secondary">
            {savingsLink.label}
          </ButtonLink>
        </div>
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
