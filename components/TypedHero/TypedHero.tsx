'use client';

import { Fragment, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Typed from 'typed.js';
import type { typedHero } from '@/content/home';
import styles from './TypedHero.module.css';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;
const serverPrefersReducedMotion = () => false;

/**
 * "Screen Job Candidates…": typed.js types the phrases in a loop (timing: docs/requirements.md, Pages, Home). Screen readers
 * get the whole list once instead; reduced motion shows the list without animation; a button pauses it.
 */
export interface TypedHeroProps {
  /** content/home.ts's typedHero, handed down by the server page: Home's copy stays out of the client bundle. */
  copy: typeof typedHero;
}

export function TypedHero({ copy }: TypedHeroProps) {
  const { prefix, phrases, timing, pauseLabel, playLabel, listLabel } = copy;
  const slot = useRef<HTMLSpanElement>(null);
  const typed = useRef<Typed | null>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, serverPrefersReducedMotion);

  useEffect(() => {
    const element = slot.current;
    if (reducedMotion || !element) return;
    const instance = new Typed(element, {
      strings: [...phrases],
      startDelay: timing.startDelay,
      typeSpeed: timing.typeSpeed,
      backDelay: timing.backDelay,
      loop: true,
      // Plain text: the phrases are never parsed as HTML.
      contentType: 'null',
      // No cursor element: one that follows the letters moves with each of them, a layout shift every keystroke.
      // The caret is the slot's own right border instead (TypedHero.module.css, [data-typing]): the box grows,
      // nothing moves. No <style> injected either, nothing for the CSP to allow.
      showCursor: false,
      autoInsertCss: false,
    });
    typed.current = instance;
    element.dataset.typing = '';
    // The box keeps the longest phrase's width; the words it shows are centred by a transform, which is no layout shift.
    const words = element.parentElement!;
    const centre = new ResizeObserver(() =>
      words.closest('p')!.style.setProperty(
        '--typed-offset',
        `${(words.parentElement!.offsetWidth - words.offsetWidth) / 2}px`,
      ),
    );
    centre.observe(words);
    return () => {
      centre.disconnect();
      instance.destroy();
      delete element.dataset.typing;
      typed.current = null;
    };
  }, [reducedMotion, phrases, timing]);

  if (reducedMotion) {
    return (
      <p className={`${styles.line} ${styles.still}`}>
        <span>{prefix} </span>
        <span className={styles.list}>
          {/* Each phrase kept whole on its line ("Actors & Performers" never splits), the dots ending lines. */}
          {phrases.map((phrase, index) => (
            <Fragment key={phrase}>
              {index > 0 && ' '}
              <span className={styles.phrase}>
                {phrase}
                {index < phrases.length - 1 && ' ·'}
              </span>
            </Fragment>
          ))}
        </span>
      </p>
    );
  }

  return (
    <p className={styles.line}>
      <span className="visually-hidden">
        {prefix} {phrases.join(', ')}
      </span>
      <span aria-hidden="true" className={styles.visual}>
        {prefix}{' '}
        <span className={styles.slotBox}>
          <span className={styles.slotLine}>
            <span ref={slot} className={styles.slot} data-testid="typed-phrase">
              {phrases[0]}
            </span>
          </span>
          {/* Every phrase, one per line, invisible and of no height: the box is as wide as the longest, in any font.
              After the words, so the box's baseline is theirs (the grid takes it from its first item). */}
          <span className={styles.sizer}>{phrases.join('\n')}</span>
        </span>
      </span>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => {
          if (paused) typed.current?.start();
          else typed.current?.stop();
          setPaused(!paused);
        }}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          {paused ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
        </svg>
        <span className="visually-hidden">{paused ? playLabel : pauseLabel} {listLabel}</span>
      </button>
    </p>
  );
}
