import { settleFrames } from '../support/frames';
import { expect, test, type Page } from '../support/test';

const SHORTNAME = 'sanrafael';

/** The catalogue's first procedure: the page with the most to read (requirements, offices). */
async function firstProcedureId(page: Page): Promise<number> {
  const answer = await page.request.get(`/djstatic/${SHORTNAME}/procedures.json`);
  return ((await answer.json()) as { procedures: { id: number }[] }).procedures[0]!.id;
}

// A citizen scrolling slowly (a finger drag, a mouse wheel's small steps) must reach the bottom of
// every page: the position only ever grows, and nothing on the page moves under them while they
// scroll (the header that sticks after 100 px used to change its height, so the page jumped back
// about 100 px at every pass and could not be scrolled past its first screen that way).

const WIDTHS = [375, 1280] as const;
const STEP_PX = 10;

interface ScrollRun {
  positions: number[];
  bottom: number;
  /** Layout shifts reported while scrolling, each with what moved. */
  shifts: { value: number; sources: string[] }[];
}

/** Scrolls the page to its bottom in 10 px wheel steps, recording the position after each step. */
async function scrollInSteps(page: Page): Promise<ScrollRun> {
  // Layout shifts seen from here on: a scroll itself is no shift, a box moving under it is.
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node ?? null;
            return node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ').at(-1)}` : String(node?.nodeName ?? '?');
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: false });
  });
  const box = page.viewportSize()!;
  await page.mouse.move(box.width / 2, box.height / 2);
  const positions: number[] = [];
  const bottom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let last = -1;
  let still = 0;
  // A page grows while it scrolls (pictures load): the bottom is read again at each step.
  for (let step = 0; step < 2000; step++) {
    await page.mouse.wheel(0, STEP_PX);
    // Two frames for the scroll and whatever the page does in answer to it, then where it is.
    await settleFrames(page);
    const { y, end } = await page.evaluate(() => ({ y: window.scrollY, end: document.documentElement.scrollHeight - window.innerHeight }));
    positions.push(y);
    if (y >= end - 1) break;
    still = y === last ? still + 1 : 0;
    // Twenty steps without moving and not at the bottom: stuck, the assertion below says where.
    if (still >= 20) break;
    last = y;
  }
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return { positions, bottom: await bottom(), shifts };
}

function firstStepBack(positions: number[]): string | null {
  for (let i = 1; i < positions.length; i++) {
    if (positions[i]! < positions[i - 1]!) return `step ${i}: ${positions[i - 1]} → ${positions[i]} (${positions.slice(Math.max(0, i - 5), i + 5).join(', ')})`;
  }
  return null;
}

for (const width of WIDTHS) {
  test.describe(`scrolling at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 }, hasTouch: false });

    const pages: { name: string; url: (page: Page) => Promise<string> }[] = [
      { name: 'home', url: async () => '/' },
      { name: 'procedures', url: async () => '/procedures' },
      { name: 'a procedure', url: async (page) => `/${SHORTNAME}/corporate/procedure/preview/${await firstProcedureId(page)}` },
      { name: 'news', url: async () => '/blog-grid/' },
    ];

    for (const { name, url } of pages) {
      test(`${name}: 10 px wheel steps only ever go down, to the bottom, and nothing shifts`, async ({ page }) => {
        // A long page at 375 px is several hundred steps of 10 px.
        test.setTimeout(240_000);
        await page.goto(await url(page));
        // The pictures above the fold have their size: wait for them, so a late one is not counted.
        await page.waitForLoadState('load');
        const run = await scrollInSteps(page);
        expect(firstStepBack(run.positions), 'the position never goes back').toBeNull();
        expect(run.positions.at(-1), 'the bottom is reached').toBeGreaterThanOrEqual(run.bottom - 1);
        const total = run.shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `layout shift while scrolling: ${JSON.stringify(run.shifts.slice(0, 5))}`).toBeLessThan(0.01);
      });
    }
  });
}
