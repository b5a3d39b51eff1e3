import { pageMetadata } from '@/app/_seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd } from '@/app/_seo/structured-data';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { CompetencyFilter } from '@/components/CompetencyFilter/CompetencyFilter';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { RoleList } from '@/components/RoleList/RoleList';
import { Section } from '@/components/Section/Section';
import { questionRoles } from '@/content/questions';
import { hubCrumbs, libraryHub, roleGroups, filterLinks } from '@/content/questions/library';
import { routes } from '@/content/routes';

export const metadata = pageMetadata('questions');

export default function QuestionsPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd(hubCrumbs),
          itemListJsonLd(
            routes.questions.title,
            questionRoles.map((role) => ({ name: role.name, href: `${routes.questions.path}/${role.slug}` })),
          ),
        ]}
      />
      <PageHeader
        top={<Breadcrumbs label={libraryHub.breadcrumbLabel} crumbs={hubCrumbs} />}
        eyebrow={libraryHub.eyebrow}
        title={libraryHub.heading}
        lead={libraryHub.lead}
      >
        <CompetencyFilter label={libraryHub.filterLabel} links={filterLinks(null)} />
      </PageHeader>
      <Section id="roles">
        <RoleList groups={roleGroups()} />
      </Section>
      <CtaBand id="questions-cta" content={libraryHub.cta} />
    </>
  );
}
