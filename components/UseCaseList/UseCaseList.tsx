import type { UseCase } from '@/content/usecases';
import { Icon } from '../Icon/Icon';
import { JumpNav } from '../JumpNav/JumpNav';
import styles from './UseCaseList.module.css';

interface UseCaseListProps {
  useCases: readonly UseCase[];
  /** Names the jump links' navigation landmark. */
  navLabel: string;
  /** The small label above each scenario. */
  scenarioLabel: string;
}

/** Jump links, then one card per use case (h3, anchored by its id) with a concrete scenario and outcomes. */
export function UseCaseList({ useCases, navLabel, scenarioLabel }: UseCaseListProps) {
  return (
    <>
      <JumpNav label={navLabel} links={useCases.map((useCase) => ({ id: useCase.id, label: useCase.title }))} />
      <div className={styles.grid}>
        {useCases.map((useCase) => (
          <article key={useCase.id} id={useCase.id} className={styles.card} aria-labelledby={`${useCase.id}-heading`}>
            <div className={styles.head}>
              <span className={styles.icon}>
                <Icon name={useCase.icon} />
              </span>
              <h3 id={`${useCase.id}-heading`} className={styles.title}>
                {useCase.title}
              </h3>
            </div>
            <p className={styles.summary}>{useCase.summary}</p>
            <div className={styles.scenario}>
              <p className={styles.scenarioLabel}>{scenarioLabel}</p>
              <p className={styles.scenarioText}>{useCase.scenario}</p>
            </div>
            <ul className={styles.outcomes}>
              {useCase.outcomes.map((outcome) => (
                <li key={outcome} className={styles.outcome}>
                  <Icon name="check" size={20} className={styles.check} />
                  {outcome}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </>
  );
}
