import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Section } from '@/components/Section/Section';
import { FeatureCardList } from '@/components/FeatureCardList/FeatureCardList';
import { UseCaseList } from '@/components/UseCaseList/UseCaseList';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { audienceSection, audiences, useCaseSection, useCases, useCasesCta, useCasesPage } from '@/content/usecases';
import styles from './page.module.css';

export const metadata = pageMetadata('usecases');

export default function UseCasesPage() {
  return (
    <>
      <PageHeader eyebrow={useCasesPage.eyebrow} title={useCasesPage.heading} lead={useCasesPage.lead} />
      <Section
        id={audienceSection.id}
        eyebrow={audienceSection.eyebrow}
        heading={audienceSection.heading}
        lead={audienceSection.lead}
      >
        <FeatureCardList items={audiences} />
        <p className={styles.more}>
          <SiteLink href={audienceSection.questionsLink.href}>{audienceSection.questionsLink.label}</SiteLink>
        </p>
      </Section>
      <Section
        id={useCaseSection.id}
        eyebrow={useCaseSection.eyebrow}
        heading={useCaseSection.heading}
        lead={useCaseSection.lead}
        tone="subtle"
      >
        <UseCaseList useCases={useCases} navLabel={useCaseSection.navLabel} scenarioLabel={useCaseSection.scenarioLabel} />
      </Section>
      <CtaBand id="usecases-cta" content={useCasesCta} />
    </>
  );
}
