import { SiteLink } from '../SiteLink/SiteLink';
import { competencyById } from '@/content/questions/competencies';
import { competencyHref, rolePage } from '@/content/questions/library';
import { formatDuration } from '@/lib/duration';
import type { InterviewQuestion } from '@/content/questions/types';
import styles from './QuestionFacts.module.css';

/**
 * A label's colon and space are text, not CSS: the site search indexes the facts as text, and without them a result
 * read "Think time30 seconds". The space sits at the dt's end, where a line does not show it.
 */
const labelEnd = ': ';

/**
 * A question's competency, think time and answer length: on its role page's card (competency as text, so the card
 * keeps to its two links) and on its own page (competency linked to its page). One layout whatever the values:
 * three columns, label over value; on a phone three rows, label beside value.
 */
export function QuestionFacts({ question, linked = false }: { question: InterviewQuestion; linked?: boolean }) {
  const competency = competencyById(question.competency);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{rolePage.competencyLabel}{labelEnd}</dt>
        <dd>{linked ? <SiteLink href={competencyHref(competency.id)}>{competency.label}</SiteLink> : competency.label}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{rolePage.thinkLabel}{labelEnd}</dt>
        <dd>{formatDuration(question.thinkSeconds)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{rolePage.answerLabel}{labelEnd}</dt>
        <dd>{formatDuration(question.answerSeconds)}</dd>
      </div>
    </dl>
  );
}
