import type { FaqGroup } from '@/content/faq';
import { FaqAccordion } from '../FaqAccordion/FaqAccordion';
import { JumpNav } from '../JumpNav/JumpNav';
import styles from './FaqGroups.module.css';

interface FaqGroupsProps {
  groups: readonly FaqGroup[];
  /** Names the topic links' navigation landmark. */
  navLabel: string;
}

/** The FAQ page body: topic links, then each group as an h2 section with its accordion of questions. */
export function FaqGroups({ groups, navLabel }: FaqGroupsProps) {
  return (
    <div className={styles.wrap}>
      <JumpNav label={navLabel} links={groups.map((group) => ({ id: group.id, label: group.heading }))} />
      {groups.map((group) => (
        <section key={group.id} id={group.id} className={styles.group} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className={styles.heading}>
            {group.heading}
          </h2>
          <FaqAccordion items={group.items} />
        </section>
      ))}
    </div>
  );
}
