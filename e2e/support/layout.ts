import { expect, type Page } from '@playwright/test';
import { settleFrames } from './frames';

/** The phone and tablet widths every page must fit (issue 19). */
export const PHONE_WIDTHS = [320, 375, 768] as const;

/** Smallest tap target, in CSS px (issue 19; WCAG 2.5.5 asks 44 px). */
export const MIN_TAP_PX = 44;

interface LayoutProblems {
  width: number;
  scrollWidth: number;
  clipped: string[];
  outside: string[];
  smallTargets: string[];
}

/**
 * Measures the page as it is now: horizontal scroll, text cut off by its box, text that sticks out
 * of the screen, and tap targets under 44 px. Runs in the page, so one call costs milliseconds.
 * Not counted: visually hidden text, the carousel's sliding track (its window clips slides on
 * purpose, and a slide may be mid-move), and links inside a sentence (WCAG 2.5.8's inline exception).
 */
async function measure(page: Page, minTap: number): Promise<LayoutProblems> {
  return page.evaluate((min) => {
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const cls = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${id}${cls} «${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}»`;
    };
    const offstage = (element: Element) =>
      element.closest('[aria-hidden="true"], [inert], .visually-hidden, .slick-track, dialog:not([open]), [hidden]') !== null;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const width = window.innerWidth;
    const clipped: string[] = [];
    const outside: string[] = [];
    const smallTargets: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (offstage(element) || !visible(element)) continue;
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (ownText) {
        const style = getComputedStyle(element);
        const cuts = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (cuts && element.scrollWidth > element.clientWidth + 1) clipped.push(describe(element));
        const box = element.getBoundingClientRect();
        if (box.right > width + 1 || box.left < -1) outside.push(describe(element));
      }
      if (element.matches('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary')) {
        const box = element.getBoundingClientRect();
        if (box.width >= min && box.height >= min) continue;
        // A link inside a sentence may stay the height of the text (WCAG 2.5.8 inline exception).
        const inline = element.matches('a') && getComputedStyle(element).display === 'inline';
        const inSentence = inline && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
        if (inSentence) continue;
        // A checkbox or radio counts with its label, which is the tap target.
        const label = element.matches('input[type="checkbox"], input[type="radio"]') ? element.closest('label') : null;
        if (label) {
          const labelBox = label.getBoundingClientRect();
          if (labelBox.height >= min) continue;
        }
        smallTargets.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, clipped, outside, smallTargets };
  }, minTap);
}

/**
 * Resizes the page to each phone width in turn and lists what does not fit: horizontal scroll,
 * clipped or off-screen text, tap targets under 44 px. The viewport is restored.
 */
export async function layoutProblems(page: Page, widths: readonly number[] = PHONE_WIDTHS): Promise<string[]> {
  const original = page.viewportSize();
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: original?.height ?? 800 });
    // Two frames: media queries apply and layout settles before measuring.
    await settleFrames(page);
    const found = await measure(page, MIN_TAP_PX);
    if (found.scrollWidth > found.width) problems.push(`${width} px: the page is ${found.scrollWidth} px wide`);
    for (const item of found.clipped) problems.push(`${width} px: clipped ${item}`);
    for (const item of found.outside) problems.push(`${width} px: off screen ${item}`);
    for (const item of found.smallTargets) problems.push(`${width} px: tap target ${item}`);
  }
  if (original) await page.setViewportSize(original);
  return problems;
}

/** Fails with the list of layout problems at each phone width (see layoutProblems). */
export async function expectFitsPhones(page: Page, widths: readonly number[] = PHONE_WIDTHS): Promise<void> {
  expect(await layoutProblems(page, widths), `layout problems on ${page.url()}`).toEqual([]);
}
