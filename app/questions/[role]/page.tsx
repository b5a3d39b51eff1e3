import { notFound } from 'next/navigation';
import { questionRoleMetadata } from '@/app/_seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd } from '@/app/_seo/structured-data';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { ButtonRow } from '@/components/ButtonRow/ButtonRow';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { Icon } from '@/components/Icon/Icon';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { PrintKitButton } from '@/components/PrintKitButton/PrintKitButton';
import { QuestionCard } from '@/components/QuestionCard/QuestionCard';
import { RoleKit } from '@/components/RoleKit/RoleKit';
import { Section } from '@/components/Section/Section';
import { questionRoleBySlug, questionRoles } from '@/content/questions';
import { mockInterviewLink } from '@/content/mockInterview';
import { libraryHub, mockInterviewHref, questionPageHref, roleCrumbs, rolePage, signupWithTemplate } from '@/content/questions/library';
import { rolePageCopy } from '@/content/questions/titles';
import { routes } from '@/content/routes';
import styles from './page.module.css';

interface RolePageProps {
  params: Promise<{ role: string }>;
}

/** One page per role of the library, all exported at build; any other slug is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return questionRoles.map((role) => ({ role: role.slug }));
}

export async function generateMetadata({ params }: RolePageProps) {
  const role = questionRoleBySlug((await params).role);
  if (!role) notFound();
  return questionRoleMetadata(role);
}

export default async function QuestionRolePage({ params }: RolePageProps) {
  const role = questionRoleBySlug((await params).role);
  if (!role) notFound();
  const title = rolePageCopy.title(role);
  const crumbs = roleCrumbs(role);
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd(crumbs),
          itemListJsonLd(title, role.questions.map((question) => ({ name: question.text, href: questionPageHref(role, question) }))),
        ]}
      />
      <PageHeader top={<Breadcrumbs label={libraryHub.breadcrumbLabel} crumbs={crumbs} />} eyebrow={rolePage.eyebrow} title={title} lead={role.summary}>
        <div className={styles.use}>
          <ButtonRow actions={[{ label: rolePage.useInProduct, href: signupWithTemplate(role) }]} note={rolePage.useNote} />
        </div>
      </PageHeader>
      <Section id="questions" heading={rolePage.listHeading(role.questions.length)}>
        <div className={styles.rehearse}>
          <p className={styles.rehearseText}>{mockInterviewLink.roleLead}</p>
          <ButtonLink href={mockInterviewHref(role)} label={mockInterviewLink.buttonName(role.name)}>
            {mockInterviewLink.button}
          </ButtonLink>
        </div>
        {/* The questions as a sheet to print (RoleKit, below): a quiet button under the list's heading. */}
        <p className={styles.print}>
          <PrintKitButton>
            <Icon name="printer" size={18} />
            {rolePage.kit.print}
          </PrintKitButton>
        </p>
        <ol className={styles.questions}>
          {role.questions.map((question, index) => (
            <li key={question.id}>
              <QuestionCard question={question} number={index + 1} href={questionPageHref(role, question)} />
            </li>
          ))}
        </ol>
        <p className={styles.back}>
          <ButtonLink href={routes.questions.path} variant="secondary">
            {rolePage.backToLibrary}
          </ButtonLink>
        </p>
      </Section>
      <RoleKit role={role} />
    </>
  );
}
