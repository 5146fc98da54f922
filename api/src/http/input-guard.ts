// Rules every route's input obeys, checked once after schema validation so routes added later
// inherit them: numbers are finite (schema coercion turns "Infinity", "1e400" or a 310-digit
// string into Infinity, which passes Ajv's minimum/maximum and breaks PostgreSQL), and no text
// holds a NUL character (PostgreSQL cannot store it; SQLite would, and its readers would choke).
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

type Where = 'campo' | 'parámetro' | 'ruta';

/** The dotted path of the first value breaking a rule, or null when the input is clean. */
export function firstBadValue(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const bad = firstBadValue(item, itemPath);
    if (bad !== null) return bad;
  }
  return null;
}

function check(value: unknown, where: Where): void {
  const bad = firstBadValue(value);
  if (bad === null) return;
  throw new HttpError(400, bad ? `Datos no válidos: revise el ${where} «${bad}».` : 'Datos de entrada no válidos.');
}

/** Adds the hook that refuses non-finite numbers and NUL characters in body, query and path (400). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    check(request.body, 'campo');
    check(request.query, 'parámetro');
    check(request.params, 'ruta');
  });
}
