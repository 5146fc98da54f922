import { expect, test } from '../support/test';
import { watchErrors } from '../support/console';
import { BASE_URL } from '../support/ports';

// Each container registers its own texts when it loads; the language comes from the `lang`
// cookie (shared/README.md, "Texts and languages").

test('without a language cookie the shell and the contact remote speak Spanish, and <html lang> is es', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true }).getByRole('link', { name: 'Contacto' })).toBeVisible();
});

test('with lang=en the shell and the contact remote speak English, the form\'s rules too, and <html lang> is en', async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.addCookies([{ name: 'lang', value: 'en', url: BASE_URL }]);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu', exact: true }).getByRole('link', { name: 'Contact' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Write your name.');
  await expect(form.getByRole('alert')).toHaveText('Check 3 fields before sending: Name, E-mail, Phone.');
  expect(errors).toEqual([]);
});

test("the agency demo pages are Spanish in Spanish: the tab's title and the clients' logos", async ({ page }) => {
  await page.goto('/our-clients');
  await expect(page).toHaveTitle(/\| Nuestros clientes$/);
  await expect(page.getByRole('main').getByRole('img', { name: /^Logotipo de / }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: / logo$/ })).toHaveCount(0);
  await page.goto('/digital-agency');
  await expect(page).toHaveTitle(/\| Agencia digital$/);
});
