import type { Page } from '@playwright/test';

/**
 * What does not fit on the screen as it is drawn now, in words a failing test can print:
 * - the page scrolls sideways;
 * - a visible element (after the clipping of its scrolled or hidden-overflow ancestors) ends past the screen's right edge;
 * - a row's button or link (in a table row or a list item) lies outside the box its ancestors let the user see;
 * - a select is too narrow for the choice it shows.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenWidth = window.innerWidth;
    const problems = new Set<string>();

    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}>`;
    };

    /** The horizontal span `el`'s ancestors below <body> leave visible (a cut by <html> or <body> is what is measured). */
    function visibleSpan(el: Element) {
      let left = -Infinity;
      let right = Infinity;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible') {
          const box = a.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (style.position === 'fixed') break;
      }
      return { left, right };
    }

    const scrolling = document.scrollingElement ?? document.documentElement;
    if (scrolling.scrollWidth > screenWidth) problems.add(`the page scrolls sideways: ${scrolling.scrollWidth} px in a ${screenWidth} px screen`);

    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const span = visibleSpan(el);
      const shownRight = Math.min(box.right, span.right);
      const shownLeft = Math.max(box.left, span.left);
      // Wholly clipped away (a slide off its slider, a cell scrolled out of its frame): not drawn, so not past the edge.
      if (shownRight <= shownLeft) continue;
      if (shownRight > screenWidth + 1) problems.add(`${describe(el)} ends at ${Math.round(box.right)} px, past the ${screenWidth} px screen`);
    }

    for (const action of document.querySelectorAll('tr button, tr a, li button, li a')) {
      const box = action.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(action).visibility === 'hidden') continue;
      const clip = visibleSpan(action);
      const span = { left: Math.max(0, clip.left), right: Math.min(screenWidth, clip.right) };
      if (box.left < span.left - 1 || box.right > span.right + 1) {
        problems.add(
          `the row's action ${describe(action)} (${Math.round(box.left)}–${Math.round(box.right)} px) lies outside its visible box (${Math.round(span.left)}–${Math.round(span.right)} px)`,
        );
      }
    }
    // A select narrower than its chosen option's text shows it cut ("Sister" for "Sistem").
    const ruler = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      const chosen = select.selectedOptions[0]?.text ?? '';
      if (select.getBoundingClientRect().width === 0 || !chosen) continue;
      ruler.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ruler.measureText(chosen).width > room + 1) problems.add(`the select ${describe(select)} cuts its choice "${chosen}"`);
    }
    return [...problems];
  });
}
