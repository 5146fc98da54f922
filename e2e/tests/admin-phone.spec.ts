import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// The staff console on a 375 px phone: nothing is wider than the screen (lists become cards, filters
// wrap), and every time is on the city's clock, with the zone's name.

const TOKEN = 'e2e-admin-token-0123456789abcdef';
const headers = { authorization: `Bearer ${TOKEN}` };
const main = (page: Page) => page.getByRole('main');

test.use({ viewport: { width: 375, height: 800 } });

let admin: StaffLogin;
test.beforeAll(() => {
  admin = createStaffAccount('admin');
});

/** How wide the page is, in CSS pixels (what scrolls sideways if more than the screen). */
const pageWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** Books the first free slot of the first office (a row for the appointments list); answers its code. */
// Each booking is another citizen's: a person may hold one active appointment per office.
let citizens = 0;
async function bookOne(page: Page): Promise<string> {
  citizens += 1;
  const available = await (await page.request.post('/api/v2/corporate/appointment/getAvailable/', { headers, data: { customer_id: '1', office_id: 1, days: 14 } })).json();
  const day = (available.data.days as { date: string; slots: { start: string }[] }[]).find((item) => item.slots.length > 0)!;
  const booked = await page.request.post('/api/v2/corporate/appointment/create/', {
    headers, data: { customer_id: '1', office_id: 1, date: day.date, start: day.slots[0]!.start, name: 'Carmen Alicia Villalobos de Guerrero', national_id: `V-${6123456 + citizens}`, email: `carmen.villalobos.guerrero.${citizens}@example.com`, phone: '0414 555 0303' },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).data.code as string;
}

test('every list and form of the console fits a 375 px phone, and passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await bookOne(page);
  await signInToConsole(page, admin);
  for (const path of ['appointments', 'requests', 'inbox', 'posts', 'posts/new', 'pages', 'offices', 'offices/new', 'schedules', 'holidays', 'staff', 'audit']) {
    await page.goto(`/admin/${path}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    if (!path.endsWith('new')) await expect(main(page).getByText(/^\d+ resultados?$/)).toBeVisible();
    else await expect(main(page).getByRole('button', { name: /Guardar/ }).first()).toBeVisible();
    expect(await pageWidth(page), `/admin/${path} is wider than the phone`).toBeLessThanOrEqual(375);
  }
  // Lists are cards on a phone: each cell says which column it is.
  await page.goto('/admin/appointments');
  const card = main(page).getByRole('row').nth(1);
  await expect(card.getByRole('cell').first()).toHaveAttribute('data-label', 'Código');
  await expectNoAxeViolations(page);
  await page.goto('/admin/posts');
  await expect(main(page).getByText(/^\d+ resultados?$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("every time in the console is on the city's clock, with its name", async ({ page }) => {
  await page.goto('/');
  const code = await bookOne(page);
  await signInToConsole(page, admin);
  await page.goto('/admin/appointments');
  await main(page).getByLabel('Buscar', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(main(page).getByRole('row').filter({ hasText: code })).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(hora de Caracas\)/);
  // The audit log and the staff list were in UTC: now the city's clock, named.
  await page.goto('/admin/audit');
  await expect(main(page).getByRole('row').nth(1)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(hora de Caracas\)/);
  await page.goto('/admin/staff');
  await expect(main(page).getByRole('row').filter({ hasText: admin.email })).toContainText(/\(hora de Caracas\)/);
});
