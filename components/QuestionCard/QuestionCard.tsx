import { SiteLink } from '../SiteLink/SiteLink';
import { competencyById } from '@/content/questions/competencies';
import { formatSeconds, practiceHref, questionAnchor, rolePage } from '@/content/questions/library';
import { competencyKey, routes } from '@/content/routes';
import type { InterviewQuestion } from '@/content/questions/types';
import styles from './QuestionCard.module.css';

/**
 * A label's colon and space are text, not CSS: the site search indexes the card as text, and without them a result
 * read "Think time30 seconds". The space sits at the dt's end, where a line does not show it.
 */
const labelEnd = ': ';

/** One question of a role page: its text, competency, why employers ask it, a strong answer, limits, a practice link. */
export function QuestionCard({ question, number }: { question: InterviewQuestion; number: number }) {
  const competency = competencyById(question.competency);
  const headingId = `${questionAnchor(question)}-text`;
  return (
    <article id={questionAnchor(question)} className={styles.card} aria-labelledby={headingId}>
      <p className={styles.number} aria-hidden="true">
        {number}
      </p>
      <h3 id={headingId} className={styles.text}>
        {question.text}
      </h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{rolePage.competencyLabel}{labelEnd}</dt>
          <dd>
            <SiteLink href={routes[competencyKey(competency.id)]!.path}>{competency.label}</SiteLink>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{rolePage.thinkLabel}{labelEnd}</dt>
          <dd>{formatSeconds(question.thinkSeconds)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{rolePage.answerLabel}{labelEnd}</dt>
          <dd>{formatSeconds(question.answerSeconds)}</dd>
        </div>
      </dl>
      <h4 className={styles.label}>{rolePage.whyLabel}</h4>
      <p className={styles.body}>{question.why}</p>
      <h4 className={styles.label}>{rolePage.strongLabel}</h4>
      <ul className={styles.points}>
        {question.strongAnswer.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className={styles.action}>
        <SiteLink href={practiceHref(question)} className={styles.practise} label={rolePage.practiseName(question)}>
          {rolePage.practise}
        </SiteLink>
      </p>
    </article>
  );
}
