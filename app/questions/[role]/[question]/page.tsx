import { notFound } from 'next/navigation';
import { questionPageMetadata } from '@/app/_seo/metadata';
import { breadcrumbJsonLd } from '@/app/_seo/structured-data';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { ButtonRow } from '@/components/ButtonRow/ButtonRow';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QuestionFacts } from '@/components/QuestionFacts/QuestionFacts';
import { QuestionGuide } from '@/components/QuestionGuide/QuestionGuide';
import { QuestionPager } from '@/components/QuestionPager/QuestionPager';
import { QuestionRubric } from '@/components/QuestionRubric/QuestionRubric';
import { RecordingRules } from '@/components/RecordingRules/RecordingRules';
import { RelatedQuestions } from '@/components/RelatedQuestions/RelatedQuestions';
import { Section } from '@/components/Section/Section';
import { questionById, questionRoles, roleOfQuestion } from '@/content/questions';
import { competencyById } from '@/content/questions/competencies';
import {
  libraryHub,
  practiceHref,
  questionCrumbs,
  questionPage,
  neighbourQuestions,
  questionPageHref,
  relatedQuestions,
  type RoleQuestion,
  roleHref,
} from '@/content/questions/library';
import { rubricFor, rubricLevels } from '@/content/questions/rubrics';
import { roleMetaAttributes } from '@/lib/search';
import { questionPageCopy } from '@/content/questions/titles';
import styles from './page.module.css';

interface QuestionPageProps {
  params: Promise<{ role: string; question: string }>;
}

/** One page per question, all exported at build; any other id, or an id under another role, is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return questionRoles.flatMap((role) => role.questions.map((question) => ({ role: role.slug, question: question.id })));
}

async function pageData(params: QuestionPageProps['params']) {
  const { role: slug, question: id } = await params;
  const question = questionById(id);
  const role = roleOfQuestion(id);
  if (!question || !role || role.slug !== slug) notFound();
  return { question, role };
}

export async function generateMetadata({ params }: QuestionPageProps) {
  const { question, role } = await pageData(params);
  return questionPageMetadata(role, question);
}

export default async function QuestionPage({ params }: QuestionPageProps) {
  const { question, role } = await pageData(params);
  const crumbs = questionCrumbs(role, question);
  const item = (entry: RoleQuestion) => ({
    id: entry.question.id,
    text: entry.question.text,
    href: questionPageHref(entry.role, entry.question),
    source: questionPage.relatedRole(entry.role),
  });
  const { previous, next } = neighbourQuestions(question);
  const pager = (entry: RoleQuestion | undefined, label: string) => (entry ? { label, text: entry.question.text, href: questionPageHref(entry.role, entry.question) } : undefined);
  const { sameRole, sameCompetency } = relatedQuestions(question);
  const competency = competencyById(question.competency);
  const rubric = rubricFor(question.competency);
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(crumbs)]} />
      <PageHeader
        top={<Breadcrumbs label={libraryHub.breadcrumbLabel} crumbs={crumbs} />}
        eyebrow={questionPage.eyebrow(role)}
        title={questionPageCopy.heading(question)}
        longTitle
        align="start"
      >
        {/* The search index names the question's result by its role (components/SiteSearch). */}
        <div className={styles.facts} {...roleMetaAttributes(role.name)}>
          <QuestionFacts question={question} linked />
        </div>
        <div className={styles.practise}>
          <ButtonRow actions={[{ label: questionPage.practise, href: practiceHref(question) }]} note={questionPage.practiseNote} />
        </div>
      </PageHeader>
      {/* One column from the breadcrumb to the way back: the header's width, every heading on its left edge. */}
      <Section id="answer">
        <div className={styles.column}>
          <QuestionGuide
            question={question}
            headings={questionPage.guideHeadings}
            notes={{
              example: questionPage.exampleNote(question),
              figures: questionPage.figuresNote,
              followUp: questionPage.followUpLead,
              followUpSentence: questionPage.followUpSentence,
            }}
            after={{
              strong: (
                <>
                  <QuestionRubric
                    heading={questionPage.rubric.heading}
                    lead={questionPage.rubric.lead(competency)}
                    levels={rubricLevels.map((level) => ({ ...level, text: rubric[level.score] }))}
                    levelName={questionPage.rubric.level}
                  />
                  <RecordingRules heading={questionPage.format.heading} text={questionPage.format.text(question)} link={questionPage.format.link} />
                </>
              ),
            }}
          />
          {/* Links to other pages: out of the search index, so a search finds each question on its own page. */}
          <section id="related" className={styles.related} aria-labelledby="related-heading" data-pagefind-ignore="">
            <h2 id="related-heading" className={styles.relatedHeading}>
              {questionPage.relatedHeading}
            </h2>
            <QuestionPager label={questionPage.pagerLabel} previous={pager(previous, questionPage.previous)} next={pager(next, questionPage.next)} />
            <RelatedQuestions heading={questionPage.moreFromRole(role)} items={sameRole.map(item)} columns={1} />
            <RelatedQuestions heading={questionPage.sameCompetency(competency)} items={sameCompetency.map(item)} columns={1} />
            <p className={styles.back}>
              <ButtonLink href={roleHref(role)} variant="secondary">
                {questionPage.backToRole(role)}
              </ButtonLink>
            </p>
          </section>
        </div>
      </Section>
    </>
  );
}
