import { notFound } from 'next/navigation';
import { competencyMetadata } from '@/app/_seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd } from '@/app/_seo/structured-data';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { CompetencyFilter } from '@/components/CompetencyFilter/CompetencyFilter';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { RoleList } from '@/components/RoleList/RoleList';
import { Section } from '@/components/Section/Section';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { competencies } from '@/content/questions/competencies';
import { competencyCrumbs, competencyPage, filterLinks, libraryHub, questionPageHref, roleGroups } from '@/content/questions/library';
import { competencyPageCopy } from '@/content/questions/titles';
import styles from './page.module.css';

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

export default async function CompetencyPage({ params }: CompetencyPageProps) {
  const competency = competencyOf((await params).competency);
  if (!competency) notFound();
  const title = competencyPageCopy.title(competency);
  const crumbs = competencyCrumbs(competency);
  const groups = roleGroups(competency.id);
  const listed = groups.flatMap((group) => group.items.flatMap((item) => item.questions.map((question) => ({ name: question.text, href: questionPageHref(item, question) }))));
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(crumbs), itemListJsonLd(title, listed)]} />
      <PageHeader top={<Breadcrumbs label={libraryHub.breadcrumbLabel} crumbs={crumbs} />} eyebrow={competencyPage.eyebrow} title={title} lead={competency.description}>
        <CompetencyFilter label={libraryHub.filterLabel} links={filterLinks(competency.id)} />
      </PageHeader>
      <Section id="roles">
        <RoleList
          groups={groups.map((group) => ({
            ...group,
            items: group.items.map((item) => ({
              ...item,
              children: (
                <ul className={styles.questions}>
                  {item.questions.map((question) => (
                    <li key={question.id}>
                      <SiteLink href={questionPageHref(item, question)}>{question.text}</SiteLink>
                    </li>
                  ))}
                </ul>
              ),
            })),
          }))}
        />
      </Section>
    </>
  );
}
