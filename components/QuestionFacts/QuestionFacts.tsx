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

/** A question's competency (linked to its filter), think time and answer length: on its card and on its own page. */
export function QuestionFacts({ question, centred = false }: { question: InterviewQuestion; centred?: boolean }) {
  const competency = competencyById(question.competency);
  return (
    <dl className={centred ? `${styles.facts} ${styles.centred}` : styles.facts}>
      <div className={styles.fact}>
        <dt>{rolePage.competencyLabel}{labelEnd}</dt>
        <dd>
          <SiteLink href={competencyHref(competency.id)}>{competency.label}</SiteLink>
        </dd>
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
