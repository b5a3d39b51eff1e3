import {
  callbackMeetings,
  closingCta,
  heroVisual,
  homeDemos,
  homeFaq,
  homeFeatures,
  homeHero,
  homePricing,
  howItWorks,
  jobBoard,
  proofStrip,
  typedHero,
} from '@/content/home';
import { homeFaqItems } from '@/content/faq';
import { plans } from '@/content/pricing';
import { routes } from '@/content/routes';
import { demoGridLinks } from '@/lib/config';
import { savingsLink } from '@/content/savings';
import type { ComponentType } from 'react';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { CardGrid } from '../CardGrid/CardGrid';
import { CtaBand } from '../CtaBand/CtaBand';
import type { DemoGridProps } from '../DemoGrid/DemoGrid';
import { FaqAccordion } from '../FaqAccordion/FaqAccordion';
import { FeatureCard } from '../FeatureCard/FeatureCard';
import { HeroVisual } from '../HeroVisual/HeroVisual';
import { InterviewFlow } from '../InterviewFlow/InterviewFlow';
import { PlanCards } from '../PlanCards/PlanCards';
import { Section } from '../Section/Section';
import { StatList } from '../StatList/StatList';
import { StepList } from '../StepList/StepList';
import type { TypedHeroProps } from '../TypedHero/TypedHero';
import styles from './HomePage.module.css';

/**
 * Home's two client leaves, handed in by the caller rather than imported here: app/page.tsx passes them as is,
 * app/global-not-found.tsx passes lazy ones. Next's client manifest loads the global not-found's client
 * components on every route, so whatever it imported eagerly would ship typed.js, SWR and the demo grid
 * everywhere (measured: 15.2 KB brotli above the floor on each text page, budget 6 KB).
 */
export interface HomePageLeaves {
  TypedHero: ComponentType<TypedHeroProps>;
  DemoGrid: ComponentType<DemoGridProps>;
}

/** The Home page, in the order of docs/requirements.md (Pages, Home); also rendered for unknown paths (app/global-not-found.tsx → out/404.html). */
export function HomePage({ leaves: { TypedHero, DemoGrid } }: { leaves: HomePageLeaves }) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={styles.heroInner}>
          <h1 id="hero-heading" className={styles.heroHeading}>
            {homeHero.heading}
          </h1>
          <TypedHero copy={typedHero} />
          <p className={styles.heroLead}>{homeHero.lead}</p>
          <div className={styles.actions}>
            <ButtonLink href={homeHero.primaryCta.href}>
              {homeHero.primaryCta.label}
            </ButtonLink>
            <ButtonLink href={homeHero.secondaryCta.href} variant="secondary">
              {homeHero.secondaryCta.label}
            </ButtonLink>
          </div>
          <p className={styles.heroNote}>{homeHero.note}</p>
        </div>
        <HeroVisual visual={heroVisual} />
        <div className={styles.proof}>
          <h2 id="proof-heading" className="visually-hidden">
            {proofStrip.heading}
          </h2>
          <StatList stats={proofStrip.stats} variant="strip" />
        </div>
      </section>

      <Section id="how-it-works" eyebrow={howItWorks.eyebrow} heading={howItWorks.heading} lead={howItWorks.lead} tone="subtle">
        <InterviewFlow steps={howItWorks.flow} title={howItWorks.flowTitle} description={howItWorks.flowDescription} />
        <div className={styles.claim}>
          <p className={styles.claimFigure}>
            <strong>{howItWorks.claimFigure}</strong> {howItWorks.claimText}
          </p>
          <p className={styles.claimDetail}>{howItWorks.claimDetail}</p>
        </div>
      </Section>

      <Section id="demos" eyebrow={homeDemos.eyebrow} heading={homeDemos.heading} lead={homeDemos.lead}>
        <DemoGrid links={demoGridLinks} contactHref={routes.contact.path} headingLevel={3} limit={homeDemos.limit} startNearViewport />
        <div className={styles.more}>
          <ButtonLink href={routes.demo.path} variant="secondary">
            {homeDemos.allLabel}
          </ButtonLink>
        </div>
      </Section>

      <Section id="features" eyebrow={homeFeatures.eyebrow} heading={homeFeatures.heading} tone="subtle">
        <CardGrid columns={3}>
          {homeFeatures.cards.map((card) => (
            <FeatureCard key={card.title} icon={card.icon} title={card.title}>
              <p>{card.text}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section id="callback-meetings" eyebrow={callbackMeetings.eyebrow} heading={callbackMeetings.heading} lead={callbackMeetings.lead}>
        <StepList steps={callbackMeetings.steps} />
      </Section>

      <Section id="job-board" eyebrow={jobBoard.eyebrow} heading={jobBoard.heading} lead={jobBoard.lead} tone="subtle">
        <StepList steps={jobBoard.steps} />
      </Section>

      <Section id="pricing" eyebrow={homePricing.eyebrow} heading={homePricing.heading}>
        <PlanCards plans={plans} headingLevel={3} />
        <div className={styles.more}>
          <ButtonLink href={routes.pricing.path} variant="secondary">
            {homePricing.allLabel}
          </ButtonLink>
          <ButtonLink href={savingsLink.href} variant="secondary">
            {savingsLink.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="faq" eyebrow={homeFaq.eyebrow} heading={homeFaq.heading} tone="subtle">
        <div className={styles.faq}>
          <FaqAccordion items={homeFaqItems} />
        </div>
        <div className={styles.more}>
          <ButtonLink href={routes.faq.path} variant="secondary">
            {homeFaq.allLabel}
          </ButtonLink>
        </div>
      </Section>

      {/* The same closing panel as every other page. */}
      <CtaBand
        id="closing"
       
        content={{
          heading: closingCta.heading,
          text: closingCta.text,
          actions: [closingCta.primary, closingCta.secondary],
          note: closingCta.note,
        }}
      />
    </>
  );
}
