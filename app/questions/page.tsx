import { pageMetadata } from '@/app/_seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd } from '@/app/_seo/structured-data';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { CompetencyFilter } from '@/components/CompetencyFilter/CompetencyFilter';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { JumpNav } from '@/components/JumpNav/JumpNav';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { RoleList } from '@/components/RoleList/RoleList';
import { Section } from '@/components/Section/Section';
import { questionRoles } from '@/content/questions';
import { hubCrumbs, libraryHub, roleGroups, filterLinks } from '@/content/questions/library';
import { routes } from '@/content/routes';

export const metadata = pageMetadata('questions');

/**
 * The hub: the roles by kind of job, with chips that jump to each kind (a phone's way past 14 cards); then the
 * competency pages, which list one skill's questions from every role and so belong after the roles, not above them
 * as if they filtered the cards.
 */
export default function QuestionsPage() {
  const groups = roleGroups();
  const { byCompetency } = libraryHub;
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
      />
      <Section id="roles">
        <JumpNav
          tiles
          label={libraryHub.jumpLabel}
          links={[...groups.map((group) => ({ id: group.id, label: group.heading })), { id: byCompetency.id, label: byCompetency.jumpLabel }]}
        />
        <RoleList groups={groups} highlightsLabel={libraryHub.includesLabel} />
      </Section>
      <Section id={byCompetency.id} heading={byCompetency.heading} lead={byCompetency.lead} tone="subtle">
        <CompetencyFilter label={byCompetency.navLabel} links={filterLinks(null).filter((link) => !link.current)} />
      </Section>
      <CtaBand id="questions-cta" content={libraryHub.cta} />
    </>
  );
}
