import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { PracticeStudio } from '@/components/PracticeStudio/PracticeStudio';
import { Section } from '@/components/Section/Section';
import { CameraWorkspace } from '@/components/CameraWorkspace/CameraWorkspace';
import { FeatureCardList } from '@/components/FeatureCardList/FeatureCardList';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { PrivacyNote } from '@/components/PrivacyNote/PrivacyNote';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { mockInterviewLink } from '@/content/mockInterview';
import { questionRoles } from '@/content/questions';
import { mockInterviewHref } from '@/content/questions/library';
import { practiceCta, practiceExpectations, practicePage, practiceStudio, practiceTips } from '@/content/practice';
import styles from './page.module.css';

export const metadata = pageMetadata('practice');

export default function PracticePage() {
  return (
    <>
      <div>
        <PageHeader eyebrow={practicePage.eyebrow} title={practicePage.heading} lead={practicePage.lead} />
        <CameraWorkspace noScript={practicePage.noScript}>
          <PracticeStudio copy={practiceStudio} notice={<PrivacyNote heading={practicePage.privacy.heading} text={practicePage.privacy.text} />} />
        </CameraWorkspace>
      </div>
      <Section id="mock-interviews" heading={mockInterviewLink.practiceHeading} lead={mockInterviewLink.practiceLead}>
        <ul className={styles.roleLinks}>
          {questionRoles.map((role) => (
            <li key={role.slug}>
              <SiteLink href={mockInterviewHref(role)}>{mockInterviewLink.text(role.name)}</SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      {[practiceTips, practiceExpectations].map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          heading={section.heading}
          lead={
            'rulesLink' in section ? (
              <>
                {section.lead} <SiteLink href={section.rulesLink.href}>{section.rulesLink.label}</SiteLink>.
              </>
            ) : (
              section.lead
            )
          }
          tone={index === 0 ? 'subtle' : 'plain'}
        >
          <FeatureCardList items={section.items} />
        </Section>
      ))}
      <CtaBand id="practice-cta" content={practiceCta} />
    </>
  );
}
