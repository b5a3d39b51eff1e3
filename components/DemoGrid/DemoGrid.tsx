'use client';

import { useCallback, useDeferredValue } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { fetchDemoInterviews } from '@/lib/demo/fetchDemoInterviews';
import { demoPlayerUrl, type DemoGridLinks } from '@/lib/demo/links';
import { truncateDescription } from '@/lib/demo/truncateDescription';
import { demoGrid } from '@/content/demo';
import { newTabHint } from '@/content/newTabHint';
import styles from './DemoGrid.module.css';
import { useStartNearViewport } from './useStartNearViewport';

const SKELETON_CARDS = 6;

/** The poster's answer timer: one second per word of the description, so each interview's frame differs. */
const answerTimer = (text: string) => {
  const seconds = text.split(' ').length;
  return `${(seconds / 60) | 0}:${String(seconds % 60).padStart(2, '0')}`;
};
/**
 * Set on the wrapper by React's commit: the page's script runs, so the loading state must not give way to the
 * notice for a browser that runs none (DemoGrid.module.css).
 */
const liveAttribute = 'data-live';

/**
 * The demo interviews, on Home and /demo under one SWR key, so a visit fetches the list once.
 * States: loading (text + skeleton of the same size), loaded, empty, failed (logged; a polite line and Retry).
 */
export interface DemoGridProps {
  /** lib/config.ts's demoGridLinks: a prop, so this chunk carries no environment checks. */
  links: DemoGridLinks;
  /** routes.contact.path: where the notice for a browser that runs no script sends the visitor. */
  contactHref: string;
  headingLevel?: 2 | 3;
  /** Show at most this many cards (Home shows a selection; /demo shows all). */
  limit?: number;
  /** Fetch the list only once the grid nears the viewport or the browser idles after load (Home: it is far below the fold). */
  startNearViewport?: boolean;
}

export function DemoGrid({ links, contactHref, headingLevel = 2, limit, startNearViewport = false }: DemoGridProps) {
  // A list another page already fetched is shown at once, wherever the grid is.
  const cached = useSWRConfig().cache.get(links.list)?.data !== undefined;
  const [started, watch] = useStartNearViewport(!startNearViewport || cached);
  // The list is fetched by script, so a page whose script never runs (turned off, or its chunks never arrive)
  // ends the loading state with a notice instead (DemoGrid.module.css: at once without scripting, after
  // --script-grace otherwise). The notice is in the static HTML and in every render of the loading state; React
  // marks the wrapper in its commit, which hides it. (A store that was false on the server and true in the browser
  // did the same with one more synchronous render after hydration.)
  const live = useCallback(
    (element: HTMLDivElement | null) => {
      element?.setAttribute(liveAttribute, '');
      watch(element);
    },
    [watch],
  );
  // Key null: SWR neither fetches nor loads the schema chunk until the start.
  const { data: answer, error, isValidating, mutate } = useSWR(started ? links.list : null, fetchDemoInterviews, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // Data already fetched on another page is shown as is, not fetched again.
    revalidateIfStale: false,
    // The visitor decides when to try again.
    shouldRetryOnError: false,
    onError: (err: Error) => console.error(err.message),
  });
  // SWR's store updates render synchronously, so the cards replacing the skeleton were one task (53–208 simulated ms
  // in Lighthouse, /demo's largest after the boot). Deferred, React shows the skeleton a moment longer and renders the
  // cards in the background in slices that yield to the browser (docs/performance.md, "Main-thread work").
  const data = useDeferredValue(answer);
  const CardHeading = headingLevel === 2 ? 'h2' : 'h3';

  if (!data && (!error || isValidating)) {
    return (
      <div className={styles.wrapper} aria-busy="true" ref={live}>
        <p className={styles.status} role="status">
          {demoGrid.loading}
        </p>
        <p className={`${styles.notice} ${styles.noScript}`}>
          {demoGrid.noScript} <a href={contactHref}>{demoGrid.noScriptLink}</a>
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: limit ?? SKELETON_CARDS }, (_, index) => (
            <li key={index} className={`${styles.card} ${styles.skeleton}`} />
          ))}
        </ul>
      </div>
    );
  }

  if (!data) {
    return (
      <div className={styles.wrapper}>
        <div className={`${styles.notice} ${styles.unavailable}`} role="status">
          <p className={styles.noticeTitle}>{demoGrid.unavailable}</p>
          <span className={styles.noticeActions}>
            <button type="button" className={styles.retry} onClick={() => void mutate()}>
              {demoGrid.retry}
            </button>
            <a href={links.channel} target="_blank" rel="noopener noreferrer" className={styles.channel}>
              {demoGrid.channelLabel}
              <span className="visually-hidden"> {newTabHint}</span>
            </a>
          </span>
        </div>
      </div>
    );
  }

  const shown = limit === undefined ? data : data.slice(0, limit);
  if (shown.length === 0) {
    return (
      <div className={styles.wrapper}>
        <p className={styles.notice} role="status">
          {demoGrid.empty}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      <ul className={styles.grid}>
        {shown.map((demo, index) => (
          <li key={demo.graphId}>
            <a
              className={styles.card}
              href={demoPlayerUrl(links.stream, demo.previewId)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="demo-card"
            >
              {/* Words drawn from data-text by the stylesheet, so the card's own text stays the name once and the cut description. */}
              <span className={styles.thumb} data-tone={index % 6} aria-hidden="true">
                <span className={styles.timer} data-text={answerTimer(demo.shortDescription)} />
                <span className={styles.role} data-text={demo.name} />
                <span className={styles.prompt} data-text={demo.shortDescription.split(/[,.:;]/)[0]!.replace(/-/g, '\u2011')} />
              </span>
              <CardHeading className={styles.name}>{demo.name}</CardHeading>
              <p className={styles.description}>{truncateDescription(demo.shortDescription, demoGrid.descriptionLimit)}</p>
              <span className={styles.meta}>
                <span className={styles.duration}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
                    <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  {demoGrid.durationLabel}
                </span>
                <span className={styles.open} aria-hidden="true">
                  {demoGrid.openLabel} →
                </span>
              </span>
              <span className="visually-hidden"> {newTabHint}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
