import type { Page } from '@playwright/test';
import { menuButtonLabel, primaryNavLabel } from '../content/site';

/**
 * Layout checks shared by the e2e suite (e2e/top-bar.spec.ts) and the build with other settings
 * (tests/build-variant.test.ts): each reads the page at its current width and returns what is wrong, as short
 * sentences, so a sweep over many widths can report every failure at once.
 */

/**
 * The header as one row: its controls side by side (middles within 2 px), none past the window's edge, each label
 * on one line, the header 70 px tall, and either the four entries inline or the menu folded behind its toggle.
 */
export function headerRowProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ navLabel, menuLabel }) => {
      const header = document.querySelector('header')!;
      const width = document.documentElement.clientWidth;
      const controls = [...header.querySelectorAll<HTMLElement>('a, summary')].filter((element) => element.checkVisibility());
      const problems: string[] = [];
      const words = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() || element.getAttribute('aria-label') || '?';
      if (header.getBoundingClientRect().height !== 70) problems.push(`header ${header.getBoundingClientRect().height} px tall`);
      const middles = controls.map((element) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2;
      });
      if (Math.max(...middles) - Math.min(...middles) > 2) problems.push(`controls on ${new Set(middles.map(Math.round)).size} rows`);
      for (const element of controls) {
        const box = element.getBoundingClientRect();
        if (box.left < 0 || box.right > width) problems.push(`${words(element)} past the edge (${Math.round(box.left)}–${Math.round(box.right)})`);
        // The middle of every line box of its words; a word for screen readers only sits in a 1 px box.
        const lines: number[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) lines.push(rect.top + rect.height / 2);
        }
        lines.sort((a, b) => a - b);
        if (lines.some((middle, index) => index > 0 && middle - lines[index - 1]! > 8)) problems.push(`${words(element)} on two lines`);
      }
      // An icon squeezed to nothing (a long product name pressing on the menu button) is a broken control too.
      for (const element of controls) {
        for (const icon of element.querySelectorAll('svg')) {
          if (icon.checkVisibility() && icon.getBoundingClientRect().width < 16) problems.push(`${words(element)}: its icon squeezed`);
        }
      }
      // Controls overlapping each other (a long logo under the menu button) are not a row either.
      const boxes = controls.map((element) => element.getBoundingClientRect()).sort((a, b) => a.left - b.left);
      if (boxes.some((box, index) => index > 0 && box.left < boxes[index - 1]!.right - 0.5)) problems.push('controls overlap');
      const nav = header.querySelector(`nav[aria-label="${navLabel}"]`)!;
      const inline = [...nav.querySelectorAll('a')].every((link) => link.checkVisibility());
      const toggle = [...header.querySelectorAll('summary')].some((summary) => summary.checkVisibility() && summary.textContent?.includes(menuLabel));
      if (inline === toggle) problems.push(inline ? 'entries inline and the toggle shown' : 'neither entries nor toggle shown');
      return problems;
    },
    { navLabel: primaryNavLabel, menuLabel: menuButtonLabel },
  );
}

/** Labels of pills in main (a button or button-like link whose radius is at least half its height) that wrap. */
export function wrappedPills(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main a, main button')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return box.width > 0 && parseFloat(style.borderTopLeftRadius) >= box.height / 2 && style.borderTopStyle !== 'none';
      })
      .filter((element) => {
        const middles: number[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) middles.push(rect.top + rect.height / 2);
        }
        middles.sort((a, b) => a - b);
        return middles.some((middle, index) => index > 0 && middle - middles[index - 1]! > 8);
      })
      .map((element) => element.textContent!.replace(/\s+/g, ' ').trim()),
  );
}

/**
 * What makes the page scroll sideways with every disclosure open: empty when nothing does, else how far and the
 * innermost elements that reach past the window (tag, class and their first words).
 */
export function sidewaysOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const closed = [...document.querySelectorAll('details:not([open])')];
    for (const details of closed) details.setAttribute('open', '');
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const past = overflow > 0 ? [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5) : [];
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const named = innermost.slice(0, 3).map((element) => `${element.tagName.toLowerCase()}.${element.className || '-'} “${(element.textContent ?? '').trim().slice(0, 30)}”`);
    for (const details of closed) details.removeAttribute('open');
    return overflow > 0 ? `scrolls ${overflow} px sideways: ${named.join(', ')}` : '';
  });
}

/**
 * Grids of cards in main whose rows leave a hole: for each visible grid of two or more columns whose items are cards
 * of one kind (one tag and class each; an item, or its first child, with a border or a background: not a layout of
 * unlike parts), every row of items must reach from the grid's left edge to its right within 1 px. Five cards in three columns fail (their last row ends two thirds across); five in
 * a grid whose last two widen to halves pass. Returns one sentence a hole.
 */
export function gridHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const painted = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none') || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    };
    const problems: string[] = [];
    for (const grid of document.querySelectorAll('main *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid' || !grid.checkVisibility()) continue;
      const items = [...grid.children].filter((item) => item.checkVisibility());
      if (items.length < 2 || !items.every((item) => painted(item) || painted(item.firstElementChild))) continue;
      if (new Set(items.map((item) => `${item.tagName} ${item.className}`)).size > 1) continue;
      const columns = style.gridTemplateColumns.split(' ').length;
      if (columns < 2) continue;
      const box = grid.getBoundingClientRect();
      const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      const rows = new Map<number, DOMRect[]>();
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
      }
      const name = `${grid.tagName.toLowerCase()} of ${items.length} in ${columns} columns (“${(grid.textContent ?? '').trim().slice(0, 30)}”)`;
      for (const [top, rects] of rows) {
        const start = Math.min(...rects.map((rect) => rect.left));
        const end = Math.max(...rects.map((rect) => rect.right));
        if (start - left > 1 || right - end > 1) problems.push(`${name}: the row at y=${top} leaves ${Math.round(start - left + right - end)} px empty`);
      }
    }
    return problems;
  });
}
