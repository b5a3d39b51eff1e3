import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { StatList } from '@/components/StatList/StatList';
import { FeatureSpotlightList } from '@/components/FeatureSpotlightList/FeatureSpotlightList';
import { Section } from '@/components/Section/Section';
import { StepList } from '@/components/StepList/StepList';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import {
  callbackSection,
  callbackSteps,
  featureSpotlights,
  featureStats,
  featuresCta,
  featuresPage,
} from '@/content/features';

export const metadata = pageMetadata('features');

export default function FeaturesPage() {
  return (
    <>
      <PageHeader eyebrow={featuresPage.eyebrow} title={featuresPage.heading} lead={featuresPage.lead}>
        <StatList stats={featureStats} />
      </PageHeader>
      <FeatureSpotlightList features={featureSpotlights} />
      <Section
        id={callbackSection.id}
        eyebrow={callbackSection.eyebrow}
        heading={callbackSection.heading}
        lead={callbackSection.lead}
        tone="subtle"
      >
        <StepList steps={callbackSteps} />
      </Section>
      <CtaBand id="features-cta" content={featuresCta} />
    </>
  );
}
