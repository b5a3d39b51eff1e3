import { notFound } from 'next/navigation';
import { competencyMetadata } from '@/app/_seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd } from '@/app/_seo/structured-data';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { CompetencyFilter } from '@/components/CompetencyFilter/CompetencyFilter';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { RelatedQuestions } from '@/components/RelatedQuestions/RelatedQuestions';
import { Section } from '@/components/Section/Section';
import { competencies } from '@/content/questions/competencies';
import { competencyCrumbs, competencyPage, competencyQuestions, filterLinks, libraryHub, questionPageHref } from '@/content/questions/library';
import { competencyPageCopy } from '@/content/questions/titles';

interface CompetencyPageProps {
  params: Promise<{ competency: string }>;
}

/** The hub filtered to one competency: a page per competency, so the filter is a plain link. */
export const dynamicParams = false;

export function generateStaticParams() {
  return competencies.map((competency) => ({ competency: competency.id }));
}

const competencyOf = (id: string) => competencies.find((competency) => competency.id === id);

export async function generateMetadata({ params }: CompetencyPageProps) {
  const competency = competencyOf((await params).competency);
  if (!competency) notFound();
  return competencyMetadata(competency);
}

/** Its questions first, each a card titled by the question with its role beneath; then a call to practise one. */
export default async function CompetencyPage({ params }: CompetencyPageProps) {
  const competency = competencyOf((await params).competency);
  if (!competency) notFound();
  const title = competencyPageCopy.title(competency);
  const crumbs = competencyCrumbs(competency);
  const listed = competencyQuestions(competency.id);
  const roles = new Set(listed.map((entry) => entry.role.slug)).size;
  const items = listed.map(({ role, question }) => ({
    id: question.id,
    text: question.text,
    href: questionPageHref(role, question),
    source: competencyPage.questionRole(role),
  }));
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(crumbs), itemListJsonLd(title, items.map((item) => ({ name: item.text, href: item.href })))]} />
      <PageHeader top={<Breadcrumbs label={libraryHub.breadcrumbLabel} crumbs={crumbs} />} eyebrow={competencyPage.eyebrow} title={title} lead={competency.description}>
        <CompetencyFilter label={libraryHub.filterLabel} links={filterLinks(competency.id)} />
      </PageHeader>
      <Section id="questions" heading={competencyPage.listHeading(items.length, roles)} compact unindexed>
        <RelatedQuestions items={items} titled columns={3} />
      </Section>
      {listed[0] ? <CtaBand id="practise" content={competencyPage.cta(competency, listed[0].question)} /> : null}
    </>
  );
}
