import { ButtonLink } from '../ButtonLink/ButtonLink';
import { QuestionFacts } from '../QuestionFacts/QuestionFacts';
import { SiteLink } from '../SiteLink/SiteLink';
import { practiceHref, questionAnchor, rolePage } from '@/content/questions/library';
import type { InterviewQuestion } from '@/content/questions/types';
import styles from './QuestionCard.module.css';

/**
 * One question of a role page: its text (the card's link, to the question's own page and its guide), competency and
 * limits, why employers ask it in one line, and a button to practise it. Two tab stops a card, no more.
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
      <div>
        <h4 className={styles.label}>{rolePage.whyLabel}</h4>
        <p className={styles.body}>{question.why}</p>
      </div>
      <p className={styles.action}>
        <ButtonLink href={practiceHref(question)} variant="secondary" label={rolePage.practiseName(question)}>
          {rolePage.practise}
        </ButtonLink>
      </p>
    </article>
  );
}
