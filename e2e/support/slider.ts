import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once the banner slider's current slide (the `index`-th, when given) stands still in its
 * frame: a slide moves for 500 ms, and a check made meanwhile (axe's contrast, a screenshot) would
 * see two half slides.
 */
export async function slideAtRest(slider: Locator, index?: number): Promise<void> {
  const slide = slider.locator(index === undefined ? '.slick-slide.slick-active' : `.slick-slide.slick-active[data-index="${index}"]`);
  await expect
    .poll(async () => {
      const [frame, box] = await Promise.all([slider.locator('.slick-list').boundingBox(), slide.boundingBox()]);
      return frame && box ? Math.round(box.x - frame.x) : null;
    })
    .toBe(0);
}
