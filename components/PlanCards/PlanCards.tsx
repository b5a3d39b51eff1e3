import type { Plan } from '@/content/types';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Icon } from '../Icon/Icon';
import styles from './PlanCards.module.css';

interface PlanCardsProps {
  plans: readonly Plan[];
  /** Level of each plan's name in the page outline: h2 on /pricing, h3 under the Home page's pricing h2. */
  headingLevel?: 2 | 3 | 4;
  /** A sentence under the cards, e.g. /pricing's summary of both plans. */
  note?: string;
}

/** The plan cards: name, price, tax note, term, what is included, call to action. Stands alone on any page. */
export function PlanCards({ plans, headingLevel = 2, note }: PlanCardsProps) {
  const list = (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.item}>
          <PlanCard plan={plan} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
  if (!note) return list;
  return (
    <>
      {list}
      <p className={styles.cardsNote}>{note}</p>
    </>
  );
}

function PlanCard({ plan, headingLevel }: { plan: Plan; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const nameId = `plan-${plan.id}-name`;
  const included = [plan.interviewsLabel, ...plan.features];
  return (
    <article className={`${styles.card} ${plan.highlighted ? styles.highlighted : ''}`} aria-labelledby={nameId}>
      {/* The price right under the name (beside it on a phone, where it fits): on /pricing both sit in the first
          screen, above the cookie notice. */}
      <div className={styles.head}>
        <Heading id={nameId} className={styles.name}>
          {plan.name}
        </Heading>
        {plan.badge ? <p className={styles.badge}>{plan.badge}</p> : null}
        <p className={styles.price}>
          <span className={styles.amount}>{plan.priceLabel}</span> <span className={styles.period}>{plan.periodLabel}</span>
        </p>
      </div>
      <p className={styles.meta}>
        {plan.taxNote ? <span>{plan.taxNote}</span> : null}
        <span>{plan.termLabel}</span>
      </p>
      <p className={styles.summary}>{plan.summary}</p>
      <ul className={styles.features}>
        {included.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Icon name="check" size={20} className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className={styles.action}>
        <ButtonLink href={plan.cta.href} variant={plan.highlighted ? 'primary' : 'secondary'}>
          {plan.cta.label}
        </ButtonLink>
        {plan.ctaNote ? <p className={styles.note}>{plan.ctaNote}</p> : null}
      </div>
    </article>
  );
}
