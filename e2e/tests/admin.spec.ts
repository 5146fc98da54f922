import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { holdRequests } from '../support/hold';
import { REMOTE_PORTS } from '../support/ports';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// The staff console (mfe-admin at /admin, issue 16) against the real portal server: accounts are
// made with the operator's CLI, every change goes through the corporate API, and the public pages
// show it.

const unique = (word: string) => `${word} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
// A day in 2031–2085 that no other run has taken: a city has one holiday per date, and 81 random
// dates collided within a few repeated runs on one database ('Ya hay un feriado el …').
const uniqueDate = () => new Date(Date.UTC(2031, 0, 1) + ((Date.now() + Math.floor(Math.random() * 97)) % 20_000) * 86_400_000).toISOString().slice(0, 10);
// A 1×1 PNG: media/upload reads the type from the content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// Opening /admin asks GET /api/v2/staff/me/ who is signed in; signed out it answers 401 by contract
// (docs/corporate-api.md), which the browser logs. Any other error fails the test.
const SIGNED_OUT = [/status of 401/];

let clerk: StaffLogin;
let editor: StaffLogin;
test.beforeAll(() => {
  clerk = createStaffAccount('clerk');
  editor = createStaffAccount('editor');
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Guardar', exact: true }).click();
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();

/** The editing area of a rich-text field (its label names it). */
const richArea = (page: Page, label: string) => main(page).getByRole('textbox', { name: label, exact: true });

/** Pastes HTML into an editing area as a word processor's copy would arrive (text/html on the clipboard). */
async function pasteHtml(area: ReturnType<Page['locator']>, html: string) {
  await area.click();
  await area.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

async function openSection(page: Page, name: string) {
  // By keyboard, as a clerk who tabs through the menu would (the other tests click with the mouse).
  await nav(page).getByRole('link', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a clerk signs in, sees who is signed in and only the sections of the role, and signs out', async ({ page }) => {
  const errors = watchErrors(page, SIGNED_OUT);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
  // A wrong password gets the server's Spanish message.
  const signIn = page.getByRole('region', { name: 'Acceso del personal' });
  await signIn.getByLabel('Correo electrónico').fill(clerk.email);
  await signIn.getByLabel('Contraseña').fill('no-es-la-clave');
  await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await expect(signIn.getByLabel('Contraseña')).toBeFocused();

  await signIn.getByLabel('Contraseña').fill(clerk.password);
  await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(`Sesión iniciada como ${clerk.email} (funcionario)`)).toBeVisible();
  for (const name of ['Departamentos', 'Trámites', 'Catálogo de requisitos', 'Sedes', 'Horarios de atención y citas', 'Feriados', 'Bandeja de contacto']) {
    await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Personal', 'Noticias', 'Registro de auditoría', 'Textos del sitio', 'Registro de remotos']) {
    await expect(nav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await nav(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ha cerrado la sesión.' })).toBeVisible();
  // The session is gone on the server too: a reload shows the sign-in form.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a clerk is refused the staff and news sections with the server\'s message', async ({ page }) => {
  await signInToConsole(page, clerk, '/admin/staff');
  const refusal = main(page).getByRole('alert').filter({ hasText: 'no permite' });
  await expect(refusal).toHaveText('Su rol (funcionario) no permite esta operación.');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/admin/posts');
  await expect(refusal).toHaveText('Su rol (funcionario) no permite esta operación.');
});

test('an expired session brings back the sign-in form with a Spanish message', async ({ page, context }) => {
  await signInToConsole(page, clerk);
  await context.clearCookies({ name: 'portal_staff' });
  await nav(page).getByRole('link', { name: 'Feriados', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Su sesión expiró. Inicie sesión de nuevo.' })).toBeVisible();
});

test('done when: a clerk creates a department, a procedure with three requirements, an office with its hours and a holiday', async ({ page, request }) => {
  // Seven forms and a dozen page changes: longer than one page's test on a busy two-core machine.
  test.setTimeout(90_000);
  const errors = watchErrors(page, SIGNED_OUT);
  await signInToConsole(page, clerk);

  const department = unique('Catastro');
  await openSection(page, 'Departamentos');
  await page.getByRole('link', { name: 'Nuevo departamento' }).click();
  // An empty required field is marked beside it and gets the focus.
  await save(page);
  await expect(field(page, 'Nombre *')).toBeFocused();
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  await field(page, 'Nombre *').fill(department);
  await save(page);
  await saved(page);

  const requirements = [unique('Cédula de identidad'), unique('Plano de la parcela'), unique('Recibo de pago')];
  for (const name of requirements) {
    await openSection(page, 'Catálogo de requisitos');
    await page.getByRole('link', { name: 'Nuevo requisito' }).click();
    await field(page, 'Nombre *').fill(name);
    await save(page);
    await saved(page);
  }

  const procedure = unique('Certificado catastral');
  await openSection(page, 'Trámites');
  await page.getByRole('link', { name: 'Nuevo trámite' }).click();
  await field(page, 'Nombre *').fill(procedure);
  await field(page, 'Departamento *').selectOption({ label: department });
  await field(page, 'Precio').fill('12.5');
  for (const name of requirements) await page.getByRole('checkbox', { name }).check();
  await save(page);
  await saved(page);
  const asked = page.getByRole('region', { name: 'Requisitos de este trámite' }).getByRole('listitem');
  await expect(asked).toHaveCount(3);
  await expect(asked.first()).toContainText(requirements[0]);

  const office = unique('Sede Centro');
  await openSection(page, 'Sedes');
  await page.getByRole('link', { name: 'Nueva sede' }).click();
  await field(page, 'Nombre *').fill(office);
  await field(page, 'Dirección *').fill('Calle Sucre 12');
  // Its hours are not typed here: they are its schedule's, below.
  await expect(field(page, 'Horario de atención')).toHaveCount(0);
  await page.getByRole('checkbox', { name: procedure }).check();
  await save(page);
  await saved(page);

  await openSection(page, 'Horarios de atención y citas');
  await page.getByRole('link', { name: 'Nuevo horario' }).click();
  await field(page, 'Sede *').selectOption({ label: office });
  await field(page, 'Minutos por cita *').fill('30');
  await field(page, 'Cupos por turno *').fill('2');
  await save(page);
  await saved(page);
  await main(page).getByLabel('Día', { exact: true }).selectOption({ label: 'Lunes' });
  await main(page).getByLabel('Desde', { exact: true }).fill('08:00');
  await main(page).getByLabel('Hasta', { exact: true }).fill('12:00');
  await page.getByRole('button', { name: 'Agregar horas' }).click();
  await expect(page.getByRole('region', { name: 'Horario semanal' }).getByRole('listitem')).toHaveText(/Lunes 08:00–12:00/);

  const holiday = unique('Día del municipio');
  await openSection(page, 'Feriados');
  await page.getByRole('link', { name: 'Nuevo feriado' }).click();
  await field(page, 'Fecha *').fill(uniqueDate());
  await field(page, 'Nombre *').fill(holiday);
  await save(page);
  await saved(page);
  await openSection(page, 'Feriados');
  await main(page).getByLabel('Buscar', { exact: true }).fill(holiday);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: holiday })).toHaveCount(1);

  // The public catalogue has it at once.
  const catalogue = (await (await request.get('/djstatic/sanrafael/procedures.json')).json()) as {
    procedures: { name: string; requirements: { name: string }[]; officeIds?: number[] }[];
    offices: { id: number; name: string; takes_appointments: boolean; hours: { days: { weekday: number; start: string; end: string }[] }[] }[];
  };
  const published = catalogue.procedures.find((item) => item.name === procedure);
  expect(published?.requirements.map((item) => item.name)).toEqual(requirements);
  expect(published?.officeIds).toHaveLength(1);
  // The office's hours citizens read are its schedule's, and it gives appointments.
  const where = catalogue.offices.find((item) => item.name === office);
  expect(where?.hours.map((period) => period.days)).toEqual([[{ weekday: 1, start: '08:00', end: '12:00' }]]);
  expect(where?.takes_appointments).toBe(true);
  expect(errors).toEqual([]);
});

test('a click on a console link opens its page while the list is still loading and while the header sticks under the pointer', async ({ page }) => {
  await signInToConsole(page, clerk);
  const newHoliday = page.getByRole('link', { name: 'Nuevo feriado' });
  const dateField = field(page, 'Fecha *');

  // The list's answer held back: the click navigates anyway, and the answer coming later changes nothing.
  const release = await holdRequests(page, '**/api/v2/corporate/holiday/list/');
  await openSection(page, 'Feriados');
  await newHoliday.click();
  await expect(dateField).toBeVisible();
  release();

  // The header turns sticky after 100 px of scroll, a frame after the scroll. Back at the top of the
  // page it lets go of the top again while the clerk presses the button: had the page moved then,
  // the release would land beside the link and the browser would click nothing (it clicks only when
  // press and release hit one element). This is how clicks were lost on a busy machine.
  await openSection(page, 'Feriados');
  await expect(main(page).getByText(/^\d+ resultados?$/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByRole('banner')).toHaveClass(/is-sticky/);
  const [x, y] = await page.evaluate(() => {
    window.scrollTo(0, 0);
    const box = document.querySelector('.admin-toolbar a.btn')!.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(page.getByRole('banner')).not.toHaveClass(/is-sticky/);
  await page.mouse.up();
  await expect(dateField).toBeVisible();
});

test('a requirement added to a procedure shows in the catalogue tooltip and on the procedure page', async ({ page }) => {
  await signInToConsole(page, clerk);
  const procedure = unique('Permiso de obra');
  const requirement = unique('Planos firmados');
  await openSection(page, 'Catálogo de requisitos');
  await page.getByRole('link', { name: 'Nuevo requisito' }).click();
  await field(page, 'Nombre *').fill(requirement);
  await save(page);
  await saved(page);
  await openSection(page, 'Trámites');
  await page.getByRole('link', { name: 'Nuevo trámite' }).click();
  await field(page, 'Nombre *').fill(procedure);
  await field(page, 'Departamento *').selectOption({ index: 1 });
  await save(page);
  await saved(page);
  await expect(page.getByText('Este trámite todavía no pide ningún requisito.')).toBeVisible();
  await main(page).getByLabel('Requisito', { exact: true }).selectOption({ label: requirement });
  await main(page).getByLabel('Nota (opcional)').fill('original y copia');
  await page.getByRole('button', { name: 'Agregar requisito' }).click();
  await expect(page.getByRole('region', { name: 'Requisitos de este trámite' }).getByRole('listitem')).toHaveText(new RegExp(`${requirement}.*original y copia`));
  // The requirement left the choices: it cannot be asked twice.
  await expect(main(page).getByLabel('Requisito', { exact: true }).getByRole('option', { name: requirement })).toHaveCount(0);

  await page.goto('/procedures');
  await page.getByRole('searchbox', { name: 'Buscar trámite' }).fill(procedure);
  const card = page.locator('.procedure-card').filter({ hasText: procedure });
  await expect(card).toHaveCount(1);
  const button = card.getByRole('button', { name: /^Requisitos de / });
  await button.focus();
  const tooltip = page.locator(`[id="${await button.getAttribute('aria-describedby')}"]`);
  await expect(tooltip).toContainText('Este trámite tiene 1 requisito');
  await expect(tooltip).toContainText(requirement);
  // The procedure's own page lists it under what to bring.
  // The card's link leads to the procedure's own page (followed by address: the open tooltip covers the card).
  await page.goto((await card.getByRole('link', { name: procedure }).getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: procedure })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Qué debe llevar' }).getByRole('listitem')).toHaveText([requirement]);
});

test('a message sent from /contact is read in the inbox and marked answered', async ({ page }) => {
  const marker = unique('bache').replace(' ', '-');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Escríbanos' });
  await form.getByRole('textbox', { name: /^Nombre/ }).fill('María Pérez');
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill('maria@example.com');
  await form.getByRole('textbox', { name: /^Teléfono/ }).fill('+58 412 555 1234');
  await form.getByRole('textbox', { name: /^Mensaje/ }).fill(`Hay un bache en la calle Sucre (${marker}).`);
  await form.getByRole('button', { name: 'Enviar' }).click();
  const confirmation = form.getByRole('status').filter({ hasText: 'Referencia:' });
  await expect(confirmation).toBeVisible();
  const reference = /C-\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? '')![0];

  await signInToConsole(page, clerk);
  await openSection(page, 'Bandeja de contacto');
  await main(page).getByLabel('Estado').selectOption({ label: 'Nuevo' });
  await main(page).getByLabel('Buscar', { exact: true }).fill(reference);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('María Pérez');
  await row.getByRole('link', { name: `Abrir ${reference}` }).click();
  await expect(page.getByRole('heading', { name: `Mensaje ${reference}` })).toBeFocused();
  await expect(page.getByText(`Hay un bache en la calle Sucre (${marker}).`)).toBeVisible();
  // The note is required: the console says so beside it.
  await page.getByRole('button', { name: 'Marcar como respondido' }).click();
  await expect(page.getByText('Escriba qué se respondió.')).toBeVisible();
  await expect(main(page).getByLabel('Qué se respondió y cómo *')).toBeFocused();
  await main(page).getByLabel('Qué se respondió y cómo *').fill('Llamamos a la vecina: la cuadrilla va el lunes.');
  await page.getByRole('button', { name: 'Marcar como respondido' }).click();
  await expect(page.getByText(clerk.email, { exact: false }).last()).toBeVisible();
  await expect(page.getByText('Llamamos a la vecina: la cuadrilla va el lunes.')).toBeVisible();

  // The answered list has it now, the new one no longer.
  await page.getByRole('button', { name: 'Volver a la lista' }).click();
  await main(page).getByLabel('Estado').selectOption({ label: 'Respondido' });
  await main(page).getByLabel('Buscar', { exact: true }).fill(reference);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Respondido');
});

test('an editor writes a post, previews it as citizens will see it, uploads an image, publishes it and finds it on /blog-grid/', async ({ page }) => {
  const errors = watchErrors(page, SIGNED_OUT);
  const title = unique('Operativo de vacunación');
  await signInToConsole(page, editor);
  await openSection(page, 'Noticias');
  await page.getByRole('link', { name: 'Nueva noticia' }).click();
  await field(page, 'Título *').fill(title);
  await field(page, 'Resumen').fill('Vacunación gratuita en la plaza.');
  // Nobody types HTML: a paste (as from a word processor) is cleaned to the allow-list by the editor.
  await pasteHtml(richArea(page, 'Contenido'), '<p onclick="window.hacked = 1">Vacunas <strong style="color:red">gratuitas</strong> el sábado.</p><script>window.hacked = 2</script>');
  const preview = page.getByRole('region', { name: 'Vista previa' });
  // The preview is mfe-blog's own rendering, with the public post's class.
  await expect(preview.locator('.post-body strong')).toHaveText('gratuitas');
  await expect(preview.locator('.post-body script')).toHaveCount(0);
  expect(await preview.locator('.post-body p').first().getAttribute('onclick')).toBeNull();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  // Reading the hostile paste makes Chromium report the handler and style the page's policy blocks;
  // none reached the editor or the preview and none ran. Nothing else may fail.
  expect(errors.filter((line) => !/Executing inline event handler violates|Applying inline style violates/.test(line))).toEqual([]);
  errors.length = 0;

  await main(page).getByRole('button', { name: 'Elegir de la biblioteca' }).click();
  const library = page.getByRole('dialog', { name: 'Biblioteca de medios' });
  await library.getByLabel('Imagen (JPEG, PNG o WebP, hasta 5 MB) *').setInputFiles({ name: 'plaza.png', mimeType: 'image/png', buffer: PNG });
  await library.getByLabel('Texto alternativo de la imagen *').fill('La plaza');
  await library.getByRole('button', { name: 'Subir y elegir' }).click();
  await expect(library).toBeHidden();
  // The library's alternative text comes along; this post says more.
  await expect(field(page, 'Texto alternativo de la imagen *')).toHaveValue('La plaza');
  await field(page, 'Texto alternativo de la imagen *').fill('La plaza con la carpa');
  await expect(main(page).getByRole('img', { name: 'La plaza con la carpa' }).first()).toBeVisible();
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Guardada como borrador.' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicada: ya está en la página de noticias.' })).toBeVisible();
  // The editor with its preview, in both themes.
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.body.classList.add('dark-mode'));
  await expectNoAxeViolations(page);

  await page.goto('/blog-grid/');
  await expect(page.getByText(title).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the server\'s field errors show beside each field and the first one gets the focus', async ({ page }) => {
  await signInToConsole(page, clerk);
  await openSection(page, 'Sedes');
  await page.getByRole('link', { name: 'Nueva sede' }).click();
  await field(page, 'Nombre *').fill(unique('Sede'));
  await field(page, 'Dirección *').fill('Calle 1');
  await field(page, 'Correo electrónico').fill('no-es-un-correo');
  await save(page);
  const email = field(page, 'Correo electrónico');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await email.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy?.split(' ')[0]}"]`)).not.toBeEmpty();
});

test('the console passes axe in both themes and at 375 px, and the delete confirmation keeps the focus', async ({ page }) => {
  // Eleven axe runs on a two-core machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInToConsole(page, clerk);
  for (const [name, action] of [['Departamentos', 'Nuevo departamento'], ['Trámites', null], ['Bandeja de contacto', null]] as const) {
    await openSection(page, name);
    await expect(main(page).getByText(/^\d+ resultados?$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.body.classList.add('dark-mode'));
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.body.classList.remove('dark-mode'));
    if (action) {
      await page.getByRole('link', { name: action }).click();
      await save(page);
      await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
  await openSection(page, 'Trámites');
  await page.getByRole('link', { name: /^Abrir / }).first().click();
  await expect(page.getByRole('heading', { name: 'Requisitos de este trámite' })).toBeVisible();
  await expectNoAxeViolations(page);

  await openSection(page, 'Departamentos');
  const remove = page.getByRole('button', { name: /^Eliminar / }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Eliminar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
});

test('public pages download nothing of the console; /admin does', async ({ page }) => {
  const adminOrigin = `localhost:${REMOTE_PORTS.admin}`;
  const adminRequests: string[] = [];
  page.on('request', (item) => {
    if (item.url().includes(adminOrigin)) adminRequests.push(item.url());
  });
  for (const path of ['/', '/procedures', '/blog-grid/', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(adminRequests).toEqual([]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
  expect(adminRequests.length).toBeGreaterThan(0);
});

test('an admin lists the staff accounts and reads in the audit log who changed what', async ({ page }) => {
  const admin = createStaffAccount('admin');
  // Something of the clerk's to find in the log.
  await signInToConsole(page, clerk);
  await openSection(page, 'Departamentos');
  await page.getByRole('link', { name: 'Nuevo departamento' }).click();
  await field(page, 'Nombre *').fill(unique('Auditoría'));
  await save(page);
  await saved(page);
  await nav(page).getByRole('button', { name: 'Cerrar sesión' }).click();

  await signInToConsole(page, admin);
  await expect(page.getByText(`Sesión iniciada como ${admin.email} (administrador)`)).toBeVisible();
  await openSection(page, 'Personal');
  await main(page).getByLabel('Buscar', { exact: true }).fill(clerk.email);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: clerk.email })).toContainText('funcionario');

  await openSection(page, 'Registro de auditoría');
  await main(page).getByLabel('Buscar', { exact: true }).fill(clerk.email);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'department/add' }).first()).toContainText(clerk.email);
});

test('an admin reads the remote registry: the default build of every remote and each municipality\'s own', async ({ page }) => {
  await signInToConsole(page, createStaffAccount('admin'));
  await openSection(page, 'Registro de remotos');
  const defaults = page.getByRole('table', { name: 'Versiones por defecto' });
  for (const remote of ['procedures', 'blog', 'contact', 'template', 'admin']) {
    await expect(defaults.getByRole('row').filter({ has: page.getByRole('cell', { name: remote, exact: true }) })).toContainText('mf-manifest.json');
  }
  await expect(page.getByRole('table', { name: 'Por municipio' }).getByRole('row').filter({ hasText: 'template' })).toContainText('2');
  await expectNoAxeViolations(page);
});
