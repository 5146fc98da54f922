import { expect, test, type Browser } from '../support/test';
import { watchErrors } from '../support/console';
import { BASE_URL, REMOTE_PORTS, SECOND_CUSTOMER_URL, TEMPLATE_V2_PORT } from '../support/ports';
import { withRegistry } from '../support/registry';
import { startRemoteProxy } from '../support/remote-proxy';

// Issue 20: the first screen arrives as HTML, hydrates without a mismatch, reads and works without
// JavaScript, and a remote that fails on the server costs only its own slot's HTML.

/** The page's HTML as the server sends it: read by a browser that runs no script. */
async function serverHtml(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return await page.content();
  } finally {
    await context.close();
  }
}

/** The text inside #root, without tags: what a reader of the HTML alone gets. */
const rootText = (html: string) => (/<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the catalogue and its search, a procedure, the news, a story and a certificate are read and linked', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();

    // Links are plain links: the footer leads to the catalogue, rendered whole by the server.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trámites', exact: true }).click();
    await expect(page).toHaveURL(/\/procedures$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trámites en Línea' })).toBeVisible();
    const cards = page.locator('.procedure-card');
    expect(await cards.count()).toBeGreaterThan(10);

    // The search is a GET form: the server answers the filtered catalogue, in the citizen's words.
    await page.getByLabel('Buscar trámite').fill('partida nacimiento');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/procedures\?q=partida\+nacimiento/);
    await expect(cards).toHaveCount(1);
    await cards.getByRole('link', { name: 'Acta de nacimiento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acta de nacimiento' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Qué debe llevar' }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/blog-grid/');
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    const story = page.getByRole('main').getByRole('link', { name: /^Leer más/i }).first();
    await story.click();
    await expect(page).toHaveURL(/\/(post|blog-details)\//);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();

    await page.goto('/certificate/validation/SRV-2025-0001?register_id=R-1001');
    await expect(page.getByText('La alcaldía emitió este certificado y está vigente.')).toBeVisible();
  });

  test('the menus are open and lead on, on a phone and on a laptop, and no button that needs a script is shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pausar' })).toBeHidden();
    const mobile = page.getByRole('navigation', { name: 'Menú principal (móvil)' });
    await expect(mobile.getByRole('link', { name: 'Ordenanzas' })).toBeVisible();
    await mobile.getByRole('link', { name: 'Trámites', exact: true }).click();
    await expect(page).toHaveURL(/\/procedures$/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const desktop = page.getByRole('navigation', { name: 'Menú principal', exact: true });
    // A submenu opens while its toggle has the focus (or the pointer), as a plain drop-down, and
    // the keyboard walks into it.
    await expect(desktop.getByRole('link', { name: 'Ordenanzas' })).toBeHidden();
    await desktop.getByRole('button', { name: 'Municipio' }).focus();
    await expect(desktop.getByRole('link', { name: 'Ordenanzas' })).toBeVisible();
    await page.keyboard.press('Tab');
    const first = desktop.getByRole('link', { name: 'Transparencia' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/page\/transparencia/);
  });

  test('the contact form posts to the server: a refused message keeps what was typed, a sent one shows its reference', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Escríbanos' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Ana Gómez');
    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('ana@');
    await form.getByRole('textbox', { name: /^Teléfono/ }).fill('+58 412 555 1234');
    await form.getByRole('textbox', { name: /^Mensaje/ }).fill('La luz de la calle Bolívar no enciende.');
    await form.getByRole('button', { name: 'Enviar' }).click();

    // Refused: the page comes back with the error beside the field and nothing lost.
    await expect(form.getByRole('alert')).toContainText('Correo electrónico');
    await expect(form.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('La luz de la calle Bolívar no enciende.');
    await expect(form.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana Gómez');

    await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('ana@example.com');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByRole('status')).toContainText(/Referencia: C-\d{4}-\d{6}/);
    await expect(form.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('');

    // A reload shows the empty form: the reference was for that answer only, nothing is sent twice.
    await page.reload();
    await expect(form.getByRole('status')).not.toContainText('Referencia');
  });
});

test('the first screen is in the HTML and hydrates with no error or mismatch', async ({ page, browser }) => {
  // Seven pages read twice (without and with JavaScript): more than one default test's time.
  test.setTimeout(90_000);
  const pages = [
    { path: '/', text: 'Gobierno Electrónico' },
    { path: '/procedures', text: 'Acta de nacimiento' },
    { path: '/blog-grid/', text: 'Leer Más' },
    { path: '/blog-details/1', text: 'Publicado:' },
    { path: '/contact', text: 'Escríbanos' },
    { path: '/certificate/validation/SRV-2025-0001?register_id=R-1001', text: 'Certificado válido' },
  ];
  for (const { path, text } of pages) {
    expect(rootText(await serverHtml(browser, path)), path).toContain(text);
  }
  const errors = watchErrors(page);
  for (const { path, text } of pages) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    // Hydrated: the page answers the visitor (the theme switch is React's, not the HTML's).
    const theme = page.getByRole('button', { name: 'Modo oscuro' }).first();
    await theme.click();
    await expect(page.locator('body')).toHaveClass(/dark-mode/);
    await theme.click();
    await expect(page.locator('body')).not.toHaveClass(/dark-mode/);
    expect(errors, path).toEqual([]);
  }
});

test('the scripts start after the first paint, and a picture that never arrives does not keep the page from working', async ({ page }) => {
  // What the page asks for before its scripts start: its picture first, main.js only after the
  // first contentful paint (issue 20's LCP).
  await page.goto('/');
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const main = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/main.js');
    return { paint, main: main?.startTime ?? -1 };
  });
  expect(order.main).toBeGreaterThan(order.paint);

  // The home banner hangs: the page's `load` never comes. The scripts start anyway, a few seconds
  // later, and the page answers (the theme switch is React's).
  await page.route('**/djmedia/banners/**', () => {});
  await page.goto('/?stalled', { waitUntil: 'domcontentloaded' });
  const theme = page.getByRole('button', { name: 'Modo oscuro' }).first();
  await theme.click();
  await expect(page.locator('body')).toHaveClass(/dark-mode/);
  await theme.click();
});

test('a tap on the menu button before the scripts have run opens the menu once they have', async ({ browser }) => {
  // A phone on a slow network: the page is painted and its scripts are still on their way (held
  // here). This page is not the fixture's, whose goto waits until the page is interactive.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  const button = page.getByRole('button', { name: 'Menú', exact: true });
  await button.click();
  // Nothing has answered yet: without React the menu stays as the HTML has it.
  await expect(page.locator('#mobile-menu')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();

  release();
  await page.waitForFunction(() => document.documentElement.dataset.interactive === '1');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  // Replayed once: a second tap closes it as usual.
  await button.click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await context.close();
});

test('a rendered page reaches a browser gzipped: no token for an anonymous visitor, a nonce and token of its own for a visitor with a session', async ({ playwright }) => {
  // Every answer is the same page but for those values, spliced into its parts deflated once
  // (api/src/http/spliced-gzip.ts); a new client each time, so each would get a token of its own.
  const seen: string[] = [];
  for (const cookie of ['', '', 'portal_staff=unknown', 'portal_staff=unknown']) {
    const client = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      const response = await client.get('/procedures', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(cookie ? { cookie } : {}) } });
      expect(response.headers()['content-encoding']).toBe('gzip');
      const html = await response.text();
      expect(html).toContain('data-ssr="1"');
      expect(html).not.toMatch(/__CSP_NONCE__|__CSRF_TOKEN__|__csrf_|__nonce_/);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
      const boot = JSON.parse(/<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
      const token = (await client.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
      expect(boot.csrfToken).toBe(token);
      expect(response.headers()['cache-control']).toMatch(cookie ? /^private, no-store$/ : /^public/);
      seen.push(`${nonce} ${boot.csrfToken}`);
    } finally {
      await client.dispose();
    }
  }
  // Anonymous: no token (the same bytes for both, unless a new render came between: api tests
  // check the bytes); with a session: each its own nonce and token.
  expect(seen.slice(0, 2).every((one) => one.endsWith(' '))).toBe(true);
  expect(seen[2]).not.toBe(seen[3]);
});

test('a remote whose server entry fails or is slow leaves its slot to the browser, which shows the page', async ({ page, browser }) => {
  const proxy = await startRemoteProxy(`http://localhost:${REMOTE_PORTS.contact}`);
  try {
    await withRegistry(
      (registry) => ({ ...registry, default: { ...registry.default, contact: `${proxy.url}/mf-manifest.json` } }),
      async () => {
        for (const mode of ['fail', 'slow'] as const) {
          proxy.serverEntry = mode;
          const html = await serverHtml(browser, '/contact');
          // The frame is rendered, the contact page is not: its slot waits for the browser.
          expect(rootText(html)).toContain('Gobierno Electrónico');
          expect(rootText(html)).not.toContain('Escríbanos');
          const errors = watchErrors(page);
          await page.goto('/contact');
          await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
          await expect(page.getByRole('form', { name: 'Escríbanos' })).toBeVisible();
          expect(errors, mode).toEqual([]);
        }
        // Back up: renders have the page again once the remote answers (a slow load still under
        // way finishes first).
        proxy.serverEntry = 'pass';
        await expect.poll(async () => rootText(await serverHtml(browser, '/contact')), { timeout: 15_000 }).toContain('Escríbanos');
      },
    );
  } finally {
    await proxy.close();
  }
});

test('a page that throws on the server is rendered by the browser, the rest of the page by the server', async ({ page, browser }) => {
  // Customer 2's registry has the v2 build of mfe-template, with a page that throws on the server.
  const html = await serverHtml(browser, `${SECOND_CUSTOMER_URL}/fallo-en-servidor`);
  expect(rootText(html)).toContain('Gobierno Electrónico');
  expect(rootText(html)).not.toContain('Esta página solo se muestra en el navegador.');
  const errors = watchErrors(page);
  await page.goto(`${SECOND_CUSTOMER_URL}/fallo-en-servidor`);
  await expect(page.getByText('Esta página solo se muestra en el navegador.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote deployed alone is rendered by the server from its new build, without a restart', async ({ browser }) => {
  // One deployment address; the operator replaces the build behind it (the v2 build of mfe-template).
  const proxy = await startRemoteProxy(`http://localhost:${REMOTE_PORTS.template}`);
  try {
    await withRegistry(
      (registry) => ({ ...registry, default: { ...registry.default, template: `${proxy.url}/mf-manifest.json` } }),
      async () => {
        expect(rootText(await serverHtml(browser, '/typography'))).not.toContain('Build v2');
        proxy.target = `http://localhost:${TEMPLATE_V2_PORT}`;
        // The server looks at a remote's manifest again when it is two seconds old, then loads the
        // new build (in the background when it takes longer than the page's budget).
        await expect.poll(async () => rootText(await serverHtml(browser, '/typography')), { timeout: 30_000, intervals: [2100, 1000] }).toContain('Build v2');
      },
    );
  } finally {
    await proxy.close();
  }
});
