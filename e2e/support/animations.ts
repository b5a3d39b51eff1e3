import type { Page } from '@playwright/test';

/**
 * Brings the page to where its CSS animations end, at once: every animation that ends is finished (the ones that
 * run for ever, such as the skeleton's shimmer, are left alone). The script grace period (--script-grace in
 * styles/tokens.css) is such an animation's delay, so this is the page after the grace, without waiting it out.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}

/**
 * Ends every CSS transition a change of the emulated media started, at its end state: controls with a colour
 * transition (ButtonLink's) would otherwise be read mid-way.
 */
export async function finishTransitions(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}
