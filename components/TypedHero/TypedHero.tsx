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
  // Read by the observers of the effect: the visitor's pause, and whether the line is out of view.
  const userPaused = useRef(false);
  const offscreen = useRef(false);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, serverPrefersReducedMotion);

  useEffect(() => {
    const element = slot.current;
    if (reducedMotion || !element) return;
    const box = element.parentElement!.parentElement!;
    const line = box.closest('p')!;
    const sizer = box.lastChild!.firstChild!;
    const range = document.createRange();
    // Each phrase's width, measured from the invisible stack of phrases: once, and again only when the box's width
    // changes (the font follows the viewport's width), never per letter. The phrase being typed is centred whole
    // under the headline by a transform (no layout shift), set once a phrase: one style recalculation a letter.
    let widths: number[] = [];
    let current = 0;
    const centre = (index = current) => {
      current = index;
      // 4 px: the caret, the slot's 2 px padding and 2 px border (TypedHero.module.css).
      line.style.setProperty('--typed-offset', `${(box.offsetWidth - (widths[index] ?? 0) - 4) / 2}px`);
    };
    const measure = () => {
      let start = 0;
      widths = phrases.map((phrase) => {
        range.setStart(sizer, start);
        range.setEnd(sizer, (start += phrase.length + 1) - 1);
        return range.getBoundingClientRect().width;
      });
      centre();
    };
    const instance = new Typed(element, {
      strings: [...phrases],
      startDelay: timing.startDelay,
      typeSpeed: timing.typeSpeed,
      backDelay: timing.backDelay,
      loop: true,
      // Plain text: the phrases are never parsed as HTML.
      contentType: 'null',
      // No cursor element: one that follows the letters moves with each of them, a layout shift every keystroke.
      // The caret is the slot's own right border (TypedHero.module.css, [data-typing]): the box grows, nothing moves.
      // No <style> injected either, nothing for the CSP to allow.
      showCursor: false,
      autoInsertCss: false,
      // typed.js puts the slot's own text (the first phrase, server-rendered) before the strings, so its index i
      // types phrases[i - 1]; after the last phrase it starts again from that first one.
      preStringTyped: (index) => centre(Math.max(0, index - 1)),
      onLastStringBackspaced: () => centre(0),
    });
    typed.current = instance;
    element.dataset.typing = '';
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    // Off screen, nothing is typed: no timer, no restyle for a line nobody sees.
    const seen = new IntersectionObserver(([entry]) => {
      if ((offscreen.current = !entry!.isIntersecting)) instance.stop();
      else if (!userPaused.current) instance.start();
    });
    seen.observe(line);
    return () => {
      seen.disconnect();
      resized.disconnect();
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
          userPaused.current = !paused;
          if (!paused) typed.current?.stop();
          else if (!offscreen.current) typed.current?.start();
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
