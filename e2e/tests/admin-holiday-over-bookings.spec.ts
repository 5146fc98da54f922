import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// A new holiday on a day citizens have booked: the console shows the clerk those appointments before
// anything is saved and asks what to do; cancelled, the citizen's own page says the city cancelled it
// and why.

const TOKEN = 'e2e-admin-token-0123456789abcdef';
const headers = { authorization: `Bearer ${TOKEN}` };
const main = (page: Page) => page.getByRole('main');

let clerk: StaffLogin;
test.beforeAll(() => {
  clerk = createStaffAccount('clerk');
});

/** A day two months ahead with free slots at the first office (away from the days other tests book). */
async function freeDay(page: Page): Promise<{ date: string; start: string }> {
  const from = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const answer = await page.request.post('/api/v2/corporate/appointment/getAvailable/', { headers, data: { customer_id: '1', office_id: 1, from, days: 21 } });
  const days = (await answer.json()).data.days as { date: string; slots: { start: string }[] }[];
  const day = days.find((item) => item.slots.length > 0)!;
  return { date: day.date, start: day.slots[0]!.start };
}

test('a holiday over a booked day shows the appointments first; cancelled, the citizen reads why', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const { date, start } = await freeDay(page);
  const email = `ana-${Date.now().toString(36)}@example.com`;
  const booked = await page.request.post('/api/v2/corporate/appointment/create/', {
    headers, data: { customer_id: '1', office_id: 1, date, start, name: 'Ana Rondón', national_id: 'V-9123456', email, phone: '0414 555 0101' },
  });
  expect(booked.status()).toBe(201);
  const code = (await booked.json()).data.code as string;

  await signInToConsole(page, clerk, '/admin/holidays/new');
  await main(page).getByLabel('Fecha *', { exact: true }).fill(date);
  await main(page).getByLabel('Nombre *', { exact: true }).fill('Día del Cronista');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Citas reservadas' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Citas reservadas' })).toBeFocused();
  await expect(dialog).toContainText('Ese día hay una cita reservada. Indique si se mantiene o se anula.');
  await expect(dialog.getByRole('listitem').filter({ hasText: code })).toContainText('Ana Rondón');
  await expect(dialog.getByRole('listitem').filter({ hasText: code })).toContainText(`${start} (hora de Caracas)`);
  await expectNoAxeViolations(page);
  // Nothing is saved while the clerk decides.
  const before = await page.request.post('/api/v2/corporate/holiday/list/', { headers, data: { customer_id: '1', q: 'Cronista', pageSize: 100 } });
  expect(((await before.json()).data as { date: string }[]).filter((item) => item.date === date)).toHaveLength(0);

  await dialog.getByRole('radio', { name: /^Anularlas/ }).check();
  await expect(dialog.getByLabel('Motivo que leerá la ciudadanía')).toHaveValue('feriado «Día del Cronista»');
  await dialog.getByRole('button', { name: 'Guardar y anular las citas' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Se anuló la cita reservada.' })).toBeVisible();

  // The citizen's page says the truth.
  await page.goto(`/citas/${code}`);
  await main(page).getByLabel('Correo electrónico').fill(email);
  await main(page).getByRole('button', { name: /Ver/ }).click();
  await expect(main(page)).toContainText('Anulada por la alcaldía: feriado «Día del Cronista»');

  // The day goes back to normal for the next runs.
  const holidays = await page.request.post('/api/v2/corporate/holiday/list/', { headers, data: { customer_id: '1', q: 'Cronista', pageSize: 100 } });
  for (const holiday of (await holidays.json()).data as { id: number; date: string }[]) {
    if (holiday.date === date) await page.request.post('/api/v2/corporate/holiday/delete/', { headers, data: { customer_id: '1', id: holiday.id } });
  }
});

test('going back from the question saves nothing and keeps the form as typed', async ({ page }) => {
  await page.goto('/');
  const { date, start } = await freeDay(page);
  const booked = await page.request.post('/api/v2/corporate/appointment/create/', {
    headers, data: { customer_id: '1', office_id: 1, date, start, name: 'Luis Mora', national_id: 'V-7123456', email: 'luis@example.com', phone: '0414 555 0202' },
  });
  expect(booked.status()).toBe(201);
  await signInToConsole(page, clerk, '/admin/holidays/new');
  await main(page).getByLabel('Fecha *', { exact: true }).fill(date);
  await main(page).getByLabel('Nombre *', { exact: true }).fill('Jornada interna');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Citas reservadas' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByRole('alert')).toHaveText('No se guardó nada.');
  await expect(main(page).getByRole('alert')).toBeFocused();
  await expect(main(page).getByLabel('Nombre *', { exact: true })).toHaveValue('Jornada interna');
  // The booking is still there.
  const code = (await booked.json()).data.code as string;
  const found = await page.request.post('/api/v2/corporate/appointment/search/', { headers, data: { customer_id: '1', q: code } });
  expect(((await found.json()).data as { status: string }[])[0]!.status).toBe('booked');
});
