// The audit log: every corporate write (and sign-in, sign-out and the staff CLI) records who, when,
// which call and the entity it touched, in the same transaction as the write.
import type { AuditChange, AuditEntry } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { matchesWords, type PageWindow } from '../corporate/list-query.ts';
import type { Actor } from './actor.ts';

export interface AuditRecord {
  actor: Pick<Actor, 'staffId' | 'label'>;
  call: string;
  entity: string;
  entityId: number | null;
  customerId: string | null;
  at: Date;
  /** the fields the change touched, with their values before and after */
  changes?: readonly AuditChange[];
}

/** The before/after pairs of the fields whose value differs (values written as text). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
  return Object.keys(after)
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}

function parseChanges(stored: string | null): AuditChange[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? (parsed as AuditChange[]) : [];
  } catch {
    return [];
  }
}

/** Writes one audit row (pass the write's transaction). */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: record.at.toISOString(),
      staff_id: record.actor.staffId,
      actor: record.actor.label,
      call_name: record.call,
      entity: record.entity,
      entity_id: record.entityId,
      customer_id: record.customerId,
      changes: record.changes && record.changes.length > 0 ? JSON.stringify(record.changes) : null,
    })
    .execute();
}

export interface AuditFilter {
  entity?: string;
  entityId?: number;
  staffId?: number;
  call?: string;
  q?: string;
  /** only this customer's entries; undefined: every entry */
  customerId?: string;
}

/** One page of the audit log, newest first, and how many entries match. */
export async function readAudit(db: Db, filter: AuditFilter, window: PageWindow): Promise<{ data: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log').where((eb) => matchesWords(eb, ['actor', 'call_name'], filter.q));
  if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
  if (filter.staffId !== undefined) query = query.where('staff_id', '=', filter.staffId);
  if (filter.call !== undefined) query = query.where('call_name', '=', filter.call);
  if (filter.customerId !== undefined) {
    // Entries of no customer (an unbound account's sign-in, the CLI's changes to unbound accounts)
    // are the operator's, not a municipality's.
    query = query.where('customer_id', '=', filter.customerId);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id, at: row.at, actor: row.actor, staff_id: row.staff_id, call: row.call_name,
      entity: row.entity, entity_id: row.entity_id === null ? null : Number(row.entity_id), customer_id: row.customer_id,
      changes: parseChanges(row.changes),
    })),
    total: Number(count?.n ?? 0),
  };
}
