import { notFound } from 'next/navigation';
import { mockInterviewMetadata } from '@/app/_seo/metadata';
import { breadcrumbJsonLd } from '@/app/_seo/structured-data';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { CameraWorkspace } from '@/components/CameraWorkspace/CameraWorkspace';
import { FeatureCardList } from '@/components/FeatureCardList/FeatureCardList';
import { PrivacyNote } from '@/components/PrivacyNote/PrivacyNote';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { MockInterview } from '@/components/MockInterview/MockInterview';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { Section } from '@/components/Section/Section';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { defaultRetakes, mockInterview, mockInterviewPage, questionsPerInterview, retakeChoices } from '@/content/mockInterview';
import { questionRoleBySlug, questionRoles } from '@/content/questions';
import { libraryHub, mockInterviewCrumbs } from '@/content/questions/library';
import { mockInterviewQuestions } from '@/content/questions/mock-interview';
import { mockInterviewPageCopy } from '@/content/questions/titles';

interface MockInterviewPageProps {
  params: Promise<{ role: string }>;
}

/** One mock interview per role of the library, all exported at build; any other slug is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return questionRoles.map((role) => ({ role: role.slug }));
}

export async function generateMetadata({ params }: MockInterviewPageProps) {
  const role = questionRoleBySlug((await params).role);
  if (!role) notFound();
  return mockInterviewMetadata(role);
}

export default async function MockInterviewPage({ params }: MockInterviewPageProps) {
  const role = questionRoleBySlug((await params).role);
  if (!role) notFound();
  const crumbs = mockInterviewCrumbs(role, mockInterviewPage.crumb);
  const { rules, privacy } = mockInterviewPage;
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(crumbs)]} />
      <PageHeader
        top={<Breadcrumbs label={libraryHub.breadcrumbLabel} crumbs={crumbs} />}
        eyebrow={mockInterviewPage.eyebrow}
        title={mockInterviewPageCopy.title(role)}
        lead={mockInterviewPage.lead(role.name)}
      />
      <CameraWorkspace noScript={mockInterviewPage.noScript}>
        <MockInterview
          role={{ name: role.name, slug: role.slug }}
          questions={mockInterviewQuestions(role)}
          copy={mockInterview}
          maxQuestions={questionsPerInterview}
          retakeChoices={retakeChoices}
          defaultRetakes={defaultRetakes}
          notice={<PrivacyNote heading={privacy.heading} text={privacy.text} />}
        />
      </CameraWorkspace>
      <Section
        id={rules.id}
        heading={rules.heading}
        lead={
          <>
            {rules.rulesLink.before}
            <SiteLink href={rules.rulesLink.href}>{rules.rulesLink.label}</SiteLink>.
          </>
        }
        tone="subtle"
      >
        <FeatureCardList items={rules.items} />
      </Section>
    </>
  );
}
