// The server's side of the table of calls: every call with its schemas looked up by name.
import type { TSchema } from 'typebox';
import * as Schemas from '../schemas.ts';
import * as calls from '../calls/index.ts';
import type { CallDefinition, SchemaName } from '../calls/define-call.ts';

/** The schema the contract exports under `name`. */
export function schemaOf(name: SchemaName): TSchema {
  return Schemas[name];
}

/** Every call of the table by its name (`holidayAdd`), in the table's order. */
export const CALLS: Readonly<Record<string, CallDefinition>> = calls;

/** The audience of a call, from its path: the reference page groups calls by it. */
export function audienceOf(call: CallDefinition): 'corporate' | 'staff' | 'public' {
  if (call.path.startsWith('/api/v2/corporate/')) return 'corporate';
  if (call.path.startsWith('/api/v2/staff/')) return 'staff';
  return 'public';
}
