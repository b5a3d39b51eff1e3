import { QuestionFacts } from '../QuestionFacts/QuestionFacts';
import { SiteLink } from '../SiteLink/SiteLink';
import { practiceHref, questionAnchor, rolePage } from '@/content/questions/library';
import type { InterviewQuestion } from '@/content/questions/types';
import styles from './QuestionCard.module.css';

/**
 * One question of a role page: its text (linked to the question's own page), competency, limits, why employers ask it
 * in one line, and links to its guide and to practise it. The guide itself is on the question's own page only.
 */
export function QuestionCard({ question, number, href }: { question: InterviewQuestion; number: number; href: string }) {
  const headingId = `${questionAnchor(question)}-text`;
  return (
    <article id={questionAnchor(question)} className={styles.card} aria-labelledby={headingId}>
      <p className={styles.number} aria-hidden="true">
        {number}
      </p>
      <h3 id={headingId} className={styles.text}>
        <SiteLink href={href} className={styles.link}>
          {question.text}
        </SiteLink>
      </h3>
      <QuestionFacts question={question} />
      <h4 className={styles.label}>{rolePage.whyLabel}</h4>
      <p className={styles.body}>{question.why}</p>
      <p className={styles.action}>
        <SiteLink href={href} className={styles.practise} label={rolePage.guideName(question)}>
          {rolePage.guide}
        </SiteLink>
        <SiteLink href={practiceHref(question)} className={styles.practise} label={rolePage.practiseName(question)}>
          {rolePage.practise}
        </SiteLink>
      </p>
    </article>
  );
}
