// Small checks the corporate calls share.
import { spanishMessage, type FieldProblem } from '@portal/contract';
import { HttpError } from '../http/errors.ts';

/** Throws 404 with `message` when `row` is missing; answers the row otherwise. */
export function found<T>(row: T | undefined | null, message: string): T {
  if (row === undefined || row === null) throw new HttpError(404, message);
  return row;
}

/** A 400 that names one refused field, like the schema's own refusals. */
export function fieldError(field: string, message: string): HttpError & { errors: { field: string; message: string }[] } {
  return Object.assign(new HttpError(400, `Datos no válidos: revise el campo «${field}».`), { errors: [{ field, message }] });
}

/** A 400 naming every field a contract rule refused (checkBooking, …), in the words the form shows; null when none. */
export function fieldProblemsError(problems: readonly FieldProblem[]): (HttpError & { errors: { field: string; message: string }[] }) | null {
  if (problems.length === 0) return null;
  const names = problems.map((problem) => `«${problem.field}»`).join(', ');
  return Object.assign(new HttpError(400, `Datos no válidos: revise ${problems.length === 1 ? 'el campo' : 'los campos'} ${names}.`), {
    errors: problems.map((problem) => ({ field: problem.field, message: spanishMessage(problem) })),
  });
}

/** True for a 'YYYY-MM-DD' that names a real day (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year!, month! - 1, day!));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month! - 1 && value.getUTCDate() === day;
}

/** Throws 400 on `field` unless `date` is a real day. */
export function requireRealDate(field: string, date: string | null | undefined): void {
  if (date && !isRealDate(date)) throw fieldError(field, 'Esa fecha no existe.');
}

/** The value when given, else the fallback (for partial updates). */
export function given<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}

/** A success answer `{res: 1, data, message}`. */
export function ok<T>(data: T, message = '') {
  return { res: 1 as const, data, message };
}
