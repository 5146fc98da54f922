import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DB_FILE } from './contact-db';

const ROOT = path.resolve(__dirname, '../..');
// The staff CLI needs the project's Node 24 (node:sqlite), like the contact-db helper.
const NODE24 = path.join(ROOT, 'node_modules/.bin/node');

export type StaffRole = 'admin' | 'editor' | 'clerk';
export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * Creates a staff account in this worker's database with the operator's own command
 * (`npm run staff -w api -- add … --password-stdin`, README "Running the city's portal").
 */
export function createStaffAccount(role: StaffRole): StaffLogin {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@sanrafael.example`;
  const password = `clave-de-prueba-${Math.random().toString(36).slice(2, 10)}`;
  execFileSync(NODE24, ['--disable-warning=ExperimentalWarning', path.join(ROOT, 'api/src/staff/staff-cli-main.ts'), 'add', email, '--role', role, '--password-stdin'], {
    input: password,
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${DB_FILE}`, MEDIA_DIR: path.join(path.dirname(DB_FILE), 'media'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return { email, password };
}

/** Opens /admin and signs in through the console's form. */
export async function signInToConsole(page: Page, login: StaffLogin, path = '/admin'): Promise<void> {
  await page.goto(path);
  // Scoped to the form: the footer's newsletter has an e-mail field too, and renders first.
  const form = page.getByRole('region', { name: 'Acceso del personal' });
  await form.getByLabel('Correo electrónico').fill(login.email);
  await form.getByLabel('Contraseña').fill(login.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(`Sesión iniciada como ${login.email}`)).toBeVisible();
}
