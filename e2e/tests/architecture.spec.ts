import { expect, test } from '../support/test';
import { watchErrors } from '../support/console';
import { REMOTE_PORTS, SECOND_CUSTOMER_URL, TEMPLATE_V2_PORT } from '../support/ports';
import { holdRequests } from '../support/hold';
import { renderInBrowserOnly } from '../support/client-rendered';

// The four proofs that the micro-frontend architecture is real (issue 2, item 10).

test('(a) one copy of React and React DOM serves every remote', async ({ page }) => {
  // The staff console asks GET /api/v2/staff/me/ who is signed in: 401 for a visitor, by contract.
  const errors = watchErrors(page, [/the server responded with a status of 401/]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const routes = [
    { link: '/procedures', heading: 'Trámites en Línea' },
    { link: '/blog-grid/', heading: 'Noticias' },
    { link: '/contact', heading: 'Contacto' },
    { link: '/typography', heading: 'Tipografía' },
    { link: '/admin', heading: 'Acceso del personal' },
  ];
  for (const route of routes) {
    // Client-side navigation keeps one page, so every remote joins the same share scope.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.link);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  }
  const copies = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } }).__FEDERATION__.__SHARE__;
    const count = (pkg: string) => {
      const versions = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [scopeName, packages] of Object.entries(scopes)) {
          for (const [version, info] of Object.entries(packages[pkg] ?? {})) {
            if (info.loaded) versions.add(`${scopeName}@${version}`);
          }
        }
      }
      return versions.size;
    };
    return { react: count('react'), reactDom: count('react-dom') };
  });
  expect(copies).toEqual({ react: 1, reactDom: 1 });
  // Every remote was actually fetched from its own server.
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  for (const port of Object.values(REMOTE_PORTS)) {
    expect(entries.some((url) => url.startsWith(`http://localhost:${port}/`))).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('(b) a request made by a remote raises the shell\'s shared loading flag', async ({ page }) => {
  // The server renders /procedures with its catalogue; the browser asks for it when it gets there itself.
  await page.goto('/');
  // Hold the catalogue back so the flag stays up long enough to be seen.
  const release = await holdRequests(page, '**/djstatic/**');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trámites', exact: true }).click();
  const indicator = page.locator('.global-loading');
  await expect(indicator).toHaveText('Obteniendo datos...');
  release();
  await expect(page.getByRole('heading', { name: 'Trámites en Línea' })).toBeVisible();
  await expect(page.getByText('Cargando trámites...')).toHaveCount(0);
  await expect(indicator).toHaveText('');
});

test('(c) a remote that is down shows a fallback, the rest keeps working, and Reintentar recovers it', async ({ page }) => {
  watchErrors(page);
  let blocked = true;
  await page.route(`http://localhost:${REMOTE_PORTS.procedures}/**`, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/procedures');
  const fallback = page.getByRole('alert').filter({ hasText: 'no está disponible' });
  await expect(fallback).toBeVisible();
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();

  // Another remote still loads through the header's navigation.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).click();
  await expect(page.getByRole('heading', { name: 'Contacto' })).toBeVisible();

  await page.goBack();
  await expect(fallback).toBeVisible();
  blocked = false;
  await fallback.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Trámites en Línea' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('(d) a per-customer registry override loads another build of a remote for that customer only', async ({ page }) => {
  await page.goto('/typography');
  await expect(page.getByRole('heading', { name: 'Tipografía' })).toBeVisible();
  await expect(page.locator('.build-stamp')).toHaveCount(0);

  await page.goto(`${SECOND_CUSTOMER_URL}/typography`);
  await expect(page.getByRole('heading', { name: 'Tipografía' })).toBeVisible();
  await expect(page.locator('.build-stamp')).toHaveText('Build v2');
  const loadedFrom = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(loadedFrom.some((url) => url.startsWith(`http://localhost:${TEMPLATE_V2_PORT}/`))).toBe(true);
  expect(loadedFrom.some((url) => url.startsWith(`http://localhost:${REMOTE_PORTS.template}/`))).toBe(false);
});

test('when the site configuration cannot be loaded, a Spanish message offers Reintentar, which loads the site', async ({ page }) => {
  const errors = watchErrors(page, [/configuración del sitio/, /Failed to load resource/]);
  let failing = true;
  // The server renders pages with their config; a page it could not render loads it in the browser.
  await renderInBrowserOnly(page);
  await page.route('**/api/config/site/**', (route) => (failing ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'No pudimos cargar el portal' })).toBeVisible();
  await expect(alert).toContainText('Revise su conexión');
  failing = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
