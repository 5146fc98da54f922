import { generate } from 'otplib';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// Staff sign-in that attackers cannot use against the staff (issue 27), in Chromium against the
// real portal: a passkey registered and used with Chromium's virtual authenticator (CDP WebAuthn
// domain), an authenticator app's code computed here from the secret the page shows, a role that
// requires a second factor refusing the password alone, and an admin inviting, unlocking and
// disabling an account from the console.

// Refusals the console shows on purpose (a wrong password, a role that needs a second factor, a
// lock, a session closed by an admin) are logged by the browser as failed requests.
const EXPECTED = [/status of 40[13]/, /status of 429/];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const main = (page: Page) => page.getByRole('main');
const signInRegion = (page: Page) => page.getByRole('region', { name: 'Acceso del personal' });

/** Chromium's virtual authenticator: a platform authenticator with resident keys and user verification. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}

async function openMyAccount(page: Page) {
  await page.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
}

async function signOut(page: Page) {
  await nav(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
}

async function passwordSignIn(page: Page, login: StaffLogin) {
  await signInRegion(page).getByLabel('Correo electrónico').fill(login.email);
  await signInRegion(page).getByLabel('Contraseña').fill(login.password);
  await signInRegion(page).getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The anti-forgery cookie of the context, for a call made outside the console's own client. */
async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((item) => item.name === 'csrftoken');
  return { 'x-csrftoken': cookie?.value ?? '' };
}

test('a clerk registers a passkey from "My account" and signs in with it alone', async ({ page }) => {
  const errors = watchErrors(page, EXPECTED);
  await addVirtualAuthenticator(page);
  const clerk = createStaffAccount('clerk');
  await signInToConsole(page, clerk);
  await openMyAccount(page);
  await expect(page.getByText('Todavía no tiene ninguna llave de acceso.')).toBeVisible();
  await main(page).getByLabel('Nombre de la llave nueva (opcional)').fill('Portátil de prueba');
  await main(page).getByRole('button', { name: 'Registrar una llave de acceso' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Llave de acceso «Portátil de prueba» registrada.' })).toBeVisible();
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Portátil de prueba' })).toContainText('aún no usada para entrar');

  await signOut(page);
  await signInRegion(page).getByRole('button', { name: 'Entrar con llave de acceso' }).click();
  await expect(page.getByText(`Sesión iniciada como ${clerk.email} (funcionario)`)).toBeVisible();
  await openMyAccount(page);
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Portátil de prueba' })).toContainText('usada por última vez');
  expect(errors).toEqual([]);
});

test('with an authenticator app set up, signing in asks for its code; the code computed from the shown secret signs in', async ({ page }) => {
  const clerk = createStaffAccount('clerk');
  await signInToConsole(page, clerk);
  await openMyAccount(page);
  await main(page).getByRole('button', { name: 'Configurar una aplicación de códigos' }).click();
  await expect(page.getByRole('heading', { name: 'Añada esta cuenta a su aplicación' })).toBeFocused();
  // What a person types into the app: the key shown as text (in groups of four).
  const secret = (await main(page).locator('code.admin-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(main(page).getByRole('link', { name: 'Añadir a la aplicación de códigos' })).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  await main(page).getByLabel('Código que muestra la aplicación').fill(await generate({ secret }));
  await main(page).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La aplicación de códigos está configurada.' })).toBeVisible();

  await signOut(page);
  await passwordSignIn(page, clerk);
  const code = signInRegion(page).getByLabel('Código de verificación');
  await expect(code).toBeFocused();
  await expect(signInRegion(page).getByRole('alert')).toHaveText('Escriba el código de su aplicación de autenticación.');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  // The code the app shows next: the one used to confirm is never accepted twice.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await signInRegion(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(`Sesión iniciada como ${clerk.email} (funcionario)`)).toBeVisible();
});

test('when an admin requires a second factor for clerks, a clerk\'s password alone is refused with how to proceed', async ({ page, browser }) => {
  const admin = createStaffAccount('admin');
  const clerk = createStaffAccount('clerk');
  await signInToConsole(page, admin);
  await nav(page).getByRole('link', { name: 'Seguridad de acceso', exact: true }).click();
  const clerks = main(page).getByRole('checkbox', { name: 'funcionario' });
  await expect(clerks).not.toBeChecked();
  await clerks.check();
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajuste guardado.' })).toBeVisible();
  const clerkContext = await browser.newContext();
  try {
    const clerkPage = await clerkContext.newPage();
    await clerkPage.goto('/admin');
    await passwordSignIn(clerkPage, clerk);
    await expect(signInRegion(clerkPage).getByRole('alert')).toHaveText(
      /^Su rol \(funcionario\) exige un segundo factor y su cuenta aún no tiene ninguno\. Pida a un administrador un enlace de acceso/,
    );
    await expect(clerkPage.getByRole('navigation', { name: 'Secciones de la consola' })).toHaveCount(0);
  } finally {
    await clerkContext.close();
    // Every other test's clerks sign in with a password: the setting goes back whatever happened above.
    const reset = await page.request.post('/api/v2/corporate/staff/updatePolicy/', { data: { customer_id: '1', clerk: false }, headers: await csrfHeader(page.context()) });
    expect(reset.status()).toBe(200);
  }
});

test('an admin invites a person, lifts the lock their typos caused, and disables the account', async ({ page, browser }) => {
  const admin = createStaffAccount('admin');
  const email = `invitada-${Date.now()}@sanrafael.example`;
  const password = 'una frase larga como clave';
  await signInToConsole(page, admin);
  await nav(page).getByRole('link', { name: 'Personal', exact: true }).click();
  await main(page).getByRole('link', { name: 'Invitar a una persona' }).click();
  await main(page).getByLabel('Correo electrónico *').fill(email);
  await main(page).getByLabel('Rol').selectOption({ label: 'editor' });
  await main(page).getByRole('button', { name: 'Crear la invitación' }).click();
  await expect(page.getByRole('heading', { name: `Enlace de invitación para ${email}` })).toBeFocused();
  const link = await main(page).getByLabel('Enlace para entregar').inputValue();
  expect(link).toMatch(/\/admin\/link#[A-Za-z0-9_-]{43}$/);

  const inviteeContext = await browser.newContext();
  try {
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Le damos la bienvenida: elija su contraseña' })).toBeVisible();
    await invitee.getByLabel('Contraseña nueva').fill(password);
    await invitee.getByLabel('Repita la contraseña').fill(password);
    await invitee.getByRole('button', { name: 'Guardar la contraseña y entrar' }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(invitee.getByText(`Sesión iniciada como ${email} (editor)`)).toBeVisible();
    await signOut(invitee);
    // Six typos from this browser lock the account here (not for everyone).
    for (let i = 0; i < 6; i += 1) {
      await passwordSignIn(invitee, { email, password: `mal-${i}-${password}` });
      await expect(signInRegion(invitee).getByRole('alert')).toHaveText(i < 5 ? 'Correo o contraseña incorrectos.' : /^Demasiados intentos fallidos con esta cuenta desde esta dirección/);
    }

    await main(page).getByRole('link', { name: 'Abrir la cuenta nueva' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: email })).toBeVisible();
    await expect(main(page).getByRole('definition').filter({ hasText: /^desde .* hasta el/ })).toBeVisible();
    await main(page).getByRole('button', { name: 'Desbloquear el acceso' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cuenta desbloqueada' })).toBeVisible();
    await passwordSignIn(invitee, { email, password });
    await expect(invitee.getByText(`Sesión iniciada como ${email} (editor)`)).toBeVisible();

    await main(page).getByRole('button', { name: 'Desactivar la cuenta' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cuenta actualizada. Sus sesiones abiertas se cerraron.' })).toBeVisible();
    // The invitee's session is gone, and the password no longer opens one.
    await invitee.reload();
    await passwordSignIn(invitee, { email, password });
    await expect(signInRegion(invitee).getByRole('alert')).toHaveText('Su cuenta está desactivada. Consulte con un administrador.');
  } finally {
    await inviteeContext.close();
  }
  await nav(page).getByRole('link', { name: 'Registro de auditoría', exact: true }).click();
  await main(page).getByLabel('Buscar', { exact: true }).fill('staff/update');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'staff/update' }).first()).toContainText('disabled: false → true');
});

test('the new screens pass axe at 375 and 1280 px: My account, the link page, Personal, Sign-in security', async ({ page, browser }) => {
  // Twelve axe runs on a two-core machine.
  test.setTimeout(180_000);
  const admin = createStaffAccount('admin');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await signInToConsole(page, admin);
    await openMyAccount(page);
    await main(page).getByRole('button', { name: 'Configurar una aplicación de códigos' }).click();
    await expect(page.getByRole('heading', { name: 'Añada esta cuenta a su aplicación' })).toBeFocused();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Cancelar' }).click();

    await nav(page).getByRole('link', { name: 'Personal', exact: true }).click();
    await main(page).getByRole('link', { name: 'Invitar a una persona' }).click();
    await main(page).getByRole('button', { name: 'Crear la invitación' }).click();
    await expect(main(page).getByText('Escriba el correo electrónico de la persona.')).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByLabel('Correo electrónico *').fill(`axe-${width}-${Date.now()}@sanrafael.example`);
    await main(page).getByRole('button', { name: 'Crear la invitación' }).click();
    const link = await main(page).getByLabel('Enlace para entregar').inputValue();
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: 'Abrir la cuenta nueva' }).click();
    await expect(main(page).getByRole('button', { name: 'Nuevo enlace de invitación' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Opened by its address: after a click far down the menu at 375 px the page stays scrolled, and
    // the shell's sticky header then covers the menu's first links, which axe counts against them.
    await page.goto('/admin/sign-in');
    await expect(main(page).getByRole('group', { name: 'Roles que deben entrar con un segundo factor' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const other = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const invitee = await other.newPage();
      await invitee.goto(link);
      await invitee.getByRole('button', { name: 'Guardar la contraseña y entrar' }).click();
      await expect(invitee.getByText('La contraseña debe tener al menos 12 caracteres.')).toBeVisible();
      await expectNoAxeViolations(invitee);
    } finally {
      await other.close();
    }
    await signOut(page);
  }
});
