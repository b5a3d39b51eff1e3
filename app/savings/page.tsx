import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Section } from '@/components/Section/Section';
import { RichText } from '@/components/RichText/RichText';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { SavingsCalculator } from '@/components/SavingsCalculator/SavingsCalculator';
import { screeningTimeSavedPercent } from '@/content/claims';
import { routes } from '@/content/routes';
import { calculatorPlans, savingsPage } from '@/content/savings';
import { savingsCalculatorJsonLd } from '@/app/_seo/structured-data';
import styles from './page.module.css';

export const metadata = pageMetadata('savings');

/** The calculator is rendered here with its defaults, so the static HTML already reads as a worked example. */
export default function SavingsPage() {
  const { assumptions } = savingsPage;
  return (
    <>
      <PageHeader eyebrow={savingsPage.eyebrow} title={savingsPage.heading} lead={savingsPage.lead} />
      <Section id="calculator">
        <SavingsCalculator percentSaved={screeningTimeSavedPercent} plans={calculatorPlans} contactHref={routes.contact.path} />
      </Section>
      <Section id="assumptions" tone="subtle" heading={assumptions.heading} lead={assumptions.lead}>
        <ul className={styles.assumptions}>
          {assumptions.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="get-started" content={savingsPage.closing} />
      <JsonLd data={savingsCalculatorJsonLd()} />
    </>
  );
}
