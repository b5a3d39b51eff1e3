import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Section } from '@/components/Section/Section';
import { CardGrid } from '@/components/CardGrid/CardGrid';
import { FeatureCard } from '@/components/FeatureCard/FeatureCard';
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
        <CardGrid columns={3} as="ul">
          {audiences.map((audience) => (
            <li key={audience.id} id={audience.id}>
              <FeatureCard icon={audience.icon} title={audience.title}>
                <p>{audience.text}</p>
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
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
