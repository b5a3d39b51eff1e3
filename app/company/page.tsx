import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Section } from '@/components/Section/Section';
import { ButtonRow } from '@/components/ButtonRow/ButtonRow';
import { CompanyStory } from '@/components/CompanyStory/CompanyStory';
import { StepList } from '@/components/StepList/StepList';
import { FeatureCardList } from '@/components/FeatureCardList/FeatureCardList';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { companyPage } from '@/content/company';

export const metadata = pageMetadata('company');

export default function CompanyPage() {
  return (
    <>
      <PageHeader eyebrow={companyPage.eyebrow} title={companyPage.heading} lead={companyPage.lead}>
        <ButtonRow actions={companyPage.headerActions} note={companyPage.headerNote} />
      </PageHeader>
      <Section id="story" eyebrow={companyPage.storyEyebrow} heading={companyPage.storyHeading}>
        <CompanyStory paragraphs={companyPage.story} facts={companyPage.facts} factsLabel={companyPage.factsLabel} />
      </Section>
      <Section id="how-it-works" tone="subtle" eyebrow={companyPage.howEyebrow} heading={companyPage.howHeading} lead={companyPage.howLead}>
        <StepList steps={companyPage.steps} />
      </Section>
      <Section
        id="features"
        eyebrow={companyPage.featuresEyebrow}
        heading={companyPage.featuresHeading}
        lead={companyPage.featuresLead}
      >
        <FeatureCardList items={companyPage.features} columns={4} />
      </Section>
      <CtaBand id="get-started" content={companyPage.closing} />
    </>
  );
}
