import type { LinkAction } from '@/content/types';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import styles from './ButtonRow.module.css';

interface ButtonRowProps {
  /** The first action is the primary button, the others secondary. */
  actions: readonly LinkAction[];
  /** A small line under the buttons, e.g. 'No credit card required'. */
  note?: string;
}

/** Centred call-to-action buttons that wrap on narrow screens, with an optional note below. */
export function ButtonRow({ actions, note }: ButtonRowProps) {
  return (
    <div className={styles.row}>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <ButtonLink key={action.label} href={action.href} variant={index === 0 ? 'primary' : 'secondary'}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
