import { settleFrames } from '../support/frames';
import { expect, test, type Locator, type Page } from '../support/test';

// No door to nowhere (issue 28): from the home page, its menus, its side panel and the footer,
// every link leads to a page that exists and every button does something a visitor can notice, at
// a desktop's width and a phone's. One page load per width for the buttons (each press is undone
// in place), and one HTTP request per distinct link.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];

// Banners that turn by themselves would make every press look like it changed something.
test.use({ reducedMotion: 'reduce' });

const BUTTONS = 'button, [role="button"], input[type="submit"], input[type="button"]';
const openDialogs = (page: Page) => page.locator('dialog[open], [role="dialog"]:visible');

/** What a visitor (or their screen reader) can notice on the page, as one string. */
function fingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.innerHTML;
    let hash = 0;
    for (let i = 0; i < body.length; i++) hash = (hash * 31 + body.charCodeAt(i)) | 0;
    const html = document.documentElement;
    const focused = document.activeElement;
    return [location.href, html.className, html.lang, html.dataset.theme ?? '', document.body.className, focused ? focused.outerHTML.slice(0, 160) : '', body.length, hash].join('|');
  });
}

/** A visible button's name, for the report. */
async function nameOf(button: Locator): Promise<string> {
  return button.evaluate((element) => (element.getAttribute('aria-label') || element.textContent || element.getAttribute('value') || element.outerHTML.slice(0, 80)).trim().replace(/\s+/g, ' '));
}

/** Loads what the home page shows only near the viewport (pictures, the news widget), then goes back to the top. */
async function loadWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  // Each step stays for two frames, so the page's intersection observers see it (a jump through
  // the page within one frame loads nothing).
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settleFrames(page);
  }
  await expect(page.getByRole('region', { name: 'Noticias' }).getByRole('link', { name: /^Leer más/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The home page with everything below the fold loaded, so nothing changes unless a button is pressed. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await loadWholePage(page);
}

interface Press {
  changed: boolean;
  /** What the press opened (a dialog, or the element an aria-expanded button controls), if anything. */
  opened: Locator | null;
}

/** Presses `button` and waits for the page to change; says what it opened. */
async function press(page: Page, button: Locator, popups: () => number): Promise<Press> {
  await button.scrollIntoViewIfNeeded();
  await button.hover();
  await button.focus();
  const before = await fingerprint(page);
  const dialogsBefore = await openDialogs(page).count();
  const popupsBefore = popups();
  const controls = await button.getAttribute('aria-controls');
  await button.click();
  let changed = true;
  try {
    await expect.poll(async () => popups() > popupsBefore || (await fingerprint(page)) !== before, { timeout: 5_000 }).toBe(true);
  } catch {
    changed = false;
  }
  if ((await openDialogs(page).count()) > dialogsBefore) return { changed, opened: openDialogs(page).last() };
  // A button inside what it closed may be gone: it is not waited for.
  const expanded = await button.getAttribute('aria-expanded', { timeout: 1_000 }).catch(() => null);
  if (controls && expanded === 'true') return { changed, opened: page.locator(`[id="${controls}"]`) };
  return { changed, opened: null };
}

/**
 * Puts the home page back as it was before a press: back from another address, popups and dialogs
 * closed, menus folded, Spanish, the banners paused.
 */
async function restore(page: Page, home: string): Promise<void> {
  for (const other of page.context().pages()) if (other !== page) await other.close();
  if (page.url() !== home) {
    await page.goBack();
    if (page.url() !== home) await page.goto(home);
    await expect(page.locator('.service-tiles')).toBeVisible();
    await loadWholePage(page);
  }
  for (let i = 0; i < 2 && (await openDialogs(page).count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(openDialogs(page)).toHaveCount(0);
  if ((await page.locator('html').getAttribute('lang')) !== 'es') {
    const spanish = page.getByRole('button', { name: 'Español' }).filter({ visible: true });
    // On a phone the language switch is in the menu.
    if ((await spanish.count()) === 0) await page.locator('[aria-controls="mobile-menu"]').click({ timeout: 5_000 });
    await spanish.first().click({ timeout: 5_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  }
  const expanded = page.locator('header [aria-expanded="true"]:visible');
  for (let i = 0; i < 5 && (await expanded.count()) > 0; i++) await expanded.first().click({ timeout: 5_000 });
  const playing = page.locator('.slider-pause', { hasText: /^(Pausar|Pause)/ });
  if (await playing.isVisible()) await playing.click({ timeout: 5_000 });
}

/** Pressing the language or slide already chosen changes nothing by design: it says so (aria-pressed, aria-current). */
async function alreadyChosen(button: Locator): Promise<boolean> {
  return button.evaluate((element) => element.getAttribute('aria-pressed') === 'true' || (element.getAttribute('aria-current') ?? 'false') !== 'false');
}

for (const size of WIDTHS) {
  test(`at ${size.width} px, every button on the home page, in its menus, side panel and dialogs does something`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    let popups = 0;
    page.context().on('page', () => popups++);
    await openHome(page);
    const home = page.url();
    const inert: string[] = [];
    const pressed: string[] = [];
    const topButtons = () => page.locator(BUTTONS).filter({ visible: true });
    const onScreen = async () => {
      const names: string[] = [];
      for (const button of await topButtons().all()) if (!(await alreadyChosen(button))) names.push(await nameOf(button));
      return names;
    };
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('header.site-header')).not.toHaveClass(/is-sticky/);
    const expected = await onScreen();

    // The list is read at the top of the page, once it shows every button it showed at first: scrolled
    // down, the stuck header hides its top row, and back from another page, the news widget renders
    // a moment after the rest; either would shift every index after them.
    const total = await topButtons().count();
    const asAtFirst = async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator('header.site-header')).not.toHaveClass(/is-sticky/);
      await expect(topButtons()).toHaveCount(total);
    };
    for (let i = 0; i < total; i++) {
      await asAtFirst();
      const button = topButtons().nth(i);
      if (await alreadyChosen(button)) continue;
      const name = await nameOf(button);
      if (await button.isDisabled()) {
        inert.push(`«${name}» is disabled`);
        continue;
      }
      const result = await press(page, button, () => popups);
      pressed.push(name);
      if (!result.changed) inert.push(`«${name}» changes nothing`);
      // What it opened: each button inside, with the surface opened again before each press.
      if (result.opened) {
        const inner = result.opened.locator(BUTTONS).filter({ visible: true });
        const innerCount = await inner.count();
        for (let j = 0; j < innerCount; j++) {
          if (!(await result.opened.isVisible())) {
            await restore(page, home);
            await topButtons().nth(i).click();
            await expect(result.opened).toBeVisible();
          }
          const innerButton = inner.nth(j);
          if (await alreadyChosen(innerButton)) continue;
          const innerName = `${name} › ${await nameOf(innerButton)}`;
          const innerResult = await press(page, innerButton, () => popups);
          pressed.push(innerName);
          if (!innerResult.changed) inert.push(`«${innerName}» changes nothing`);
        }
      }
      await restore(page, home);
    }
    expect(inert, `inert controls at ${size.width} px (pressed: ${pressed.join(', ')})`).toEqual([]);
    // Every button the page showed at first was pressed: none was skipped because the page changed.
    expect(expected.filter((name) => !pressed.includes(name))).toEqual([]);
    // The surfaces were reached: the side panel on a desktop, the menu on a phone, the certificate dialog.
    expect(pressed.some((name) => name.includes('›'))).toBe(true);
  });
}

test('every link on the home page, in its menus, side panel and footer leads to a page that exists, at 1280 and 375 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const found = new Map<string, string>();
  const collect = async (where: string) => {
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, url: (a as HTMLAnchorElement).href, text: (a.textContent ?? '').trim() })));
    for (const link of links) {
      expect(link.href, `${where}: «${link.text}» leads nowhere`).not.toMatch(/^(#?$|javascript:)/);
      if (!found.has(link.url)) found.set(link.url, `${where}: «${link.text}»`);
    }
    await expect(page.locator('body'), where).not.toContainText(/próximamente/i);
  };

  await page.setViewportSize(WIDTHS[0]!);
  await openHome(page);
  await collect('home at 1280 px');
  await page.getByRole('button', { name: 'Abrir panel lateral' }).click();
  await expect(page.getByRole('dialog', { name: 'Información' })).toBeVisible();
  await collect('side panel');
  await page.keyboard.press('Escape');
  await page.setViewportSize(WIDTHS[1]!);
  await page.getByRole('button', { name: 'Menú' }).click();
  await collect('menu at 375 px');

  const origin = new URL(page.url()).origin;
  const problems: string[] = [];
  for (const [url, from] of found) {
    const target = new URL(url);
    if (target.protocol === 'mailto:' || target.protocol === 'tel:') continue;
    if (target.origin !== origin) {
      if (!/^https?:$/.test(target.protocol)) problems.push(`${from} → ${url}: not a web address`);
      continue;
    }
    if (target.pathname === '/' && target.hash) {
      if ((await page.locator(`[id="${target.hash.slice(1)}"]`).count()) === 0) problems.push(`${from} → ${url}: no such place on the page`);
      continue;
    }
    const response = await request.get(url);
    if (response.status() !== 200) {
      problems.push(`${from} → ${url}: HTTP ${response.status()}`);
      continue;
    }
    if (!response.headers()['content-type']?.startsWith('text/html')) continue;
    // What a visitor reads: the page without its data blocks (the route table in the boot block
    // names every page's title, 'Próximamente' of the demo /coming-soon page included).
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
    if (/próximamente/i.test(html)) problems.push(`${from} → ${url}: says «próximamente»`);
    if (html.includes('>Página no encontrada</h1>')) problems.push(`${from} → ${url}: the 404 page`);
  }
  expect(problems).toEqual([]);
  expect(found.size).toBeGreaterThan(20);
});
