import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { API_PORT, PROCEDURES_NEXT_SHARED_PORT, SECOND_CUSTOMER_URL } from '../support/ports';
import { registryTool, withRegistry } from '../support/registry';

// Remotes own their routes (docs/architecture.md): the server, the shell's router and the sweep
// read the tables the remotes publish in their manifests, so a remote changes alone.

test('a remote build with one page more is served by the unchanged shell and server, to the customer who gets it', async ({ page }) => {
  // Customer 2's registry points mfe-template at its v2 build, which adds /notas-de-version.
  const errors = watchErrors(page);
  const response = await page.goto(`${SECOND_CUSTOMER_URL}/notas-de-version`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Notas de la versión' })).toBeVisible();
  await expect(page.locator('.build-stamp')).toHaveText('Build v2');
  await expect(page).toHaveTitle(/Notas de la versión$/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  // Customer 1 keeps the main build, which has no such page.
  const notFound = watchErrors(page, [/status of 404/]);
  expect((await page.goto('/notas-de-version'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  expect(notFound).toEqual([]);
});

test('a remote built against a newer @portal/shared than the shell provides never loads silently: the console says why and its slot offers Reintentar', async ({ page }) => {
  const nextShared = `http://localhost:${PROCEDURES_NEXT_SHARED_PORT}/mf-manifest.json`;
  // The operator's tool refuses it…
  const refused = registryTool('set', '1', 'procedures', nextShared);
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/«procedures» necesita @portal\/shared \^\d+\.\d+\.0 y el shell ofrece \d+\.\d+\.\d+/);

  // …and when an operator writes it by hand anyway, the shell refuses it in the browser.
  await withRegistry((registry) => ({ ...registry, customers: { ...registry.customers, 1: { procedures: nextShared } } }), async () => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    expect((await page.goto('/procedures'))?.status()).toBe(200);
    const fallback = page.getByRole('alert').filter({ hasText: 'Este servicio no está disponible en este momento.' });
    await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(messages.some((text) => /No se carga el remoto: «procedures» necesita @portal\/shared \^\d+\.\d+\.0 y el shell ofrece \d+\.\d+\.\d+/.test(text))).toBe(true);
    // Nothing of that build ran: not even its entry script was fetched.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((url) => url.startsWith(`http://localhost:${PROCEDURES_NEXT_SHARED_PORT}/`) && !url.endsWith('/mf-manifest.json'))).toEqual([]);
    // The rest of the site works.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  });
});

test('while a remote\'s route table cannot be read, a path that may be its page answers 503 with the unavailable message, never a false 404', async ({ page }) => {
  const errors = watchErrors(page, [/status of 503/, /No se pudo cargar/, /ERR_CONNECTION_REFUSED/]);
  // A port of this run's range that nothing listens on: the remote is down.
  const down = `http://localhost:${API_PORT + 98}/mf-manifest.json`;
  await withRegistry((registry) => ({ ...registry, default: { ...registry.default, contact: down } }), async () => {
    expect((await page.goto('/contact'))?.status()).toBe(503);
    const fallback = page.getByRole('alert').filter({ hasText: 'Este servicio no está disponible en este momento.' });
    await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    // The pages of the other remotes are known and work.
    expect((await page.goto('/procedures'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Trámites en Línea' })).toBeVisible();
  });
  // Back to the registry with the contact remote: the page is served again.
  expect((await page.goto('/contact'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  expect(errors).toEqual([]);
});
