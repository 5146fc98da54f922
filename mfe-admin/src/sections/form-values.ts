// Between a row as the server answers it and the strings and booleans a form edits, and back to a
// request body. Pure functions, so the generic form's rules are tested without a browser.
import type { FieldSpec } from './section-spec';

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

function readPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

function writePath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** A checkbox group's value from a row: the ids given (`office_ids`) or the ids of a list of rows (`offices`). */
function idsOf(row: unknown, name: string): string[] {
  const direct = readPath(row, name);
  if (Array.isArray(direct)) return direct.map(String);
  const list = readPath(row, name.replace(/_ids$/, 's'));
  return Array.isArray(list) ? list.map((item) => String((item as { id: unknown }).id)) : [];
}

/** The form's starting values: from the row being edited, or blank (checkboxes true when `defaultChecked`). */
export function initialValues(fields: FieldSpec[], row?: unknown): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'checkboxes') values[field.name] = row ? idsOf(row, field.name) : [];
    else if (field.kind === 'checkbox') values[field.name] = row ? Boolean(readPath(row, field.name)) : true;
    else if (field.kind === 'words') {
      const value = row ? readPath(row, field.name) : undefined;
      values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    } else {
      const value = row ? readPath(row, field.name) : undefined;
      values[field.name] = value == null ? '' : String(value);
    }
  }
  return values;
}

/**
 * The request body of an add (`creating`) or update. Blank optional fields are left out (a blank
 * number that means "none" is sent as null); numbers and ids become numbers; fields only the add
 * call takes are left out of an update.
 */
export function bodyFromValues(fields: FieldSpec[], values: FormValues, creating: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.addOnly && !creating) continue;
    const value = values[field.name];
    if (field.kind === 'checkbox') writePath(body, field.name, Boolean(value));
    else if (field.kind === 'checkboxes') writePath(body, field.name, (value as string[]).map(Number));
    else if (field.kind === 'words') writePath(body, field.name, String(value ?? '').split(',').map((word) => word.trim()).filter((word) => word !== ''));
    else {
      const text = String(value ?? '');
      if (text.trim() === '') {
        if (field.blankIsNull) writePath(body, field.name, null);
        else if (!creating && !field.required && (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'richtext' || field.kind === 'email')) writePath(body, field.name, '');
        continue;
      }
      const numeric = field.kind === 'number' || (field.kind === 'select' && field.source && 'call' in field.source);
      writePath(body, field.name, numeric ? Number(text) : text);
    }
  }
  return body;
}

/** Fields the console checks before sending: a required field left blank. (The server checks the rest.) */
export function blankRequired(fields: FieldSpec[], values: FormValues): string[] {
  return fields.filter((field) => field.required && field.kind !== 'checkbox' && field.kind !== 'checkboxes' && String(values[field.name] ?? '').trim() === '').map((field) => field.name);
}

/**
 * The field messages once a field changed: its own message goes (the person is fixing it, and a
 * 'required' message beside a filled field says the opposite of the truth); the others stay.
 */
export function withoutError(errors: Record<string, string>, name: string): Record<string, string> {
  if (!errors[name]) return errors;
  const rest = { ...errors };
  delete rest[name];
  return rest;
}

/** The form field a server error names: `days.0.end` → `days`, `customer.name` stays when a field has that name. */
export function fieldOfError(fields: FieldSpec[], path: string): string | undefined {
  const clean = path.replace(/^\//, '').replace(/\//g, '.');
  const exact = fields.find((field) => field.name === clean);
  if (exact) return exact.name;
  return fields.find((field) => clean.startsWith(`${field.name}.`))?.name;
}
