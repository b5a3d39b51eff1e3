import styles from './QuestionRubric.module.css';

interface RubricLevel {
  score: number;
  label: string;
  /** What an answer at this level sounds like. */
  text: string;
}

interface QuestionRubricProps {
  heading: string;
  lead: string;
  /** Highest first. */
  levels: readonly RubricLevel[];
  levelName: (label: string, score: number) => string;
}

/**
 * What a reviewer scores for a question's competency: four levels, highest first, each as it sounds on a recording
 * (content/questions/rubrics.ts). A description list, so a screen reader hears each level's name with its text.
 */
export function QuestionRubric({ heading, lead, levels, levelName }: QuestionRubricProps) {
  return (
    <section className={styles.rubric} aria-labelledby="guide-rubric">
      <h2 id="guide-rubric" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <dl className={styles.levels}>
        {levels.map((level) => (
          <div key={level.score} className={styles.level} data-score={level.score}>
            <dt className={styles.name}>{levelName(level.label, level.score)}</dt>
            <dd className={styles.text}>{level.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
