// The links between procedures, offices and requirements, editable from either side. Every id must
// be the customer's; otherwise a 400 names the field.
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../corporate/checks.ts';

type Owned = 'procedures' | 'offices' | 'requirement_catalogue' | 'departments';

/** Throws 400 on `field` unless every id is a row of `table` belonging to the customer. */
export async function requireOwned(db: Db, table: Owned, customerId: string, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.selectFrom(table).select('id').where('customer_id', '=', customerId).where('id', 'in', [...ids]).execute();
  const known = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw fieldError(field, `No existe: ${missing.join(', ')}.`);
}

/** Replaces the offices where a procedure is done. */
export async function setProcedureOffices(db: Db, procedureId: number, officeIds: readonly number[]): Promise<void> {
  await db.deleteFrom('procedure_offices').where('procedure_id', '=', procedureId).execute();
  if (officeIds.length > 0) await db.insertInto('procedure_offices').values(officeIds.map((officeId) => ({ procedure_id: procedureId, office_id: officeId }))).execute();
}

/** Replaces the procedures done at an office. */
export async function setOfficeProcedures(db: Db, officeId: number, procedureIds: readonly number[]): Promise<void> {
  await db.deleteFrom('procedure_offices').where('office_id', '=', officeId).execute();
  for (let start = 0; start < procedureIds.length; start += 500) {
    const chunk = procedureIds.slice(start, start + 500);
    await db.insertInto('procedure_offices').values(chunk.map((procedureId) => ({ procedure_id: procedureId, office_id: officeId }))).execute();
  }
}
